import { updateSiteAnswerSchema, updateSiteBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { siteIdParamsSchema } from './site-id.schema.js';

/** PATCH /api/site/{id} (update:site and read access; docs/sharing.md): Site Settings' edits. */
export const registerPatchSite: RegisterRoute = (app, { services }) => {
  app.patch(
    '/api/site/:id',
    {
      schema: {
        tags: ['sites'],
        summary: "Changes a site's title, type, project, creator, primary assessment or financials",
        params: siteIdParamsSchema,
        body: updateSiteBodySchema,
        response: {
          200: updateSiteAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.sites.update(await request.requireViewer(), request.params.id, request.body),
  );
};
