import { ssoLinkCancelAnswerSchema, ssoLinkRequestSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { SSO_LINK_COOKIE, setSsoCookie } from './sign-in-request.js';

/** DELETE /api/auth/sso/link: the cancel-link action of the login dialog (specs/2 section 4). */
export const registerDeleteSsoLink: RegisterRoute = (app, { services, auth }) => {
  app.delete(
    '/api/auth/sso/link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Forget a pending single-sign-on link (answers the same for an unknown id)',
        body: ssoLinkRequestSchema,
        response: { 200: ssoLinkCancelAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cancelled = await services.sso.cancelLink(request.body.linkId);
      setSsoCookie(reply, auth, SSO_LINK_COOKIE, '', 0);
      return cancelled;
    },
  );
};
