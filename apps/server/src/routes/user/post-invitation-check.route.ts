import { invitationCheckAnswerSchema, invitationTokenBodySchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** POST /api/user/invitation/check (anonymous): whether an invitation link works, and whose. */
export const registerPostInvitationCheck: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/user/invitation/check',
    {
      schema: {
        tags: ['users'],
        summary: "An invitation link's email, name and expiry (400 INVITATION_INVALID)",
        body: invitationTokenBodySchema,
        response: { 200: invitationCheckAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await services.signInLimits.invitationToken(request.ip);
      return services.invitations.check(request.body.token);
    },
  );
};
