import type { ShpRecords } from './read-shp-records.js';
import type { ShpShapeKind } from './shp-shape-kind.js';

/**
 * GeoJSON geometry types of a point or line shapefile's records, counted without reading their
 * coordinates: such a layer is only reported ("contains 3 lines"), never imported.
 */
export function countShpShapes(records: ShpRecords, kind: ShpShapeKind): Record<string, number> {
  const counts: Record<string, number> = {};
  const { view, offsets, contentLengths } = records;
  for (const [index, offset] of offsets.entries()) {
    const content = offset + 8;
    if (view.getInt32(content, true) === 0) continue;
    const enough = (contentLengths[index] ?? 0) >= 40;
    const many = enough && view.getInt32(content + 36, true) > 1;
    const type =
      kind === 'line'
        ? many
          ? 'MultiLineString'
          : 'LineString'
        : kind === 'multipoint' && many
          ? 'MultiPoint'
          : 'Point';
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}
