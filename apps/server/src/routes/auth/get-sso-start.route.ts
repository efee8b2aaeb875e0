import { ssoStartQuerySchema } from '@ecotone/contracts';
import { SSO_FLOW_LIFETIME_SECONDS } from '../../services/sso.service.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import {
  SSO_STATE_COOKIE,
  setSsoCookie,
  ssoProviderOf,
  ssoProviderParamsSchema,
} from './sign-in-request.js';

/** GET /api/auth/sso/{provider}/start: the browser goes here to sign in with Google or Microsoft. */
export const registerGetSsoStart: RegisterRoute = (app, { services, auth }) => {
  app.get(
    '/api/auth/sso/:provider/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Redirect (302) to the provider; the callback comes back to redirectPathName',
        params: ssoProviderParamsSchema,
        querystring: ssoStartQuerySchema,
        response: { 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const provider = ssoProviderOf(request.params.provider);
      await services.signInLimits.ssoStart(request.ip);
      const start = await services.sso.start(provider, request.query.redirectPathName);
      if (start.problem) request.log.warn({ provider, problem: start.problem }, 'SSO start failed');
      if (start.state)
        setSsoCookie(reply, auth, SSO_STATE_COOKIE, start.state, SSO_FLOW_LIFETIME_SECONDS);
      return reply.redirect(start.location, 302);
    },
  );
};
