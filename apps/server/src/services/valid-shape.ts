import {
  type Refusal,
  type Result,
  refuse,
  repairShapes,
  type ShapeCollection,
  validateShapeCollection,
} from '@ecotone/geometry';
import { type AppError, type AppErrorData, appErrorOf } from '../errors.js';

/** A geometry refusal as the error every shape endpoint answers: 400 INVALID_SHAPE with the reason. */
export const invalidShapeData = (reason: Refusal): AppErrorData => ({
  code: 'INVALID_SHAPE',
  params: {},
  reason: { namespace: 'geometry', ...reason },
});

export const invalidShape = (reason: Refusal): AppError => appErrorOf(invalidShapeData(reason));

/** A shape from a request, validated and cut at the antimeridian (`validateShapeCollection`). */
export const validOrRefusal = (input: unknown): Result<ShapeCollection> =>
  validateShapeCollection(input);

/**
 * A validated shape as it is stored, cleaned up and measured: repaired (docs/shapes.md), so a
 * self-crossing bow-tie is its two triangles on every path (store, clean-up, workflow) and
 * PostGIS never sees an invalid ring. A shape with no area left (every ring flat) is refused
 * with NO_AREA rather than stored empty.
 */
export function repairedOrRefusal(shape: ShapeCollection): Result<ShapeCollection> {
  const repaired = repairShapes(shape);
  return repaired.features.length === 0 ? refuse('NO_AREA') : { valid: true, value: repaired };
}

/** `validOrRefusal`, or INVALID_SHAPE saying why not. */
export function validShape(input: unknown): ShapeCollection {
  const result = validOrRefusal(input);
  if (!result.valid) throw invalidShape(result.reason);
  return result.value;
}
