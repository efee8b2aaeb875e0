import { userExtendedInfoSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

/** GET /api/user/{id}/extended-info (update:users): the profile dialog's content. */
export const registerGetUserExtendedInfo: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/user/:id/extended-info',
    {
      schema: {
        tags: ['users'],
        summary: "A user's profile: roles, flags, sign-in identities, status and access",
        params: userIdParamsSchema,
        response: {
          200: userExtendedInfoSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.userAdmin.extendedInfo(await request.requireViewer(), request.params.id),
  );
};
