/**
 * The `locateShape` compute task (a pool thread): simplify the shape for locating, then describe
 * it with the thread's offline source (its geography cache, compute-tasks.ts: loaded on the
 * thread's first lookup and kept). A lookup error comes back as its code: the class does not
 * cross the thread boundary.
 */
import {
  GeographyError,
  type GeographyErrorCode,
  type ShapeGeography,
  type ShapeGeographySource,
} from '@ecotone/analysis';
import {
  contiguousFrame,
  repairShapes,
  type ShapeCollection,
  simplifyShapes,
} from '@ecotone/geometry';

/** Above this many vertices a shape is simplified before it is located. */
export const GEOGRAPHY_VERTEX_BUDGET = 2000;

function vertexCount(shape: ShapeCollection): number {
  let count = 0;
  for (const feature of shape.features) {
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    for (const rings of polygons) for (const ring of rings) count += ring.length;
  }
  return count;
}

/**
 * Naming where a shape lies needs its overlap with countries and regions, not every vertex: a
 * 60,000-vertex drawn boundary took seconds to clip against the admin polygons, simplified to
 * about 1,000 it takes tens of milliseconds. The tolerance is 1/2000 of the shape's extent (50 m
 * for a 100 km ranch), far below what could move a border's overlap share.
 */
export function forLocating(shape: ShapeCollection): ShapeCollection {
  if (vertexCount(shape) <= GEOGRAPHY_VERTEX_BUDGET) return shape;
  // The frame's box: a shape across the antimeridian is as wide as it is, not 360 degrees.
  const [west, south, east, north] = contiguousFrame({
    type: 'MultiPolygon',
    coordinates: shape.features.flatMap((feature) =>
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates,
    ),
  }).bbox;
  const metresPerDegree = 111_320;
  const width = (east - west) * metresPerDegree * Math.cos((((south + north) / 2) * Math.PI) / 180);
  const height = (north - south) * metresPerDegree;
  const tolerance = Math.max(1, Math.hypot(width, height) / GEOGRAPHY_VERTEX_BUDGET);
  return simplifyShapes(repairShapes(shape), tolerance);
}

export type LocateShapeOutput =
  | { ok: true; geography: ShapeGeography }
  | { ok: false; code: GeographyErrorCode; message: string };

export async function locateShape(
  shape: ShapeCollection,
  source: ShapeGeographySource,
): Promise<LocateShapeOutput> {
  try {
    return { ok: true, geography: await source.describe(forLocating(shape)) };
  } catch (error) {
    const code = error instanceof GeographyError ? error.code : 'GEOGRAPHY_LOOKUP_FAILED';
    return { ok: false, code, message: error instanceof Error ? error.message : String(error) };
  }
}
