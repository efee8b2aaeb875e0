import type { FastifyInstance } from 'fastify';
import { jsonHasNul, NUL_DETAILS } from '../bodies/nul-text.js';
import { AppError } from '../errors.js';
import { sendError } from './error-handler.js';

/** Whether a raw body, parsed by someone else (better-auth), holds U+0000 once decoded. */
export function rawBodyHasNul(body: Buffer, contentType: string | undefined): boolean {
  const text = body.toString('utf8');
  if (text.includes('\0')) return true;
  if (contentType?.includes('application/x-www-form-urlencoded')) return text.includes('%00');
  return jsonHasNul(text);
}

export const nulError = () => new AppError('VALIDATION', { details: NUL_DETAILS });

/** Refuses an address whose path or query holds `%00`, before any route or better-auth reads it. */
export function registerNulInAddressGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('%00'))
      return sendError(request, reply, 'VALIDATION', { details: NUL_DETAILS });
  });
}
