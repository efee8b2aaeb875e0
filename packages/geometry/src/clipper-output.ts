import type { Position } from 'geojson';
import { ClipperLib } from './clipper.js';
import { type NestedContour, nestContours } from './contour-nesting.js';
import { hasPinch, splitPinches } from './pinch-split.js';
import { pointInRing } from './point-in-ring.js';
import { planarDoubleArea, type Ring } from './ring-helpers.js';
import type { PolygonRings } from './shape-parts.js';

/** Turns one Clipper contour back into a closed GeoJSON ring. */
export type ContourToRing = (path: ClipperLib.Path) => Ring;

/** A point of `hole` off its first vertex, which is where a split pinch sits. */
const probeOf = (hole: Ring): Position => hole[1] ?? hole[0] ?? [0, 0];

/**
 * One outer contour and its holes as polygons. Without pinches that is one polygon as it
 * stands; with pinches the contours are cut into loops, loops wound like an exterior become
 * polygons and the others holes of the smallest polygon around them.
 */
function assemble(contours: ClipperLib.Path[], toRing: ContourToRing): PolygonRings[] {
  if (!contours.some(hasPinch)) return [contours.map(toRing)];
  const loops = contours.flatMap(splitPinches);
  const outers = loops.filter((loop) => ClipperLib.Clipper.Area(loop) > 0).map(toRing);
  const holes = loops.filter((loop) => ClipperLib.Clipper.Area(loop) < 0).map(toRing);
  const polygons: PolygonRings[] = outers.map((outer) => [outer]);
  for (const hole of holes) {
    let owner: PolygonRings | undefined;
    let ownerArea = Number.POSITIVE_INFINITY;
    for (const polygon of polygons) {
      const exterior = polygon[0] ?? [];
      const area = planarDoubleArea(exterior);
      if (area < ownerArea && pointInRing(probeOf(hole), exterior)) {
        owner = polygon;
        ownerArea = area;
      }
    }
    owner?.push(hole);
  }
  return polygons;
}

/**
 * Clipper's result, asked for as plain paths (`contour-nesting.ts` says why not a PolyTree), as
 * GeoJSON polygons: exteriors counter-clockwise, holes clockwise (Clipper's orientation with y
 * pointing north), islands inside holes as polygons of their own.
 */
export function polygonsFromPaths(paths: ClipperLib.Paths, toRing: ContourToRing): PolygonRings[] {
  const polygons: PolygonRings[] = [];
  const addOuter = (outer: NestedContour): void => {
    const holes = outer.children;
    polygons.push(...assemble([outer.path, ...holes.map((hole) => hole.path)], toRing));
    for (const hole of holes) for (const island of hole.children) addOuter(island);
  };
  for (const outer of nestContours(paths)) addOuter(outer);
  return polygons;
}

/** A Clipper path oriented as Clipper's positive fill counts it: outer rings +1, holes -1. */
export function orientedPath(path: ClipperLib.Path, outer: boolean): ClipperLib.Path {
  return ClipperLib.Clipper.Orientation(path) === outer ? path : [...path].reverse();
}
