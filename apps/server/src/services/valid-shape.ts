import {
  type Refusal,
  repairShapes,
  type ShapeCollection,
  validateShapeCollection,
} from '@ecotone/geometry';
import { AppError } from '../errors.js';

const invalidShape = (reason: Refusal) =>
  new AppError('INVALID_SHAPE', {}, { reason: { namespace: 'geometry', ...reason } });

/**
 * A shape from a request (validated, cut at the antimeridian: `validateShapeCollection`), or
 * INVALID_SHAPE with the geometry catalogue's reason.
 */
export function validShape(input: unknown): ShapeCollection {
  const result = validateShapeCollection(input);
  if (!result.valid) throw invalidShape(result.reason);
  return result.value;
}

/**
 * A validated shape as it is stored, cleaned up and measured: repaired (docs/shapes.md), so a
 * self-crossing bow-tie is its two triangles on every path (store, clean-up, workflow) and
 * PostGIS never sees an invalid ring. A shape with no area left (every ring flat) is refused
 * with NO_AREA rather than stored empty.
 */
export function repairedOrRefused(shape: ShapeCollection): ShapeCollection {
  const repaired = repairShapes(shape);
  if (repaired.features.length === 0) throw invalidShape({ code: 'NO_AREA' });
  return repaired;
}

/** `repairedOrRefused` of the validated request shape. */
export const repairedShape = (input: unknown): ShapeCollection =>
  repairedOrRefused(validShape(input));
