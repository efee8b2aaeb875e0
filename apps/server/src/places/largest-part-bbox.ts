import type { Place } from '@ecotone/contracts';
import type { Geometry, Position } from 'geojson';

type BBox = NonNullable<Place['bbox']>;

/** Twice the planar area of a ring in degrees²: enough to tell a mainland from an island. */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum);
}

/**
 * The bounding box of a country's largest part. A whole-country box is useless for countries
 * that cross the antimeridian (the United States through the Aleutians, Russia, Fiji): it spans
 * the globe. Flying to the mainland is what a person searching the name expects.
 */
export function largestPartBBox(geometry: Geometry): BBox | null {
  const parts =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let best: Position[] | undefined;
  for (const part of parts) {
    const outer = part[0];
    if (outer && (!best || ringArea(outer) > ringArea(best))) best = outer;
  }
  if (!best) return null;
  const xs = best.map((p) => p[0] ?? 0);
  const ys = best.map((p) => p[1] ?? 0);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
