import { updateUserBodySchema, userExtendedInfoSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

/** PUT or PATCH /api/user/{id} (update:users): name, email, notion link; answers the profile. */
export const registerPutUser: RegisterRoute = (app, { services }) => {
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/api/user/:id',
    schema: {
      tags: ['users'],
      summary: "Changes a user's name, email (not with single sign-on) or notion link",
      params: userIdParamsSchema,
      body: updateUserBodySchema,
      response: {
        200: userExtendedInfoSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
      },
    },
    handler: async (request) =>
      services.userAdmin.update(await request.requireViewer(), request.params.id, request.body),
  });
};
