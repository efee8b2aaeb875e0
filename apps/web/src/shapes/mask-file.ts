import { MASK_GEOJSON_DECIMALS } from '@ecotone/contracts';
import { roundCoordinates, validateShapeCollection } from '@ecotone/geometry';
import type { MaskUploadResult } from './mask-file-check';

export * from './mask-file-check';

/**
 * A mask file's text, read in the browser's geometry worker (workers/geometry-tasks.ts `maskFile`) (specs/1 sections 2.5 and 5): it must be JSON holding
 * a FeatureCollection of Polygon/MultiPolygon features, with the shape checks of every upload
 * (`validateShapeCollection`); a bare Feature or geometry is refused, as the spec wants a
 * collection. The accepted mask is rounded to 5 decimals, the precision it is sent with.
 */
export function parseMaskFile(text: string): MaskUploadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { valid: false, refusal: { catalogue: 'masks', code: 'notJson' } };
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
