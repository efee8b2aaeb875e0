/**
 * Small planar operations on flat rings ([x0, y0, x1, y1, ...], lon/lat degrees, closing vertex
 * omitted), used by the admin-1 lookup on candidate polygons before the exact intersection.
 */
import type { Position } from 'geojson';

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

type Inside = (x: number, y: number) => boolean;
type Cross = (ax: number, ay: number, bx: number, by: number) => [number, number];

/** One Sutherland-Hodgman pass: keeps the side of one box edge where `inside` holds. */
function clipAgainst(points: number[], inside: Inside, cross: Cross): number[] {
  const out: number[] = [];
  const count = points.length / 2;
  for (let i = 0; i < count; i++) {
    const ax = points[2 * ((i + count - 1) % count)] as number;
    const ay = points[2 * ((i + count - 1) % count) + 1] as number;
    const bx = points[2 * i] as number;
    const by = points[2 * i + 1] as number;
    const aIn = inside(ax, ay);
    const bIn = inside(bx, by);
    if (bIn) {
      if (!aIn) out.push(...cross(ax, ay, bx, by));
      out.push(bx, by);
    } else if (aIn) {
      out.push(...cross(ax, ay, bx, by));
    }
  }
  return out;
}

const atX =
  (x: number): Cross =>
  (ax, ay, bx, by) => [x, ay + ((by - ay) * (x - ax)) / (bx - ax)];
const atY =
  (y: number): Cross =>
  (ax, ay, bx, by) => [ax + ((bx - ax) * (y - ay)) / (by - ay), y];

/**
 * The part of a ring inside `box`, as a closed GeoJSON ring, or null when nothing is left. Where a
 * concave ring leaves and re-enters the box the result runs along the box edge (zero-area spurs);
 * callers keep the box a little larger than the shape they intersect, so those edges stay outside.
 */
export function clipRingToBox(ring: Float64Array, box: Box): Position[] | null {
  let points = Array.from(ring);
  points = clipAgainst(points, (x) => x >= box.west, atX(box.west));
  points = clipAgainst(points, (x) => x <= box.east, atX(box.east));
  points = clipAgainst(points, (_, y) => y >= box.south, atY(box.south));
  points = clipAgainst(points, (_, y) => y <= box.north, atY(box.north));
  if (points.length < 6) return null;
  const closed: Position[] = [];
  for (let i = 0; i < points.length; i += 2)
    closed.push([points[i] as number, points[i + 1] as number]);
  closed.push([points[0] as number, points[1] as number]);
  return closed;
}

/** Even-odd test of a point against one flat ring. */
export function ringContains(ring: Float64Array, x: number, y: number): boolean {
  let inside = false;
  const count = ring.length / 2;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const xi = ring[2 * i] as number;
    const yi = ring[2 * i + 1] as number;
    const xj = ring[2 * j] as number;
    const yj = ring[2 * j + 1] as number;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const KM_PER_DEGREE = 111.195;

/**
 * Shortest distance in km from a point to the edges of a flat ring, in an equirectangular plane
 * centred on the point: good to a fraction of a percent over the tens of km it is used for.
 */
export function distanceToRingKm(ring: Float64Array, x: number, y: number): number {
  const kx = KM_PER_DEGREE * Math.cos((y * Math.PI) / 180);
  const count = ring.length / 2;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const ax = ((ring[2 * j] as number) - x) * kx;
    const ay = ((ring[2 * j + 1] as number) - y) * KM_PER_DEGREE;
    const dx = ((ring[2 * i] as number) - x) * kx - ax;
    const dy = ((ring[2 * i + 1] as number) - y) * KM_PER_DEGREE - ay;
    const length2 = dx * dx + dy * dy;
    const t = length2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2)) : 0;
    const ex = ax + t * dx;
    const ey = ay + t * dy;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return Math.sqrt(best);
}
