import { IMPERSONATION_SESSION_MINUTES } from '@ecotone/contracts';
import type { FastifyReply } from 'fastify';
import type { Auth } from '../../auth/create-auth.js';

/**
 * The administrator's own session token, kept aside while they impersonate in this browser so
 * "Return to my account" can restore it. HttpOnly, sent only to /api/auth/impersonation, and
 * worth nothing to anyone but that administrator's browser (the stop route only restores a
 * session of the administrator who made the link).
 */
export const IMPERSONATION_RETURN_COOKIE = 'ecotone.impersonation_return';
const COOKIE_PATH = '/api/auth/impersonation';

/** Sets the kept token, or with `undefined` clears any stale one. */
export function setImpersonationReturnCookie(
  reply: FastifyReply,
  auth: Auth,
  token: string | undefined,
) {
  const secure = String(auth.options.baseURL).startsWith('https://') ? '; Secure' : '';
  const maxAge = token ? IMPERSONATION_SESSION_MINUTES * 60 : 0;
  reply.header(
    'set-cookie',
    `${IMPERSONATION_RETURN_COOKIE}=${encodeURIComponent(token ?? '')}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}
