import {
  deleteSharingBodySchema,
  resourcePathSchema,
  sharingAnswerSchema,
} from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** DELETE /api/resource/{type}/{id}/sharing (docs/sharing.md): removes one user's direct grant. */
export const registerDeleteResourceSharing: RegisterRoute = (app, { services }) => {
  app.delete(
    '/api/resource/:type/:id/sharing',
    {
      schema: {
        tags: ['sharing'],
        summary: "Removes a user's direct access to a resource",
        params: resourcePathSchema,
        body: deleteSharingBodySchema,
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
      services.sharing.remove(
        await request.requireViewer(),
        request.params.type,
        request.params.id,
        request.body.ecotoneUserId,
      ),
  );
};
