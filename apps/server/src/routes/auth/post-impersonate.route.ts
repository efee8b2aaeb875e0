import { impersonateAnswerSchema, impersonateBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * POST /api/auth/admin/impersonate (impersonate:users): a one-time sign-in link as the user
 * (specs/2 section 7). Takes precedence over the better-auth catch-all of /api/auth/*, whose
 * own /admin/impersonate-user answers 404 (auth/create-auth.ts).
 */
export const registerPostImpersonate: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/auth/admin/impersonate',
    {
      schema: {
        tags: ['auth'],
        summary: 'A one-time link (5 minutes) that signs in as the user for 60 minutes',
        body: impersonateBodySchema,
        response: {
          200: impersonateAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.impersonation.createLink(await request.requireViewer(), request.body.ecotoneUserId),
  );
};
