import { putSharingBodySchema, resourcePathSchema, sharingAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** PUT /api/resource/{type}/{id}/sharing (docs/sharing.md): sets one user's direct grant. */
export const registerPutResourceSharing: RegisterRoute = (app, { services }) => {
  app.put(
    '/api/resource/:type/:id/sharing',
    {
      schema: {
        tags: ['sharing'],
        summary: "Sets a user's direct access level on a resource ('none' removes it)",
        params: resourcePathSchema,
        body: putSharingBodySchema,
        response: {
          200: sharingAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sharing.put(
        await request.requireViewer(),
        request.params.type,
        request.params.id,
        request.body,
      ),
  );
};
