import { userPreferencesSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

export const registerPutUserPreferences: RegisterRoute = (app, { services }) => {
  app.put(
    '/api/user-preferences',
    {
      schema: {
        tags: ['user'],
        summary: "Saves the signed-in user's units and language",
        body: userPreferencesSchema,
        response: {
          200: userPreferencesSchema,
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => services.userPreferences.save(await request.requireViewer(), request.body),
  );
};
