import { userByEmailAnswerSchema } from '@ecotone/contracts';
import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

const paramsSchema = z.object({ email: z.string().trim().toLowerCase().max(254) });

/** GET /api/user/by-email/{email} (update:users): the user id of an email; 404 when none. */
export const registerGetUserByEmail: RegisterRoute = (app, { services }) => {
  app.get(
    '/api/user/by-email/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'The user id that has this email (404 when no account has it)',
        params: paramsSchema,
        response: {
          200: userByEmailAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.userAdmin.byEmail(await request.requireViewer(), request.params.email),
  );
};
