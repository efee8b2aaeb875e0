import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-handler.js';
import type { Auth } from './create-auth.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for the API (docs/auth.md, "CSRF"). A browser sends `Origin`
 * with every cross-origin request and with same-origin POST, PUT, PATCH and DELETE, and a page
 * cannot forge it; so a state-changing /api request whose Origin is not the web app's is refused.
 * Requests without Origin come from non-browser clients (curl, tests), which cannot ride on a
 * visitor's cookies, and pass. Together with SameSite=Lax session cookies (not sent on
 * cross-site sub-requests at all) this is enough without tokens.
 */
export function registerCsrfGuard(app: FastifyInstance, auth: Auth) {
  // The same list better-auth checks its own callback URLs against (create-auth.ts, webOrigins).
  const origins = auth.options.trustedOrigins;
  const allowed = new Set((Array.isArray(origins) ? origins : []).map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL: `/%61pi/...` routes to `/api/...` too.
    const path = request.routeOptions.url ?? request.url;
    if (!STATE_CHANGING.has(request.method) || !path.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    return sendError(request, reply, 'FORBIDDEN');
  });
}
