import { impersonationLogAnswerSchema, impersonationLogQuerySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/admin/impersonations (impersonate:users): the audit log, newest first. */
export const registerGetImpersonations: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/admin/impersonations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every impersonation: who, whom, when made, opened (from where) and ended',
        querystring: impersonationLogQuerySchema,
        response: {
          200: impersonationLogAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => services.impersonation.log(await request.requireViewer(), request.query),
  );
};
