import type { MultiPolygon, Polygon } from 'geojson';
import { ClipperLib } from './clipper.js';
import { clipperGrid } from './clipper-grid.js';
import { orientedPath, polygonsFromPaths } from './clipper-output.js';
import { FastClipper } from './fast-clipper.js';
import { polygonsOf } from './shape-parts.js';

export type PolygonOperation = 'union' | 'intersection' | 'difference';

const CLIP_TYPES: Record<PolygonOperation, number> = {
  union: ClipperLib.ClipType.ctUnion,
  intersection: ClipperLib.ClipType.ctIntersection,
  difference: ClipperLib.ClipType.ctDifference,
};

type Operand = Polygon | MultiPolygon | null;

/**
 * A boolean operation of two sets of polygons with the project's Clipper (`FastClipper`, on the
 * decimal grid of `clipper-grid.ts`: 1e-8° to 1e-7° for shapes up to ~500 km, vertices Clipper
 * passes through unchanged keep their coordinates): `union` of everything, `intersection` of the
 * union of `subject` with the union of `clip`, or `difference` (subject minus clip). Each set is
 * filled by positive winding once rings are oriented by their role (exterior or hole), so
 * overlapping polygons within a set count once. The answer is a MultiPolygon with exteriors
 * counter-clockwise and holes clockwise, collinear vertices removed, or null when empty. Used by the exclusion masks (clip a
 * mask to its shape, merge masks, net area) in packages/analysis/src/masks.
 */
export function polygonBoolean(
  operation: PolygonOperation,
  subject: readonly Operand[],
  clip: readonly Operand[] = [],
): MultiPolygon | null {
  const rolesOf = (operands: readonly Operand[]) =>
    operands.flatMap((geometry) =>
      geometry
        ? polygonsOf(geometry).flatMap((rings) =>
            rings.map((ring, index) => ({ ring, exterior: index === 0 })),
          )
        : [],
    );
  const subjectRings = rolesOf(subject);
  const clipRings = rolesOf(clip);
  if (subjectRings.length === 0) return null;
  if (operation === 'intersection' && clipRings.length === 0) return null;
  const grid = clipperGrid([...subjectRings, ...clipRings].map((role) => role.ring));
  const paths = (roles: typeof subjectRings) =>
    roles
      .map((role) => grid.toPath(role.ring))
      .map((path, index) => ({ path, exterior: (roles[index] as (typeof roles)[number]).exterior }))
      .filter(({ path }) => path.length >= 3)
      .map(({ path, exterior }) => orientedPath(path, exterior));
  const clipper = new FastClipper();
  // Masks are traced with collinear runs merged; Clipper keeps them merged (one geodesic edge).
  clipper.PreserveCollinear = false;
  clipper.AddPaths(paths(subjectRings), ClipperLib.PolyType.ptSubject, true);
  const clipPaths = paths(clipRings);
  if (clipPaths.length > 0) clipper.AddPaths(clipPaths, ClipperLib.PolyType.ptClip, true);
  const solution: ClipperLib.Paths = [];
  const fill = ClipperLib.PolyFillType.pftPositive;
  if (!clipper.Execute(CLIP_TYPES[operation], solution, fill, fill))
    throw new Error(`the polygon ${operation} failed`);
  const polygons = polygonsFromPaths(
    solution.filter((path) => path.length >= 3),
    grid.toRing,
  );
  return polygons.length === 0 ? null : { type: 'MultiPolygon', coordinates: polygons };
}
