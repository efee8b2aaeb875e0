import type { Position } from 'geojson';
import { ClipperLib } from './clipper.js';
import { emptyExtent, extendExtent } from './extent.js';
import type { Ring } from './ring-helpers.js';

/**
 * Clipper works on integers. The grid counts in powers of ten of a degree, the finest that keeps
 * the shapes' bounding box within Clipper's fast range (±47,453,132, where products stay exact
 * in doubles): 1e-8° (~1 mm) for a ranch up to ~50 km across, 1e-7° (~1 cm) up to ~500 km.
 * Decimal units keep new intersection points printable (0.5 rather than 0.49999999). Vertices
 * that Clipper passes through unchanged get their original coordinates back.
 */
export interface ClipperGrid {
  toPoint(position: Position): ClipperLib.IntPoint;
  /** A closed ring as a Clipper path (no closing point, no repeated neighbours). */
  toPath(ring: Ring): ClipperLib.Path;
  /** The original position at a grid point, or the grid point itself for a new one. */
  toPosition(point: ClipperLib.IntPoint): Position;
  /** A Clipper contour as a closed ring. */
  toRing(path: ClipperLib.Path): Ring;
}

const RANGE = ClipperLib.ClipperBase.loRange;
const SPAN = 2 * RANGE + 1;
/** 1e-10° (0.01 mm) is fine enough for any shape. */
const MOST_DECIMALS = 10;

/** A number naming a grid point, unique within Clipper's fast range and exact in a double. */
export const pointKey = ({ X, Y }: ClipperLib.IntPoint): number => (X + RANGE) * SPAN + (Y + RANGE);

/** The finest decimal grid, centred on the rings' bounding box, that fits Clipper's fast range. */
function gridUnits(rings: Iterable<Ring>): { perDegree: number; originX: number; originY: number } {
  const extent = emptyExtent();
  for (const ring of rings) extendExtent(extent, ring);
  const { west, south, east, north } = extent;
  if (!Number.isFinite(west)) return { perDegree: 1, originX: 0, originY: 0 };
  const halfSide = Math.max(east - west, north - south) / 2;
  // Two units of margin for rounding the origin; never coarser than a whole degree.
  const decimals = Math.min(MOST_DECIMALS, Math.floor(Math.log10((RANGE - 2) / halfSide)));
  const perDegree = 10 ** Math.max(0, decimals);
  return {
    perDegree,
    originX: Math.round(((west + east) / 2) * perDegree),
    originY: Math.round(((south + north) / 2) * perDegree),
  };
}

export function clipperGrid(rings: Iterable<Ring>): ClipperGrid {
  const { perDegree, originX, originY } = gridUnits(rings);
  const originals = new Map<number, Position>();

  const toPoint = (position: Position): ClipperLib.IntPoint => {
    const point = {
      X: Math.round((position[0] as number) * perDegree) - originX,
      Y: Math.round((position[1] as number) * perDegree) - originY,
    };
    const key = pointKey(point);
    if (!originals.has(key)) originals.set(key, position);
    return point;
  };

  const toPath = (ring: Ring): ClipperLib.Path => {
    const path: ClipperLib.Path = [];
    let previousKey = -1;
    for (let index = 0; index + 1 < ring.length; index++) {
      const point = toPoint(ring[index] as Position);
      const key = pointKey(point);
      if (key !== previousKey) path.push(point);
      previousKey = key;
    }
    const first = path[0];
    if (path.length > 1 && first && pointKey(first) === previousKey) path.pop();
    return path;
  };

  const toPosition = (point: ClipperLib.IntPoint): Position => {
    const original = originals.get(pointKey(point));
    if (original) return [original[0] as number, original[1] as number];
    return [(originX + point.X) / perDegree, (originY + point.Y) / perDegree];
  };

  const toRing = (path: ClipperLib.Path): Ring => {
    const ring = path.map(toPosition);
    if (ring.length > 0) ring.push([...(ring[0] as Position)]);
    return ring;
  };

  return { toPoint, toPath, toPosition, toRing };
}
