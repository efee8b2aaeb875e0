import { authHeadersOf } from '../../auth/client-address.js';
import type { RegisterRoute } from '../route-context.js';

/** DELETE /api/auth/session (specs/2 section 7): ends the session and clears its cookie. */
export const registerDeleteSession: RegisterRoute = (app, { auth }) => {
  app.delete(
    '/api/auth/session',
    {
      schema: { tags: ['auth'], summary: 'Sign out: end the current session' },
    },
    async (request, reply) => {
      await request.requireViewer();
      const response = await auth.api.signOut({
        headers: authHeadersOf(request),
        asResponse: true,
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.status(204).send();
    },
  );
};
