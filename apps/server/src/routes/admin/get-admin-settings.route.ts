import { adminSettingsSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/admin/settings (update:users): how admin permissions are granted (ADMIN_SIGN_IN). */
export const registerGetAdminSettings: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The rules administrators should see: the admin sign-in setting',
        response: { 200: adminSettingsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => services.userRoles.settings(await request.requireViewer()),
  );
};
