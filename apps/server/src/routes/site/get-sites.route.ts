import { sitesPageAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/sites (docs/sharing.md): the Sites page, every site the viewer reads, by title. */
export const registerGetSites: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/sites',
    {
      schema: {
        tags: ['sites'],
        summary: 'Every site the viewer can read, by title, with counts, project and level',
        response: { 200: sitesPageAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => services.sites.page(await request.requireViewer()),
  );
};
