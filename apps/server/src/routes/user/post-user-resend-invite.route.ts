import { resendInviteAnswerSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute, userIdParamsSchema } from '../route-context.js';

/** POST /api/user/{id}/resend-invite (update:users): a new link; older ones stop working. */
export const registerPostUserResendInvite: RegisterRoute = (app, { services }) => {
  app.post(
    '/api/user/:id/resend-invite',
    {
      schema: {
        tags: ['users'],
        summary: 'Mails a new invitation link (409 INVITATION_NOT_PENDING once they signed in)',
        params: userIdParamsSchema,
        response: {
          200: resendInviteAnswerSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      services.invitations.resend(await request.requireViewer(), request.params.id),
  );
};
