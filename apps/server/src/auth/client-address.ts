import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';

/**
 * The header better-auth reads the client's address from (sessions record it): set by us to
 * Fastify's `request.ip`, which honours TRUST_PROXY, overwriting whatever the client sent.
 * better-auth's default, `X-Forwarded-For`, is written by any client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-ecotone-client-address';

/** The request's headers for better-auth, with the client address we trust. */
export function authHeadersOf(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}
