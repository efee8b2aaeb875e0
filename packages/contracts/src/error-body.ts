import type { ErrorBody } from './api.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isParams = (value: unknown): value is Record<string, string | number> =>
  isRecord(value) &&
  Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number');

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
  if (!isRecord(reason) || typeof reason.code !== 'string' || !isParams(reason.params)) {
    return undefined;
  }
  return { error: { code, message, reason: { code: reason.code, params: { ...reason.params } } } };
}
