import { ClipperLib } from './clipper.js';

/**
 * Which contour of a Clipper result lies in which, worked out after the sweep instead of by
 * Clipper's PolyTree. clipper-lib keeps the tree's links up to date while it joins the pieces
 * of its output (`FixupFirstLefts1/2/3`), and each fix-up walks every piece built so far: on
 * polygons with shared borders, whose union is stitched from thousands of pieces, that is
 * quadratic (a 25,000-vertex set of 39 districts took minutes). Asked for plain paths, Clipper
 * skips the fix-ups and gives the same contours in the same order; here each contour finds its
 * parent once, among the contours of the other kind whose box holds its box.
 */
export interface NestedContour {
  path: ClipperLib.Path;
  /** Outer contours wind positively (Clipper's orientation, y pointing north), holes negatively. */
  outer: boolean;
  /** The contours directly inside: an outer's holes, a hole's islands, in Clipper's order. */
  children: NestedContour[];
}

interface Measured extends NestedContour {
  size: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

function measured(path: ClipperLib.Path): Measured | undefined {
  const area = ClipperLib.Clipper.Area(path);
  if (path.length < 3 || area === 0) return undefined;
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const { X, Y } of path) {
    if (X < west) west = X;
    if (X > east) east = X;
    if (Y < south) south = Y;
    if (Y > north) north = Y;
  }
  return { path, outer: area > 0, children: [], size: Math.abs(area), west, south, east, north };
}

/**
 * Whether `inner` lies inside `outer`: decided by the first vertex of `inner` that is not on
 * `outer`'s boundary (contours of one result never cross), as Clipper's `Poly2ContainsPoly1`.
 */
function encloses(outer: Measured, inner: Measured): boolean {
  if (
    inner.west < outer.west ||
    inner.east > outer.east ||
    inner.south < outer.south ||
    inner.north > outer.north
  ) {
    return false;
  }
  for (const point of inner.path) {
    const inside = ClipperLib.Clipper.PointInPolygon(point, outer.path);
    if (inside !== -1) return inside === 1;
  }
  return true;
}

/**
 * The outer contours that no hole holds, each with its holes and their islands below it. Every
 * contour's parent is the smallest contour of the other kind around it. Zero-area contours and
 * those under three points are dropped, as Clipper's PolyTree drops the latter.
 */
export function nestContours(paths: ClipperLib.Paths): NestedContour[] {
  const contours = paths.map(measured).filter((contour) => contour !== undefined);
  const bySize = (kind: boolean) =>
    contours.filter((contour) => contour.outer === kind).sort((a, b) => a.size - b.size);
  const outers = bySize(true);
  const holes = bySize(false);
  const roots: NestedContour[] = [];
  for (const contour of contours) {
    const around = contour.outer ? holes : outers;
    const parent = around.find((other) => other.size > contour.size && encloses(other, contour));
    if (parent) parent.children.push(contour);
    else if (contour.outer) roots.push(contour);
  }
  return roots;
}
