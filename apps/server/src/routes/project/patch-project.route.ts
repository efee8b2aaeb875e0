import { projectSchema, updateProjectBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { resourceIdParamsSchema } from './resource-id.schema.js';

/** PATCH /api/project/{id} (docs/sharing.md): changes a project (update:site); a pipeline class reaches its sites. */
export const registerPatchProject: RegisterRoute = (app, { services }) => {
  app.patch(
    '/api/project/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Changes a project (update:site); a pipeline class reaches its sites',
        params: resourceIdParamsSchema,
        body: updateProjectBodySchema,
        response: {
          200: projectSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.projects.updateProject(
        await request.requireViewer(),
        request.params.id,
        request.body,
      ),
  );
};
