import { accept, type BBox, type Result, refuse } from './types.js';

/**
 * Checks a bounding box sent by a client or a tool setting (specs/3 section 5): four finite
 * numbers [minLng, minLat, maxLng, maxLat] with each minimum below its maximum. Exactly two
 * refusal codes, whose English texts are the spec's.
 */
export function validateBBox(value: unknown): Result<BBox> {
  if (
    !Array.isArray(value) ||
    value.length !== 4 ||
    !value.every((item) => typeof item === 'number' && Number.isFinite(item))
  ) {
    return refuse('BBOX_NOT_FOUR_NUMBERS');
  }
  const [west, south, east, north] = value as BBox;
  if (!(west < east && south < north)) return refuse('BBOX_MIN_NOT_LESS_THAN_MAX');
  return accept([west, south, east, north]);
}
