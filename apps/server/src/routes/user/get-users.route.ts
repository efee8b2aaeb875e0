import { userListAnswerSchema, userListQuerySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** GET /api/users: the user table (update:users), searched, sorted and paged. */
export const registerGetUsers: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'One page of users: search by name or email, sort, status and last sign-in',
        querystring: userListQuerySchema,
        response: {
          200: userListAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => services.userAdmin.list(await request.requireViewer(), request.query),
  );
};
