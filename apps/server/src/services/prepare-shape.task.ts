/**
 * The `prepareShape` compute task (a shape-pool thread): a request's shape as it is stored,
 * measured and hashed. Validating (which cuts at the antimeridian), repairing, dissolving and
 * measuring a large shape take seconds: never on the thread that answers HTTP. A refusal comes
 * back as data (AppError does not cross the thread boundary).
 */
import { createHash } from 'node:crypto';
import {
  areaHectares,
  dissolveShapes,
  type Refusal,
  roundCoordinates,
  SHAPE_DECIMALS,
  type ShapeCollection,
} from '@ecotone/geometry';
import { repairedOrRefusal, validOrRefusal } from './valid-shape.js';

export interface PrepareShapeInput {
  geojson: unknown;
  /** `measure`: repaired + area (the workflow); `store`: repaired, rounded + hash (the shape store). */
  purpose: 'measure' | 'store';
}

/**
 * The shape as it is stored, as JSON text (`shapeText`): a string crosses back to the HTTP
 * thread as one copy, where an object graph would be rebuilt there and stringified again.
 */
export type PrepareShapeOutput =
  | { ok: true; shapeText: string; areaHa: number; hash: string | null }
  | { ok: false; reason: Refusal };

/** Hash of the shape as stored: coordinates rounded to 6 decimals, properties ignored. */
export function shapeHashOf(collection: ShapeCollection): string {
  const geometries = roundCoordinates(collection, SHAPE_DECIMALS).features.map(
    (feature) => feature.geometry,
  );
  return createHash('sha256').update(JSON.stringify(geometries)).digest('hex');
}

export function prepareShape(input: PrepareShapeInput): PrepareShapeOutput {
  const checked = validOrRefusal(input.geojson);
  if (!checked.valid) return { ok: false, reason: checked.reason };
  const repaired = repairedOrRefusal(checked.value);
  if (!repaired.valid) return { ok: false, reason: repaired.reason };
  const shape = repaired.value;
  if (input.purpose === 'store') {
    return {
      ok: true,
      shapeText: JSON.stringify(roundCoordinates(shape, SHAPE_DECIMALS)),
      areaHa: Number.NaN,
      hash: shapeHashOf(shape),
    };
  }
  // `totalAreaHectares` of a shape already repaired, without repairing it twice.
  const areaHa = areaHectares(dissolveShapes(shape));
  return { ok: true, shapeText: JSON.stringify(shape), areaHa, hash: null };
}
