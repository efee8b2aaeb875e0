import { closedRing, planarDoubleArea } from './ring-helpers.js';
import { mapFeaturePolygons, type PolygonRings } from './shape-parts.js';
import type { ShapeCollection } from './types.js';

/** Decimals of a shape's coordinates sent and stored (specs/1 section 5): ~0.1 m. */
export const SHAPE_DECIMALS = 6;
/** Decimals of a custom exclusion mask's coordinates (specs/1 section 5): ~1 m. */
export const MASK_DECIMALS = 5;

/**
 * Coordinates rounded to `decimals` places. Runs last in the clean-up, and before a shape or
 * mask is sent. Points that rounding merges are removed, and rings (then polygons and features)
 * that collapse to no area are dropped. Rounding moves points by up to half a unit of the last
 * place (5.5 cm at 6 decimals), which can in rare cases make boundaries finer than that touch.
 */
export function roundCoordinates(collection: ShapeCollection, decimals: number): ShapeCollection {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(
      `roundCoordinates: decimals must be an integer from 0 to 15, not ${decimals}`,
    );
  }
  const factor = 10 ** decimals;
  // k / factor is the double nearest the decimal k·10^-decimals, so it prints as that decimal.
  const round = (value: number): number => Math.round(value * factor) / factor || 0;
  const roundRing = (ring: PolygonRings[number]) =>
    closedRing(ring.map(([x = 0, y = 0]) => [round(x), round(y)]));
  const hasArea = (ring: PolygonRings[number]) => ring.length >= 4 && planarDoubleArea(ring) !== 0;
  return mapFeaturePolygons(collection, (polygons) =>
    polygons.flatMap(([exterior = [], ...holes]) => {
      const outer = roundRing(exterior);
      return hasArea(outer) ? [[outer, ...holes.map(roundRing).filter(hasArea)]] : [];
    }),
  );
}
