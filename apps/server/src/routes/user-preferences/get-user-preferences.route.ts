import { userPreferencesSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

export const registerGetUserPreferences: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/user-preferences',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's units and language (defaults when never saved)",
        response: { 200: userPreferencesSchema, 401: errorBodySchema },
      },
    },
    async (request) => services.userPreferences.get(await request.requireViewer()),
  );
};
