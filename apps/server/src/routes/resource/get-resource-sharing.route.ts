import { resourcePathSchema, sharingAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/resource/{type}/{id}/sharing (docs/sharing.md): who has access and how. Full access
 * or update:user-resources; 403 to a reader who may not share, 404 to anyone else.
 */
export const registerGetResourceSharing: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/resource/:type/:id/sharing',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Who has access to a resource, each with their level and its sources',
        params: resourcePathSchema,
        response: {
          200: sharingAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sharing.list(await request.requireViewer(), request.params.type, request.params.id),
  );
};
