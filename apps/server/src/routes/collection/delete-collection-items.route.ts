import { collectionSchema, removeCollectionItemBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { collectionIdParamsSchema } from './collection-id.schema.js';

/** DELETE /api/collection/{id}/items (docs/sharing.md): removes an item from a collection. */
export const registerDeleteCollectionItems: RegisterRoute = (app, { services }) => {
  app.delete(
    '/api/collection/:id/items',
    {
      schema: {
        tags: ['collections'],
        summary: 'Removes an item from a collection',
        params: collectionIdParamsSchema,
        body: removeCollectionItemBodySchema,
        response: {
          200: collectionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.collections.removeItem(
        await request.requireViewer(),
        request.params.id,
        request.body.itemId,
      ),
  );
};
