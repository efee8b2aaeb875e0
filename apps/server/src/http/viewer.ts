import { IMPERSONATION_SESSION_MINUTES } from '@ecotone/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeadersOf } from '../auth/client-address.js';
import type { Auth } from '../auth/create-auth.js';
import { parseSignInMethod } from '../auth/sign-in-method.js';
import { parseRoles, type Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved once per request, on first use. */
    viewer(): Promise<Viewer | null>;
    /** The signed-in user; throws UNAUTHENTICATED when there is none. */
    requireViewer(): Promise<Viewer>;
  }
}

const impersonationOver = (createdAt: Date | string) =>
  new Date(createdAt).getTime() + IMPERSONATION_SESSION_MINUTES * 60_000 <= Date.now();

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

async function resolveViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  const session = await auth.api.getSession({
    headers: authHeadersOf(request),
  });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null };
  const impersonatedBy = (session.session as { impersonatedBy?: string | null }).impersonatedBy;
  // An impersonation never outlives its 60 minutes, whatever refreshed the row (issue 19).
  if (impersonatedBy && impersonationOver(session.session.createdAt)) return null;
  return {
    userId: user.id,
    email: user.email,
    roles: parseRoles(user.role),
    signInMethod: parseSignInMethod(session.session.signInMethod),
    sessionId: session.session.id,
    ...(impersonatedBy ? { impersonatedBy } : {}),
  };
}

export function registerViewer(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveViewer(auth, this);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireViewer', async function (this: FastifyRequest) {
    const viewer = await this.viewer();
    if (!viewer) throw new AppError('UNAUTHENTICATED');
    return viewer;
  });
}
