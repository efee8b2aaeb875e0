import { postSharingBodySchema, resourcePathSchema, sharingAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/resource/{type}/{id}/sharing (docs/sharing.md): adds several users at once. */
export const registerPostResourceSharing: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/resource/:type/:id/sharing',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Gives several users direct access to a resource (the Add button gives basic)',
        params: resourcePathSchema,
        body: postSharingBodySchema,
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
      services.sharing.add(
        await request.requireViewer(),
        request.params.type,
        request.params.id,
        request.body.users,
      ),
  );
};
