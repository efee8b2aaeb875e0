import { jsonHasNul } from '../bodies/nul-text.js';
import { AppError } from '../errors.js';
import { nulError } from './nul-character.js';

/**
 * Parses a JSON request body; an empty one is no body at all (browsers and fetch wrappers send
 * `content-type: application/json` on bodiless DELETEs too). Text holding U+0000 is refused
 * (nul-character.ts).
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', { details: 'The body is not valid JSON' });
  }
  if (jsonHasNul(text)) throw nulError();
  return body;
}
