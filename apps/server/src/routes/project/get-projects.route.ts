import { projectListAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/projects (docs/sharing.md): the projects the viewer can read, by title. */
export const registerGetProjects: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'The projects the viewer can read, by title',
        response: {
          200: projectListAnswerSchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => services.projects.projects(await request.requireViewer()),
  );
};
