import type { MultiPolygon, Polygon, Position } from 'geojson';
import { type RingSpan, ringPositions, ringSpan } from './ring-span.js';

const insideBox = (outer: RingSpan['bbox'], inner: RingSpan['bbox']) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

/** Even–odd ray test of the point against the ring's vertices. */
function ringContains(coordinates: Float64Array, ring: RingSpan, x: number, y: number): boolean {
  let inside = false;
  for (let i = ring.start, j = ring.end - 1; i < ring.end; j = i++) {
    const xi = coordinates[2 * i] as number;
    const yi = coordinates[2 * i + 1] as number;
    const xj = coordinates[2 * j] as number;
    const yj = coordinates[2 * j + 1] as number;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The smallest outer ring holding the hole; bounding boxes first, so most holes need no test. */
function ownerOf(coordinates: Float64Array, outers: RingSpan[], hole: RingSpan): number {
  const candidates = outers.flatMap((outer, index) =>
    insideBox(outer.bbox, hole.bbox) ? [index] : [],
  );
  if (candidates.length <= 1) return candidates[0] ?? -1;
  const x = coordinates[2 * hole.start] as number;
  const y = coordinates[2 * hole.start + 1] as number;
  const holding = candidates.filter((index) => {
    const outer = outers[index];
    return outer !== undefined && ringContains(coordinates, outer, x, y);
  });
  const smallest = (a: number, b: number) =>
    Math.abs(outers[a]?.area ?? 0) <= Math.abs(outers[b]?.area ?? 0) ? a : b;
  return holding.length > 0 ? holding.reduce(smallest) : -1;
}

/**
 * Groups a shapefile record's rings into polygons. The format says outer rings run clockwise and
 * holes counter-clockwise; each hole goes to the smallest outer ring containing it. Files that
 * ignore the convention (every ring counter-clockwise) are read as all outer rings, and a hole
 * with no owner becomes a polygon of its own rather than disappearing. Output follows RFC 7946:
 * outer rings counter-clockwise, holes clockwise.
 */
export function polygonFromRings(
  coordinates: Float64Array,
  parts: ReadonlyArray<readonly [number, number]>,
): Polygon | MultiPolygon | null {
  const rings = parts
    .filter(([start, end]) => end > start)
    .map(([start, end]) => ringSpan(coordinates, start, end));
  const followsConvention = rings.some((ring) => ring.area < 0);
  const outers = followsConvention ? rings.filter((ring) => ring.area <= 0) : rings;
  const holes = followsConvention ? rings.filter((ring) => ring.area > 0) : [];
  const holesOf: RingSpan[][] = outers.map(() => []);
  for (const hole of holes) {
    const owner = ownerOf(coordinates, outers, hole);
    if (owner >= 0) holesOf[owner]?.push(hole);
    else {
      outers.push(hole);
      holesOf.push([]);
    }
  }
  const polygons: Position[][][] = outers.map((outer, index) => [
    ringPositions(coordinates, outer, outer.area < 0),
    ...(holesOf[index] ?? []).map((hole) => ringPositions(coordinates, hole, hole.area > 0)),
  ]);
  if (polygons.length === 0) return null;
  return polygons.length === 1 && polygons[0]
    ? { type: 'Polygon', coordinates: polygons[0] }
    : { type: 'MultiPolygon', coordinates: polygons };
}
