import { z } from 'zod';
import { authHeadersOf } from '../../auth/client-address.js';
import type { RegisterRoute } from '../route-context.js';
import { setImpersonationReturnCookie } from './impersonation-cookie.js';

const paramsSchema = z.object({ token: z.string().max(200) });

/**
 * GET /api/auth/impersonation/{token}: the link of POST /api/auth/admin/impersonate. Signs this
 * browser in as the user and redirects to the web app; a used, expired or unknown link
 * redirects to `/?impersonation=invalid` without signing in.
 */
export const registerGetImpersonationLink: RegisterRoute = (app, { services, auth }) => {
  app.get(
    '/api/auth/impersonation/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Opens an impersonation link once: 302 to the web app, signed in as the user',
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const opened = await services.impersonation.open(request.params.token, {
        ip: request.ip,
        headers: authHeadersOf(request),
      });
      for (const cookie of opened.sessionCookies) reply.header('set-cookie', cookie);
      if (opened.sessionCookies.length > 0)
        setImpersonationReturnCookie(reply, auth, opened.keptAdminSessionToken);
      return reply.redirect(opened.redirectTo, 302);
    },
  );
};
