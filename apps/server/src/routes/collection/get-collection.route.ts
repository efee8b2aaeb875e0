import { collectionSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { collectionIdParamsSchema } from './collection-id.schema.js';

/** GET /api/collection/{id} (docs/sharing.md): a collection with its items and the viewer's level. */
export const registerGetCollection: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/collection/:id',
    {
      schema: {
        tags: ['collections'],
        summary: "A collection with its items and the viewer's level",
        params: collectionIdParamsSchema,
        response: {
          200: collectionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => services.collections.get(await request.requireViewer(), request.params.id),
  );
};
