import { z } from 'zod';
import { authHeadersOf } from '../../auth/client-address.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';
import {
  IMPERSONATION_RETURN_COOKIE,
  setImpersonationReturnCookie,
} from './impersonation-cookie.js';
import { readCookie } from './sign-in-request.js';

const answerSchema = z.object({
  /** True: this browser is signed in as the administrator again; false: signed out. */
  restored: z.boolean(),
});

/**
 * POST /api/auth/impersonation/stop: "Return to my account". Ends the impersonated session
 * (404 when this session is not one) and restores the administrator's session when it was kept
 * in this browser.
 */
export const registerPostImpersonationStop: RegisterRoute = (app, { services, auth }) => {
  app.post(
    '/api/auth/impersonation/stop',
    {
      schema: {
        tags: ['auth'],
        summary: "Ends an impersonation; restores the administrator's session when kept",
        response: { 200: answerSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await services.impersonation.stop(
        await request.requireViewer(),
        readCookie(request, IMPERSONATION_RETURN_COOKIE) || undefined,
        authHeadersOf(request),
      );
      for (const cookie of outcome.cookies) reply.header('set-cookie', cookie);
      setImpersonationReturnCookie(reply, auth, undefined);
      return { restored: outcome.restored };
    },
  );
};
