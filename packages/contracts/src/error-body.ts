import type { ErrorBody } from './api.js';
import { isRecord, readParams } from './reader-checks.js';

/**
 * An API error body read without zod: what `errorBodySchema.parse` accepts, or undefined.
 * Every failed call of the web app reads one, the landing page's included, and zod is not part
 * of that page's first load (docs/architecture.md, "Bundle"); `error-body.test.ts` holds this
 * reader to the schema.
 */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (!isRecord(value) || !isRecord(value.error)) return undefined;
  const { code, message, reason } = value.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (reason === undefined) return { error: { code, message } };
  if (!isRecord(reason) || typeof reason.code !== 'string') return undefined;
  const params = readParams(reason.params);
  if (!params) return undefined;
  return { error: { code, message, reason: { code: reason.code, params } } };
}
