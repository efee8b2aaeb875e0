import { z } from 'zod';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import {
  readCookie,
  SSO_LINK_COOKIE,
  SSO_STATE_COOKIE,
  setSsoCookie,
  signInClientOf,
  ssoProviderOf,
  ssoProviderParamsSchema,
} from './sign-in-request.js';

const PENDING_LINK_COOKIE_SECONDS = 60 * 60;

const callbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/**
 * GET /api/auth/sso/{provider}/callback: the provider sends the browser back here; we send it on
 * to the web app with `?sso=success|no-account|account-link-required|error&provider=...`
 * (docs/auth.md), setting the session cookie on success.
 */
export const registerGetSsoCallback: RegisterRoute = (app, { services, auth }) => {
  app.get(
    '/api/auth/sso/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'The provider redirects here; answers 302 to the web app with the result',
        params: ssoProviderParamsSchema,
        querystring: callbackQuerySchema,
        response: { 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const provider = ssoProviderOf(request.params.provider);
      const outcome = await services.sso.callback(
        provider,
        request.query,
        readCookie(request, SSO_STATE_COOKIE),
        signInClientOf(request).headers,
      );
      if (outcome.problem)
        request.log.warn({ provider, problem: outcome.problem }, 'SSO sign-in failed');
      setSsoCookie(reply, auth, SSO_STATE_COOKIE, '', 0);
      for (const cookie of outcome.sessionCookies) reply.header('set-cookie', cookie);
      if (outcome.pendingLinkId)
        setSsoCookie(
          reply,
          auth,
          SSO_LINK_COOKIE,
          outcome.pendingLinkId,
          PENDING_LINK_COOKIE_SECONDS,
        );
      return reply.redirect(outcome.redirectTo, 302);
    },
  );
};
