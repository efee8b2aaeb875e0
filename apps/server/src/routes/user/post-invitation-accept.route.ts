import { acceptInvitationAnswerSchema, acceptInvitationBodySchema } from '@ecotone/contracts';
import { authHeadersOf } from '../../auth/client-address.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/user/invitation/accept (anonymous): sets the password and signs the invitee in. */
export const registerPostInvitationAccept: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/user/invitation/accept',
    {
      schema: {
        tags: ['users'],
        summary: 'Accepts an invitation: the password is set and the session cookie with it',
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await services.signInLimits.invitationToken(request.ip);
      const { ecotoneUserId, cookies } = await services.invitations.accept(
        request.body,
        authHeadersOf(request),
      );
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return { ecotoneUserId };
    },
  );
};
