import { z } from 'zod';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

/** DELETE /api/user/{id} (delete:users): anonymises the account (decision 0023). */
export const registerDeleteUser: RegisterRoute = (app, { services }) => {
  app.delete(
    '/api/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Deletes an account; what the user created stays (docs/users.md)',
        params: userIdParamsSchema,
        response: {
          204: z.null(),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await services.userAdmin.remove(await request.requireViewer(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
