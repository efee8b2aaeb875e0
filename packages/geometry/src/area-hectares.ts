import { dissolveShapes } from './dissolve-shapes.js';
import { geodesicAreaSquareMeters } from './geodesic-area.js';
import { repairShapes } from './repair-shapes.js';
import type { ShapeCollection } from './types.js';

export const SQUARE_METERS_PER_HECTARE = 10_000;

/**
 * The sum of every feature's ellipsoidal area in hectares, holes subtracted. Overlapping
 * features count twice: right for a list of separate units (masks, parcels), wrong for "how big
 * is this shape" (use `totalAreaHectares`).
 */
export function areaHectares(collection: ShapeCollection): number {
  let squareMeters = 0;
  for (const feature of collection.features)
    squareMeters += geodesicAreaSquareMeters(feature.geometry);
  return squareMeters / SQUARE_METERS_PER_HECTARE;
}

/**
 * The area the shape covers in hectares: the repaired, dissolved union, so overlapping drawn
 * polygons are counted once. The one number shown for a shape everywhere (the editor's summary,
 * the shapefile list, the assessment). Throws only if the union itself fails (see
 * `dissolveShapes`).
 */
export function totalAreaHectares(collection: ShapeCollection): number {
  return areaHectares(dissolveShapes(repairShapes(collection)));
}
