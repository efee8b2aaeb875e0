import { MASK_GEOJSON_DECIMALS } from '@ecotone/contracts';
import { roundCoordinates, validateShapeCollection } from '@ecotone/geometry';
import type { MaskUploadResult } from './mask-file-check';

export * from './mask-file-check';

/**
 * A mask file's text, read in the browser's geometry worker (workers/geometry-tasks.ts `maskFile`)
 * (specs/1 sections 2.5 and 5): it must be JSON holding a FeatureCollection (a bare Feature or
 * geometry is refused, as the spec wants a collection), read by the importer every shape upload
 * goes through, so files from GIS tools work as they do there: a `crs` member (GDAL and QGIS write
 * projected ones) is honoured, features without a geometry and points or lines are left out (the
 * latter with a warning), polygons across the antimeridian are cut. Then the shape checks of every
 * upload (`validateShapeCollection`); the accepted mask is rounded to 5 decimals, the precision it
 * is sent with. `fileName` is how the importer's messages name the file.
 */
export async function parseMaskFile(
  text: string,
  fileName = 'mask.geojson',
): Promise<MaskUploadResult> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { valid: false, refusal: { catalogue: 'masks', code: 'notJson' } };
  }
  const root =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as { type?: unknown; features?: unknown })
      : undefined;
  if (root?.type !== 'FeatureCollection') {
    const type = root?.type;
    const shown = typeof type === 'string' ? type : Array.isArray(parsed) ? 'array' : typeof parsed;
    return {
      valid: false,
      refusal: {
        catalogue: 'geometry',
        reason: { code: 'NOT_A_FEATURE_COLLECTION', params: { type: shown } },
      },
    };
  }
  if (Array.isArray(root.features) && root.features.length === 0) {
    return { valid: false, refusal: { catalogue: 'geometry', reason: { code: 'EMPTY' } } };
  }
  // The importer (projections, shapefile and KML readers) is half the worker: fetched on first use.
  const { importShapeFiles } = await import('./mask-import');
  const imported = await importShapeFiles([
    { name: fileName, bytes: new TextEncoder().encode(text) },
  ]);
  if (!imported.valid) {
    return { valid: false, refusal: { catalogue: 'files', reason: imported.reason } };
  }
  const checked = validateShapeCollection(imported.value.collection);
  if (!checked.valid)
    return { valid: false, refusal: { catalogue: 'geometry', reason: checked.reason } };
  const collection = roundCoordinates(checked.value, MASK_GEOJSON_DECIMALS);
  if (collection.features.length === 0) {
    return { valid: false, refusal: { catalogue: 'geometry', reason: { code: 'EMPTY' } } };
  }
  return { valid: true, collection, warnings: imported.value.warnings };
}
