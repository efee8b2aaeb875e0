import { collectionSchema, createCollectionBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/collections (docs/sharing.md): makes a collection (update:collection); private ones belong to the viewer. */
export const registerPostCollection: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'Makes a collection (update:collection); private ones belong to the viewer',
        body: createCollectionBodySchema,
        response: {
          200: collectionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => services.collections.create(await request.requireViewer(), request.body),
  );
};
