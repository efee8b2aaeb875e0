import { ClipperLib } from './clipper.js';
import { type ClipperGrid, clipperGrid } from './clipper-grid.js';
import { polygonsFromPaths } from './clipper-output.js';
import { FastClipper } from './fast-clipper.js';
import { isValidAsIs } from './polygon-validity.js';
import { closedRing, oriented, type Ring } from './ring-helpers.js';
import { mapFeaturePolygons, type PolygonRings } from './shape-parts.js';
import { cancelSharedEdges } from './shared-edges.js';
import type { ShapeCollection } from './types.js';

const { ClipType, PolyFillType, PolyType } = ClipperLib;

/** One polygon made valid: its exterior's area (non-zero fill) minus its holes' area. */
function repairedPart(
  [exterior = [], ...holes]: PolygonRings,
  grid: ClipperGrid,
): ClipperLib.Paths {
  const clipper = new FastClipper();
  clipper.AddPath(grid.toPath(exterior), PolyType.ptSubject, true);
  for (const hole of holes) clipper.AddPath(grid.toPath(hole), PolyType.ptClip, true);
  const solution: ClipperLib.Paths = [];
  clipper.Execute(
    ClipType.ctDifference,
    solution,
    PolyFillType.pftNonZero,
    PolyFillType.pftNonZero,
  );
  return solution;
}

/**
 * The parts made valid one by one, then merged where they overlap or share borders (positive
 * fill; shared borders cancelled first, as in dissolve).
 */
function clipperRepair(polygons: PolygonRings[]): PolygonRings[] {
  const grid = clipperGrid(polygons.flat());
  const parts = polygons.flatMap((polygon) =>
    repairedPart(polygon, grid).filter((path) => path.length >= 3),
  );
  const union = new FastClipper();
  union.AddPaths(cancelSharedEdges(parts), PolyType.ptSubject, true);
  const solution: ClipperLib.Paths = [];
  union.Execute(ClipType.ctUnion, solution, PolyFillType.pftPositive, PolyFillType.pftPositive);
  return polygonsFromPaths(solution, grid.toRing);
}

/** Whether a closed ring has some area: at least three positions not on one line. */
function hasArea(ring: Ring): boolean {
  const [first, ...rest] = ring;
  const second = rest.find((position) => position[0] !== first?.[0] || position[1] !== first?.[1]);
  if (!first || !second) return false;
  const [x0 = 0, y0 = 0] = first;
  const [x1 = 0, y1 = 0] = second;
  return rest.some(([x = 0, y = 0]) => (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) !== 0);
}

/**
 * Rings closed, without repeated neighbours and not all on one line; a polygon whose exterior
 * is flat is gone. Done before the validity check so that these alone do not send a shape to
 * Clipper.
 */
function tidied(polygons: PolygonRings[]): PolygonRings[] {
  const result: PolygonRings[] = [];
  for (const [exterior = [], ...holes] of polygons) {
    const outer = closedRing(exterior);
    if (hasArea(outer)) result.push([outer, ...holes.map(closedRing).filter(hasArea)]);
  }
  return result;
}

function repairedPolygons(polygons: PolygonRings[]): PolygonRings[] {
  const tidy = tidied(polygons);
  if (!isValidAsIs(tidy)) return clipperRepair(tidy);
  return tidy.map(([exterior = [], ...holes]) => [
    oriented(exterior, true),
    ...holes.map((hole) => oriented(hole, false)),
  ]);
}

/**
 * Makes every feature valid, keeping features and their properties apart (overlaps between
 * features are dissolve's business). Runs first on every drawn or uploaded shape, after
 * validation: closes open rings, removes repeated consecutive points, winds exteriors
 * counter-clockwise and holes clockwise (RFC 7946), splits self-intersecting rings (a bow-tie
 * becomes two triangles; a ring is filled where its winding number is non-zero), subtracts
 * holes that stick out, merges overlapping parts of a MultiPolygon and drops rings without
 * area. Valid polygons keep their vertices exactly; repaired ones go through Clipper's grid
 * (`clipper-grid.ts`). Features left with no area are removed.
 */
export function repairShapes(collection: ShapeCollection): ShapeCollection {
  return mapFeaturePolygons(collection, repairedPolygons);
}
