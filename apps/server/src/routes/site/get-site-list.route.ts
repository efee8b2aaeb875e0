import { siteListAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/site/list (specs/2 section 2; docs/workflow.md): the sites the viewer may add a
 * shapefile to, by title, with their assessment and shapefile counts.
 */
export const registerGetSiteList: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/site/list',
    {
      schema: {
        tags: ['sites'],
        summary: 'Sites the viewer created (every site with update:site), ordered by title',
        response: { 200: siteListAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => services.sites.list(await request.requireViewer()),
  );
};
