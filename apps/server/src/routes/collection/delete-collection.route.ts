import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { collectionIdParamsSchema } from './collection-id.schema.js';

/** What a deletion answers (the contract names no body). */
const deletedSchema = z.object({ deleted: z.literal(true) });

/** DELETE /api/collection/{id} (docs/sharing.md): deletes a collection, its grants and the items pointing at it. */
export const registerDeleteCollection: RegisterRoute = (app, { services }) => {
  app.delete(
    '/api/collection/:id',
    {
      schema: {
        tags: ['collections'],
        summary: 'Deletes a collection, its grants and the items pointing at it',
        params: collectionIdParamsSchema,
        response: {
          200: deletedSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      await services.collections.remove(await request.requireViewer(), request.params.id);
      return { deleted: true as const };
    },
  );
};
