import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { sendError } from './error-handler.js';

/**
 * U+0000 is refused wherever text enters the API: PostgreSQL stores it in neither `text` nor
 * `jsonb`, so a NUL in an id, a token or a name would otherwise fail deep in a query as a 500,
 * after validation that cannot know which strings reach the database.
 */
export const NUL_DETAILS = 'text may not contain the NUL character (U+0000)';

/**
 * A `\u0000` escape that is not itself escaped (`\\u0000` is a backslash followed by the text
 * "u0000"). JSON can carry U+0000 only this way: a raw NUL in JSON text is a syntax error.
 */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/;

/** Whether JSON text holds U+0000 in a string or a key. */
export function jsonHasNul(text: string): boolean {
  // `includes` first: it is fast, and the pattern only runs on the rare text that has the escape.
  return text.includes('\\u0000') && NUL_ESCAPE.test(text);
}

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
