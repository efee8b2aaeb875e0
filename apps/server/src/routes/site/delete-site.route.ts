import { deleteSiteAnswerSchema, deleteSiteBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { siteIdParamsSchema } from './site-id.schema.js';

/**
 * DELETE /api/site/{id} (delete:resource and read access; docs/sharing.md): moves the site's
 * shapefiles and assessments to the replacement site, then deletes it.
 */
export const registerDeleteSite: RegisterRoute = (app, { services }) => {
  app.delete(
    '/api/site/:id',
    {
      schema: {
        tags: ['sites'],
        summary: 'Deletes a site after moving its shapefiles and assessments to a replacement',
        params: siteIdParamsSchema,
        // Optional: a site without shapefiles is deleted without naming a replacement.
        body: deleteSiteBodySchema.optional(),
        response: {
          200: deleteSiteAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sites.remove(
        await request.requireViewer(),
        request.params.id,
        request.body?.replacementSiteId ?? null,
      ),
  );
};
