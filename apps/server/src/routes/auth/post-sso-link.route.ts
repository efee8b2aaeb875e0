import { ssoLinkAnswerSchema, ssoLinkRequestSchema } from '@ecotone/contracts';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import { readCookie, SSO_LINK_COOKIE, setSsoCookie } from './sign-in-request.js';

/** POST /api/auth/sso/link: after signing in by email, attach the pending provider account. */
export const registerPostSsoLink: RegisterRoute = (app, { services, auth }) => {
  app.post(
    '/api/auth/sso/link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Link the pending single-sign-on account (same email, same browser) to the user',
        body: ssoLinkRequestSchema,
        response: {
          200: ssoLinkAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const linked = await services.sso.completeLink(
        viewer,
        request.body.linkId,
        readCookie(request, SSO_LINK_COOKIE),
      );
      setSsoCookie(reply, auth, SSO_LINK_COOKIE, '', 0);
      return linked;
    },
  );
};
