import { SSO_PROVIDERS } from '@ecotone/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authHeadersOf } from '../../auth/client-address.js';
import type { Auth } from '../../auth/create-auth.js';
import type { SsoProvider } from '../../config.js';
import { AppError } from '../../errors.js';
import type { SignInClient } from '../../services/sign-in.service.js';

/** The parts of a request the sign-in services use. */
export const signInClientOf = (request: FastifyRequest): SignInClient => ({
  acceptLanguage: request.headers['accept-language'],
  headers: authHeadersOf(request),
});

/**
 * Cookies of the single-sign-on flow, only sent to /api/auth/sso: the `state` of a flow started
 * in this browser (login CSRF), and the pending link made in this browser (so a link id seen
 * elsewhere, e.g. in a crafted URL, cannot attach someone's provider account to your account).
 */
export const SSO_STATE_COOKIE = 'ecotone.sso_state';
export const SSO_LINK_COOKIE = 'ecotone.sso_link';
const SSO_COOKIE_PATH = '/api/auth/sso';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/** Sets (or, with `maxAgeSeconds` 0, clears) an HttpOnly, SameSite=Lax single-sign-on cookie. */
export function setSsoCookie(
  reply: FastifyReply,
  auth: Auth,
  name: string,
  value: string,
  maxAgeSeconds: number,
) {
  const secure = String(auth.options.baseURL).startsWith('https://') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${name}=${encodeURIComponent(value)}; Path=${SSO_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export const ssoProviderParamsSchema = z.object({ provider: z.string().max(40) });

/** A provider this version knows; any other name is NOT_FOUND, like an unconfigured one. */
export function ssoProviderOf(name: string): SsoProvider {
  if (!(SSO_PROVIDERS as readonly string[]).includes(name)) throw new AppError('NOT_FOUND');
  return name as SsoProvider;
}
