/**
 * Compute tasks of the shape routes whose JSON bodies may hold 100 MB (docs/uploads.md): the
 * body is read (parsed, checked against the route's schema, inflated when `compressed`), the
 * shape worked on and the answer encoded here, on a shape-pool thread. The HTTP thread moves the
 * body's bytes in and gets the answer's bytes (or the JSON text to store) back; a refusal comes
 * back as data (AppErrorData) for it to throw.
 */
import { cleanUpBodySchema, geoJsonBodySchema, UPLOAD_LIMITS } from '@ecotone/contracts';
import { cleanUpShapes, type Refusal } from '@ecotone/geometry';
import type { z } from 'zod';
import { moved } from '../compute/moved.js';
import type { AppErrorData } from '../errors.js';
import { prepareShape } from '../services/prepare-shape.task.js';
import { invalidShapeData, validOrRefusal } from '../services/valid-shape.js';
import { compressText } from './geojson-encoding.js';
import { readGeoJsonField, readJsonBody } from './json-body-reader.js';

export interface ShapeBodyInput {
  /** The request's body as it arrived (moved here, not copied). */
  body: Uint8Array;
}

type Refused = { ok: false; error: AppErrorData };

/** The answer of every shape endpoint to a refused shape: 400 INVALID_SHAPE with the reason. */
const invalidShape = (reason: Refusal): Refused => ({ ok: false, error: invalidShapeData(reason) });

/** The body checked against `schema`, and its `geojson` (inflated and parsed when compressed). */
function geoJsonOf<Schema extends z.ZodType<{ geojson: unknown; compressed: boolean }>>(
  body: Uint8Array,
  schema: Schema,
): { ok: true; body: z.infer<Schema>; geojson: unknown } | Refused {
  const read = readJsonBody(body, schema);
  if (!read.ok) return read;
  const { geojson, compressed } = read.value;
  const field = readGeoJsonField(geojson, compressed, UPLOAD_LIMITS.jsonBodyBytes);
  if (!field.ok) return field;
  return { ok: true, body: read.value, geojson: field.value };
}

/**
 * POST /api/shape-file/clean-up-geojson: the whole answer (cleanUpAnswerSchema) as JSON bytes;
 * its `geojson` is base64 gzip text when the request's was (`compressed`).
 */
export function cleanUpBody(input: ShapeBodyInput): { ok: true; answer: Uint8Array } | Refused {
  const read = geoJsonOf(input.body, cleanUpBodySchema);
  if (!read.ok) return read;
  const { compressed, simplifyTolerance, areaTolerance } = read.body;
  const checked = validOrRefusal(read.geojson);
  if (!checked.valid) return invalidShape(checked.reason);
  const cleaned = cleanUpShapes(checked.value, { simplifyTolerance, areaTolerance });
  const text = JSON.stringify(cleaned.collection);
  const answer = new TextEncoder().encode(
    `{"geojson":${compressed ? `"${compressText(text)}"` : text},"compressed":${compressed},` +
      `"dissolveError":${JSON.stringify(cleaned.dissolveError ?? null)}}`,
  );
  return moved({ ok: true, answer }, answer.buffer);
}

/** POST /api/shape-file/store-shape-hash-from-geojson: the shape as stored (JSON text) and its hash. */
export function storeShapeBody(
  input: ShapeBodyInput,
): { ok: true; shapeText: string; hash: string } | Refused {
  const read = geoJsonOf(input.body, geoJsonBodySchema);
  if (!read.ok) return read;
  const prepared = prepareShape({ geojson: read.geojson, purpose: 'store' });
  if (!prepared.ok) return invalidShape(prepared.reason);
  if (prepared.hash === null) throw new Error('prepareShape for storage answered no hash');
  return { ok: true, shapeText: prepared.shapeText, hash: prepared.hash };
}
