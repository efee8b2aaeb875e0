import { resourceListAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/resource (docs/sharing.md): the portfolios, projects, collections and sites the viewer reads. */
export const registerGetResources: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/resource',
    {
      schema: {
        tags: ['sharing'],
        summary: 'What the viewer can read, for pickers (at most 50 of each type, by title)',
        response: { 200: resourceListAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => services.sharing.readable(await request.requireViewer()),
  );
};
