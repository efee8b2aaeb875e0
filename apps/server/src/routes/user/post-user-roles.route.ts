import { setUserRolesBodySchema, userRolesAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

/** POST /api/user/{id}/roles: the whole role list (assign-any, or partner only). */
export const registerPostUserRoles: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/user/:id/roles',
    {
      schema: {
        tags: ['users'],
        summary: "Sets a user's roles (409 LAST_ADMINISTRATOR when no administrator would remain)",
        params: userIdParamsSchema,
        body: setUserRolesBodySchema,
        response: {
          200: userRolesAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      roles: await services.userRoles.setRoles(
        await request.requireViewer(),
        request.params.id,
        request.body.roles,
      ),
    }),
  );
};
