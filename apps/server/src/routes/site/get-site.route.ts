import { siteAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { siteIdParamsSchema } from './site-id.schema.js';

/**
 * GET /api/site/{id} (docs/sharing.md): the site as the viewer may read it (financials at full
 * access only), or a reserved site's anonymised title to a signed-in user without access.
 */
export const registerGetSite: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/site/:id',
    {
      schema: {
        tags: ['sites'],
        summary: 'A site with its shapefiles, assessments, project, collections and level',
        params: siteIdParamsSchema,
        response: {
          200: siteAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => services.sites.get(await request.requireViewer(), request.params.id),
  );
};
