import { MASK_GEOJSON_DECIMALS } from '@ecotone/contracts';
import {
  type Refusal,
  roundCoordinates,
  type ShapeCollection,
  validateShapeCollection,
} from '@ecotone/geometry';

/** The mask files the panel takes (specs/1 section 5: .geojson or .json). */
export const MASK_FILE_EXTENSIONS = ['.geojson', '.json'] as const;

/** A mask file above this is refused before it is read: a mask is a few polygons, not a map. */
export const MASK_FILE_MAX_BYTES = 10_000_000;

/**
 * Why an uploaded mask was refused: a `geometry` catalogue code (the shape checks every upload
 * gets) or one of the mask panel's own (`masks.upload.errors`).
 */
export type MaskUploadRefusal =
  | { catalogue: 'geometry'; reason: Refusal }
  | { catalogue: 'masks'; code: 'wrongExtension' | 'tooLarge' | 'notJson' };

export type MaskUploadResult =
  | { valid: true; collection: ShapeCollection }
  | { valid: false; refusal: MaskUploadRefusal };

const refused = (code: 'wrongExtension' | 'tooLarge' | 'notJson'): MaskUploadResult => ({
  valid: false,
  refusal: { catalogue: 'masks', code },
});

/** Whether the file's name and size may be read at all. */
export function checkMaskFile(name: string, size: number): MaskUploadResult | null {
  const lower = name.toLowerCase();
  if (!MASK_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
    return refused('wrongExtension');
  }
  return size > MASK_FILE_MAX_BYTES ? refused('tooLarge') : null;
}

/**
 * A mask file's text, read in the browser (specs/1 sections 2.5 and 5): it must be JSON holding
 * a FeatureCollection of Polygon/MultiPolygon features, with the shape checks of every upload
 * (`validateShapeCollection`); a bare Feature or geometry is refused, as the spec wants a
 * collection. The accepted mask is rounded to 5 decimals, the precision it is sent with.
 */
export function parseMaskFile(text: string): MaskUploadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refused('notJson');
  }
  const type =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as { type?: unknown }).type
      : undefined;
  if (type !== 'FeatureCollection') {
    const shown = typeof type === 'string' ? type : Array.isArray(parsed) ? 'array' : typeof parsed;
    return {
      valid: false,
      refusal: {
        catalogue: 'geometry',
        reason: { code: 'NOT_A_FEATURE_COLLECTION', params: { type: shown } },
      },
    };
  }
  const checked = validateShapeCollection(parsed);
  if (!checked.valid)
    return { valid: false, refusal: { catalogue: 'geometry', reason: checked.reason } };
  const collection = roundCoordinates(checked.value, MASK_GEOJSON_DECIMALS);
  if (collection.features.length === 0) {
    return { valid: false, refusal: { catalogue: 'geometry', reason: { code: 'EMPTY' } } };
  }
  return { valid: true, collection };
}
