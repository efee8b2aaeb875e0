import { collectionSchema, updateCollectionBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { collectionIdParamsSchema } from './collection-id.schema.js';

/** PATCH /api/collection/{id} (docs/sharing.md): renames a collection (update:collection and full access). */
export const registerPatchCollection: RegisterRoute = (app, { services }) => {
  app.patch(
    '/api/collection/:id',
    {
      schema: {
        tags: ['collections'],
        summary: 'Renames a collection (update:collection and full access)',
        params: collectionIdParamsSchema,
        body: updateCollectionBodySchema,
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
      services.collections.rename(
        await request.requireViewer(),
        request.params.id,
        request.body.collectionName,
      ),
  );
};
