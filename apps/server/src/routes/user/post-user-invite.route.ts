import { inviteUserAnswerSchema, inviteUserBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/user/invite (update:users): an account without a password and the mailed link. */
export const registerPostUserInvite: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/user/invite',
    {
      schema: {
        tags: ['users'],
        summary: 'Invites a new user: makes the account and mails a link valid for 7 days',
        body: inviteUserBodySchema,
        response: {
          200: inviteUserAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.invitations.invite(
        await request.requireViewer(),
        request.body,
        request.headers['accept-language'],
      ),
  );
};
