import type { MultiPolygon, Polygon, Position } from 'geojson';
import { ClipperLib } from './clipper.js';
import { clipperGrid } from './clipper-grid.js';
import { polygonsFromPaths } from './clipper-output.js';
import { FastClipper } from './fast-clipper.js';
import type { Ring } from './ring-helpers.js';
import { geometryOf, type PolygonRings, polygonsOf } from './shape-parts.js';
import type { Refusal, Result } from './types.js';
import { besideWest, type UnwrappedRing, unwrapLongitudes } from './unwrap-longitudes.js';

const { ClipType, PolyFillType, PolyType } = ClipperLib;

const box = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

/**
 * The part of one unwrapped polygon between longitudes `west` and `east` (one 360-degree turn
 * of the globe), moved back by `shift` degrees. Clipper cuts on a decimal grid, so the cut falls
 * exactly on the meridian and the vertices it does not touch keep their coordinates.
 */
function stripOf(rings: Ring[], strip: Ring, shift: number): PolygonRings[] {
  const grid = clipperGrid([...rings, strip]);
  const [exterior = [], ...holes] = rings;
  const area = new FastClipper();
  area.AddPath(grid.toPath(exterior), PolyType.ptSubject, true);
  for (const hole of holes) area.AddPath(grid.toPath(hole), PolyType.ptClip, true);
  const filled: ClipperLib.Paths = [];
  area.Execute(ClipType.ctDifference, filled, PolyFillType.pftNonZero, PolyFillType.pftNonZero);
  const cut = new FastClipper();
  cut.AddPaths(
    filled.filter((path) => path.length >= 3),
    PolyType.ptSubject,
    true,
  );
  cut.AddPath(grid.toPath(strip), PolyType.ptClip, true);
  const solution: ClipperLib.Paths = [];
  cut.Execute(ClipType.ctIntersection, solution, PolyFillType.pftNonZero, PolyFillType.pftNonZero);
  const polygons = polygonsFromPaths(solution, grid.toRing);
  if (shift === 0) return polygons;
  return polygons.map((polygon) =>
    polygon.map((ring) => ring.map(([x = 0, y = 0]): Position => [x - shift, y])),
  );
}

/** The polygon cut into pieces that each lie within [-180, 180]. */
function cutPolygon(rings: UnwrappedRing[]): PolygonRings[] {
  const [exterior] = rings;
  if (!exterior) return [];
  const plain = rings.map((unwrapped) => unwrapped.ring);
  if (exterior.east <= 180) return [plain];
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const [, latitude = 0] of exterior.ring) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  const pieces: PolygonRings[] = [];
  for (let turn = 0; -180 + 360 * turn < exterior.east; turn++) {
    const west = Math.max(exterior.west, -180 + 360 * turn);
    const east = Math.min(exterior.east, 180 + 360 * turn);
    pieces.push(...stripOf(plain, box(west, south, east, north), 360 * turn));
  }
  return pieces;
}

/**
 * Whether a ring is fine as drawn: longitudes within ±180 and no edge that must go the other way
 * round. Almost every shape is, so validation spends one pass on it and allocates nothing.
 */
function staysOnTheMap(ring: Ring): boolean {
  let previous: number | undefined;
  for (const position of ring) {
    const longitude = position[0] as number;
    if (longitude < -180 || longitude > 180) return false;
    if (previous !== undefined && Math.abs(longitude - previous) > 180) return false;
    previous = longitude;
  }
  const first = ring[0]?.[0];
  return previous === undefined || first === undefined || Math.abs(first - previous) <= 180;
}

/**
 * RFC 7946 section 3.1.9 for one feature (`feature` counts from 1, for the refusal): a polygon
 * that crosses the antimeridian is cut there into parts on each side, and longitudes beyond
 * ±180 (a web map drawing across the antimeridian gives 180.5) are brought back. Each edge is
 * taken the short way round, as a person drawing it meant: the square from 179.5 to -179.5 is
 * one degree wide (about 1.18 Mha at Fiji), never a band round the globe. A ring that goes all
 * the way round (it encloses a pole, or is a band from -180 to 180) is refused with ROUND_THE_GLOBE
 * (docs/decisions/0008-antimeridian-and-poles.md).
 *
 * Runs in `validateShapeCollection`, so every path a shape enters by (drawing, upload, clean-up,
 * geography, storage, analyses) sees the cut shape. A geometry that needs no change is returned
 * as it is.
 */
export function cutAtAntimeridian(
  geometry: Polygon | MultiPolygon,
  feature: number,
): Result<Polygon | MultiPolygon> {
  const polygons: PolygonRings[] = [];
  let changed = false;
  for (const rings of polygonsOf(geometry)) {
    if (rings.every(staysOnTheMap)) {
      polygons.push(rings);
      continue;
    }
    const [exterior, ...holes] = rings.map(unwrapLongitudes);
    if (!exterior) continue;
    const unwrapped = [exterior, ...holes.map((hole) => besideWest(hole, exterior.west))];
    if (unwrapped.some((ring) => ring.roundTheGlobe)) {
      const reason: Refusal = { code: 'ROUND_THE_GLOBE', params: { feature } };
      return { valid: false, reason };
    }
    changed ||=
      exterior.east > 180 ||
      unwrapped.some((ring, index) =>
        ring.ring.some((position, at) => position[0] !== rings[index]?.[at]?.[0]),
      );
    const pieces = cutPolygon(unwrapped);
    polygons.push(...pieces);
  }
  if (!changed) return { valid: true, value: geometry };
  return { valid: true, value: geometryOf(polygons) };
}
