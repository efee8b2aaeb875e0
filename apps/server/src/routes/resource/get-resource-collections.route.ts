import { resourceCollectionsAnswerSchema, resourcePathSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/resource/{type}/{id}/collections (docs/sharing.md): the collections that hold it. */
export const registerGetResourceCollections: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/resource/:type/:id/collections',
    {
      schema: {
        tags: ['sharing'],
        summary: 'The collections that hold a resource',
        params: resourcePathSchema,
        response: {
          200: resourceCollectionsAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sharing.collectionsOf(
        await request.requireViewer(),
        request.params.type,
        request.params.id,
      ),
  );
};
