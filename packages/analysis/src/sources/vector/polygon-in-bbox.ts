import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import type { LonLatBBox } from '../data-source.js';

export type AreaFeature = Feature<Polygon | MultiPolygon>;

/** Keeps polygon and multipolygon features; points and lines are not areas and are dropped. */
export function isAreaFeature(feature: Feature): feature is AreaFeature {
  const type = feature.geometry?.type;
  return type === 'Polygon' || type === 'MultiPolygon';
}

/**
 * Whether an area feature and a box overlap: exact, not just bounding boxes. Runs after the
 * index (FlatGeobuf R-tree) or a bbox pre-check has narrowed the candidates, so a large polygon
 * whose envelope covers the box but whose shape does not (a crescent, a coastline) is dropped.
 * Boxes are planar in degrees and must not cross the antimeridian.
 */
export function areaIntersectsBBox(feature: AreaFeature, bbox: LonLatBBox): boolean {
  const polygons =
    feature.geometry.type === 'Polygon'
      ? [feature.geometry.coordinates]
      : feature.geometry.coordinates;
  return polygons.some((rings) => polygonIntersectsBBox(rings, bbox));
}

function polygonIntersectsBBox(rings: Position[][], bbox: LonLatBBox): boolean {
  const outer = rings[0];
  if (!outer || outer.length < 4) return false;
  if (!envelopesOverlap(outer, bbox)) return false;
  // An edge of any ring crossing or ending inside the box.
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      if (segmentTouchesBBox(ring[i] as Position, ring[i + 1] as Position, bbox)) return true;
    }
  }
  // No edge reaches the box: the box is then wholly inside the polygon or wholly outside it.
  const centre: Position = [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
  if (!pointInRing(centre, outer)) return false;
  return !rings.slice(1).some((hole) => pointInRing(centre, hole));
}

function envelopesOverlap(ring: Position[], bbox: LonLatBBox): boolean {
  let [west, south, east, north] = [
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (const [x = 0, y = 0] of ring) {
    west = Math.min(west, x);
    east = Math.max(east, x);
    south = Math.min(south, y);
    north = Math.max(north, y);
  }
  return west <= bbox[2] && bbox[0] <= east && south <= bbox[3] && bbox[1] <= north;
}

/** Liang–Barsky clipping: does segment a-b have a point inside (or on) the box? */
function segmentTouchesBBox(a: Position, b: Position, bbox: LonLatBBox): boolean {
  const [x0 = 0, y0 = 0] = a;
  const [x1 = 0, y1 = 0] = b;
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x0 - bbox[0]],
    [dx, bbox[2] - x0],
    [-dy, y0 - bbox[1]],
    [dy, bbox[3] - y0],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Even-odd ray casting. */
function pointInRing([x = 0, y = 0]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] as Position;
    const [xj = 0, yj = 0] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
