/**
 * The `readGeographyBody` compute task (a shape-pool thread): POST /api/shape-file/geography's
 * JSON body (up to 20 MB, the workflow's limit) parsed, checked against `geographyRequestSchema`,
 * its shape checked as polygons with numeric coordinates, and reduced to what locating needs
 * (`forLocating`: at most about 2,000 vertices). The HTTP thread moves the body's bytes here and
 * gets back that small shape for the geography source, or a refusal as data.
 */
import { geographyRequestSchema } from '@ecotone/contracts';
import { type Refusal, type ShapeCollection, validateShapeCollection } from '@ecotone/geometry';
import type { AppErrorData } from '../errors.js';
import { forLocating } from '../services/geography-task.js';
import { readJsonBody } from './json-body-reader.js';

export interface GeographyBodyInput {
  /** The request's body as it arrived (moved here, not copied). */
  body: Uint8Array;
}

export type GeographyBodyOutput =
  | { ok: false; error: AppErrorData }
  | { ok: true; shape: ShapeCollection };

/**
 * Refusals that mean "there is no polygon here" (a point, a line, an empty collection): the
 * spec's 'Non-polygon feature found.'. Every other refusal (not GeoJSON, coordinates that are not
 * numbers or off the map) is INVALID_SHAPE with the geometry catalogue's reason.
 */
const NO_POLYGON_REFUSALS = new Set([
  'EMPTY',
  'NULL_GEOMETRY',
  'GEOMETRY_COLLECTION',
  'UNKNOWN_GEOMETRY_TYPE',
  'NON_POLYGON_FEATURES',
]);

function refusalError(reason: Refusal): AppErrorData {
  if (NO_POLYGON_REFUSALS.has(reason.code)) return { code: 'NON_POLYGON_FEATURE', params: {} };
  return { code: 'INVALID_SHAPE', params: {}, reason: { namespace: 'geometry', ...reason } };
}

export function readGeographyBody(input: GeographyBodyInput): GeographyBodyOutput {
  const read = readJsonBody(input.body, geographyRequestSchema);
  if (!read.ok) return read;
  const checked = validateShapeCollection(read.value.geojson);
  if (!checked.valid) return { ok: false, error: refusalError(checked.reason) };
  return { ok: true, shape: forLocating(checked.value) };
}
