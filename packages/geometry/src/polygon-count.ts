import { polygonsOf } from './shape-parts.js';
import type { ShapeCollection } from './types.js';

/** How many polygons the shape has, each part of a MultiPolygon counting as one (editor summary). */
export function polygonCount(collection: ShapeCollection): number {
  let count = 0;
  for (const feature of collection.features) count += polygonsOf(feature.geometry).length;
  return count;
}
