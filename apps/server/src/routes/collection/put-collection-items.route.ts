import { addCollectionItemsBodySchema, collectionSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { collectionIdParamsSchema } from './collection-id.schema.js';

/** PUT /api/collection/{id}/items (docs/sharing.md): adds sites, projects or collections the viewer can read (those already in are skipped). */
export const registerPutCollectionItems: RegisterRoute = (app, { services }) => {
  app.put(
    '/api/collection/:id/items',
    {
      schema: {
        tags: ['collections'],
        summary:
          'Adds sites, projects or collections the viewer can read (those already in are skipped)',
        params: collectionIdParamsSchema,
        body: addCollectionItemsBodySchema,
        response: {
          200: collectionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.collections.addItems(
        await request.requireViewer(),
        request.params.id,
        request.body.items,
      ),
  );
};
