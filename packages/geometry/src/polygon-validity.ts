import type { Position } from 'geojson';
import { pointInRing } from './point-in-ring.js';
import type { Ring } from './ring-helpers.js';
import { segmentConflicts } from './segment-conflicts.js';
import type { PolygonRings } from './shape-parts.js';

const flat = (ring: Ring): number[] =>
  ring.flatMap((position) => [position[0] ?? 0, position[1] ?? 0]);

function hasVertex(ring: Ring, [x, y]: Position): boolean {
  return ring.some((position) => position[0] === x && position[1] === y);
}

/**
 * A vertex of `ring` that is not a vertex of `other`: with no boundary conflicts, rings meet
 * only at shared vertices, so this one is strictly inside or outside `other`.
 */
function probeOf(ring: Ring, other: Ring): Position {
  return ring.find((position) => !hasVertex(other, position)) ?? ring[0] ?? [0, 0];
}

const inside = (ring: Ring, other: Ring): boolean => pointInRing(probeOf(ring, other), other);

function holesNestCorrectly([exterior = [], ...holes]: PolygonRings): boolean {
  return holes.every(
    (hole, index) =>
      inside(hole, exterior) &&
      !holes.some((other, otherIndex) => otherIndex !== index && inside(hole, other)),
  );
}

/** Whether polygon `part` lies inside `other`: within its exterior and not within its holes. */
function partInside(
  [exterior = []]: PolygonRings,
  [otherExterior = [], ...otherHoles]: PolygonRings,
): boolean {
  return inside(exterior, otherExterior) && !otherHoles.some((hole) => inside(exterior, hole));
}

/**
 * Whether the polygons of one feature are valid as they stand (OGC simple features, winding
 * aside): no boundary crossing, overlapping or touching another except at shared vertices of
 * different rings, holes inside their exterior and not inside each other, no part inside
 * another part. Expects rings that `closedRing` tidied and that have area. Lets repair return
 * valid shapes vertex for vertex instead of passing them through Clipper's grid.
 */
export function isValidAsIs(polygons: PolygonRings[]): boolean {
  if (segmentConflicts(polygons.flat().map(flat)).length > 0) return false;
  if (!polygons.every(holesNestCorrectly)) return false;
  return polygons.every((polygon, index) =>
    polygons.every((other, otherIndex) => otherIndex === index || !partInside(polygon, other)),
  );
}
