import { collectionListAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/collections (docs/sharing.md): the collections the viewer can read, by name. */
export const registerGetCollections: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'The collections the viewer can read, by name',
        response: {
          200: collectionListAnswerSchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => services.collections.list(await request.requireViewer()),
  );
};
