import { userSessionSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

export const registerGetUserSession: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/user/:id/session',
    {
      schema: {
        tags: ['user'],
        summary: 'The user and their feature flags (the web app refreshes it every 120000 ms)',
        params: userIdParamsSchema,
        response: {
          200: userSessionSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => services.userSession.get(await request.requireViewer(), request.params.id),
  );
};
