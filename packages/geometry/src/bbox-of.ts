import { emptyExtent, extendExtent } from './extent.js';
import { polygonsOf } from './shape-parts.js';
import type { BBox, ShapeCollection } from './types.js';

/**
 * [west, south, east, north] of every position of the collection, in degrees. Runs to frame
 * the map on a shape and to centre simplify's metric plane. Throws a RangeError for a
 * collection without positions, which validation never lets through.
 */
export function bboxOf(collection: ShapeCollection): BBox {
  const extent = emptyExtent();
  for (const feature of collection.features) {
    for (const rings of polygonsOf(feature.geometry)) {
      for (const ring of rings) extendExtent(extent, ring);
    }
  }
  const { west, south, east, north } = extent;
  if (west > east) throw new RangeError('bboxOf: the collection has no positions');
  return [west, south, east, north];
}
