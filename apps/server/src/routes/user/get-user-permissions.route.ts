import { permissionsAnswerSchema, permissionsQuerySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

export const registerGetUserPermissions: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/user/:id/permissions',
    {
      schema: {
        tags: ['user'],
        summary: 'One boolean per asked permission, in the order asked',
        params: userIdParamsSchema,
        querystring: permissionsQuerySchema,
        response: {
          200: permissionsAnswerSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.permissions.check(
        await request.requireViewer(),
        request.params.id,
        request.query.permissions,
      ),
  );
};
