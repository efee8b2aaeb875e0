import { projectMetadataSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { resourceIdParamsSchema } from './resource-id.schema.js';

/** GET /api/project/{id}/metadata (docs/sharing.md): a project's title, slug and pipeline class. */
export const registerGetProjectMetadata: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/project/:id/metadata',
    {
      schema: {
        tags: ['projects'],
        summary: "A project's title, slug and pipeline class",
        params: resourceIdParamsSchema,
        response: {
          200: projectMetadataSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => services.projects.metadata(await request.requireViewer(), request.params.id),
  );
};
