import { resourceMetadataSchema, resourcePathSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/resource/{type}/{id}/metadata (docs/sharing.md): title, level, whether it can be shared. */
export const registerGetResourceMetadata: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/resource/:type/:id/metadata',
    {
      schema: {
        tags: ['sharing'],
        summary: "A resource's title, the viewer's level and whether they may share it",
        params: resourcePathSchema,
        response: {
          200: resourceMetadataSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sharing.metadata(
        await request.requireViewer(),
        request.params.type,
        request.params.id,
      ),
  );
};
