import { siteListAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/**
 * GET /api/site/list (specs/2 section 2; docs/workflow.md, docs/sharing.md): the sites the viewer
 * holds full access to (step 2's existing sites), by title, with their assessment and shapefile
 * counts.
 */
export const registerGetSiteList: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/site/list',
    {
      schema: {
        tags: ['sites'],
        summary:
          'Sites the viewer holds full access to (every site with update:site), ordered by title',
        response: { 200: siteListAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => services.sites.list(await request.requireViewer()),
  );
};
