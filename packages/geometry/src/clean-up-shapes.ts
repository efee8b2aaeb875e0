import { dissolveShapes } from './dissolve-shapes.js';
import { dropSmallRings } from './drop-small-rings.js';
import { repairShapes } from './repair-shapes.js';
import { roundCoordinates, SHAPE_DECIMALS } from './round-coordinates.js';
import { simplifyShapes } from './simplify-shapes.js';
import type { ShapeCollection } from './types.js';

/** specs/1 section 9, "Shape clean-up": simplify tolerance 20 (metres). */
export const CLEAN_UP_SIMPLIFY_TOLERANCE_METERS = 20;
/** specs/1 section 9, "Shape clean-up": area tolerance 5000 (square metres). */
export const CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS = 5000;

export interface CleanUpOptions {
  simplifyTolerance?: number;
  areaTolerance?: number;
}

export interface CleanUpResult {
  collection: ShapeCollection;
  /** Why the union failed, when it did; the collection is then the repaired original's. */
  dissolveError?: string;
}

/**
 * The server's clean-up (POST /api/shape-file/clean-up-geojson) of a validated shape: repair,
 * dissolve, simplify (default 20 m), drop holes and islands below the area tolerance (default
 * 5,000 m²), round to 6 decimals. If the union fails, the repaired features go on without it
 * and `dissolveError` carries the message for "There was an error while dissolving the geojson:
 * {message}" (the web app's `web.wizard` texts).
 */
export function cleanUpShapes(
  collection: ShapeCollection,
  options: CleanUpOptions = {},
): CleanUpResult {
  const simplifyTolerance = options.simplifyTolerance ?? CLEAN_UP_SIMPLIFY_TOLERANCE_METERS;
  const areaTolerance = options.areaTolerance ?? CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS;
  const repaired = repairShapes(collection);
  let dissolved = repaired;
  let dissolveError: string | undefined;
  try {
    dissolved = dissolveShapes(repaired);
  } catch (error) {
    dissolveError = error instanceof Error ? error.message : String(error);
  }
  const simplified = simplifyShapes(dissolved, simplifyTolerance);
  const cleaned = roundCoordinates(dropSmallRings(simplified, areaTolerance), SHAPE_DECIMALS);
  return dissolveError === undefined
    ? { collection: cleaned }
    : { collection: cleaned, dissolveError };
}
