import type { Position } from 'geojson';
import { polygonsOf } from './shape-parts.js';
import type { BBox, ShapeCollection } from './types.js';

/**
 * [west, south, east, north] of every position of the collection, in degrees. Runs to frame
 * the map on a shape and to centre simplify's metric plane. Throws a RangeError for a
 * collection without positions, which validation never lets through.
 */
export function bboxOf(collection: ShapeCollection): BBox {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const feature of collection.features) {
    for (const rings of polygonsOf(feature.geometry)) {
      for (const ring of rings) {
        for (let index = 0; index < ring.length; index++) {
          const position = ring[index] as Position;
          const x = position[0] as number;
          const y = position[1] as number;
          if (x < west) west = x;
          if (x > east) east = x;
          if (y < south) south = y;
          if (y > north) north = y;
        }
      }
    }
  }
  if (west > east) throw new RangeError('bboxOf: the collection has no positions');
  return [west, south, east, north];
}
