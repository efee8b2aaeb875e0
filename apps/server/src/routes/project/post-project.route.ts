import { createProjectBodySchema, projectSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/projects (docs/sharing.md): makes a project (update:site); its slug comes from the title. */
export const registerPostProject: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Makes a project (update:site); its slug comes from the title',
        body: createProjectBodySchema,
        response: {
          200: projectSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => services.projects.createProject(await request.requireViewer(), request.body),
  );
};
