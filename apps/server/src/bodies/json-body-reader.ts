/**
 * Reading a large JSON body on a compute thread (http/shape-body.ts keeps it raw): what the HTTP
 * thread does for any other body (http/json-body.ts, the schema, the NUL check) and what
 * `compressed: true` adds (base64 of gzip, inflated up to the limit), with the same answers.
 * No Fastify here: only zod and zlib, so compute threads load it cheaply.
 */
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import type { AppErrorData } from '../errors.js';
import { formatBytes } from '../format-bytes.js';
import { jsonHasNul, NUL_DETAILS } from './nul-text.js';

export type BodyRead<Value> = { ok: true; value: Value } | { ok: false; error: AppErrorData };

const validation = (details: string): { ok: false; error: AppErrorData } => ({
  ok: false,
  error: { code: 'VALIDATION', params: { details } },
});

/** JSON text as the body parser reads it: U+0000 refused, a syntax error in words. */
function parsedText(text: string, what: string): BodyRead<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return validation(`${what} is not valid JSON (${(error as Error).message})`);
  }
  if (jsonHasNul(text)) return validation(NUL_DETAILS);
  return { ok: true, value };
}

/** The body checked against the route's schema (which documents it in the OpenAPI document). */
export function readJsonBody<Schema extends z.ZodType>(
  bytes: Uint8Array,
  schema: Schema,
): BodyRead<z.infer<Schema>> {
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  if (text.trim() !== '') {
    const parsed = parsedText(text, 'The body');
    if (!parsed.ok) return parsed;
    body = parsed.value;
  }
  const checked = schema.safeParse(body);
  if (checked.success) return { ok: true, value: checked.data };
  const details = checked.error.issues
    .map((issue) => `body${issue.path.map((part) => `/${String(part)}`).join('')} ${issue.message}`)
    .join('; ');
  return validation(details);
}

/**
 * The `geojson` of a body: the value itself, or, when `compressed`, a base64 string of
 * gzip-compressed GeoJSON text, inflated up to `maxInflatedBytes` (413 naming the limit past
 * it: a zip bomb costs that much inflating, not its whole expansion).
 */
export function readGeoJsonField(
  geojson: unknown,
  compressed: boolean,
  maxInflatedBytes: number,
): BodyRead<unknown> {
  if (!compressed) {
    return typeof geojson === 'string'
      ? parsedText(geojson, 'geojson')
      : { ok: true, value: geojson };
  }
  if (typeof geojson !== 'string') {
    return validation('geojson must be a base64 string when compressed is true');
  }
  let inflated: Buffer;
  try {
    inflated = gunzipSync(Buffer.from(geojson, 'base64'), { maxOutputLength: maxInflatedBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      return {
        ok: false,
        error: { code: 'PAYLOAD_TOO_LARGE', params: { limit: formatBytes(maxInflatedBytes) } },
      };
    }
    return validation('geojson is not base64 of gzip-compressed text');
  }
  return parsedText(inflated.toString('utf8'), 'geojson');
}
