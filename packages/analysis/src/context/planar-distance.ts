import type { PlanarMultiPolygon, PlanarPoint, PlanarRing } from './local-plane.js';

/** The closest points of two planar multipolygons and the distance between them (0 if they meet). */
export interface ClosestPoints {
  distance: number;
  from: PlanarPoint;
  to: PlanarPoint;
}

function closestOnSegment(point: PlanarPoint, start: PlanarPoint, end: PlanarPoint): PlanarPoint {
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return start;
  const t = Math.max(
    0,
    Math.min(1, ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / lengthSquared),
  );
  return [start[0] + t * dx, start[1] + t * dy];
}

const cross = (o: PlanarPoint, a: PlanarPoint, b: PlanarPoint) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function segmentsCross(
  p1: PlanarPoint,
  p2: PlanarPoint,
  q1: PlanarPoint,
  q2: PlanarPoint,
): boolean {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  return d1 * d2 <= 0 && d3 * d4 <= 0 && !(d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0);
}

function insideRing(point: PlanarPoint, ring: PlanarRing): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as PlanarPoint;
    const [xj, yj] = ring[j] as PlanarPoint;
    if (
      yi > point[1] !== yj > point[1] &&
      point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi
    )
      inside = !inside;
  }
  return inside;
}

/** Even-odd containment over exterior and holes of every polygon. */
export function pointInPlanar(point: PlanarPoint, polygons: PlanarMultiPolygon): boolean {
  return polygons.some(
    ([exterior = [], ...holes]) =>
      insideRing(point, exterior) && !holes.some((hole) => insideRing(point, hole)),
  );
}

function* segmentsOf(polygons: PlanarMultiPolygon): Generator<[PlanarPoint, PlanarPoint]> {
  for (const rings of polygons)
    for (const ring of rings)
      for (let index = 1; index < ring.length; index++)
        yield [ring[index - 1] as PlanarPoint, ring[index] as PlanarPoint];
}

function firstPoint(polygons: PlanarMultiPolygon): PlanarPoint | undefined {
  return polygons[0]?.[0]?.[0];
}

/**
 * Distance between two multipolygons: 0 when one contains a vertex of the other or their edges
 * cross, else the smallest vertex-to-edge distance either way (the minimum of two disjoint
 * polygons' distance is always reached at a vertex of one of them). O(n·m) in edge counts.
 */
export function planarDistance(a: PlanarMultiPolygon, b: PlanarMultiPolygon): ClosestPoints {
  const aFirst = firstPoint(a);
  const bFirst = firstPoint(b);
  if (!aFirst || !bFirst) return { distance: Number.POSITIVE_INFINITY, from: [0, 0], to: [0, 0] };
  if (pointInPlanar(aFirst, b)) return { distance: 0, from: aFirst, to: aFirst };
  if (pointInPlanar(bFirst, a)) return { distance: 0, from: bFirst, to: bFirst };
  const bSegments = [...segmentsOf(b)];
  let best: ClosestPoints = { distance: Number.POSITIVE_INFINITY, from: aFirst, to: bFirst };
  const consider = (from: PlanarPoint, to: PlanarPoint) => {
    const distance = Math.hypot(to[0] - from[0], to[1] - from[1]);
    if (distance < best.distance) best = { distance, from, to };
  };
  for (const [p1, p2] of segmentsOf(a)) {
    for (const [q1, q2] of bSegments) {
      if (segmentsCross(p1, p2, q1, q2)) return { distance: 0, from: p1, to: p1 };
      consider(p1, closestOnSegment(p1, q1, q2));
      consider(closestOnSegment(q1, p1, p2), q1);
    }
  }
  return best;
}
