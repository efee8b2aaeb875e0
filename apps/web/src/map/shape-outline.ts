import type { ShapeCollection } from '@ecotone/geometry';
import type { Feature, FeatureCollection, MultiLineString, Position } from 'geojson';

/** Cut positions lie exactly on ±180 (decision 0008: Clipper on a decimal grid); a hair of slack. */
const SEAM_TOLERANCE = 1e-9;

const onSeam = (position: Position | undefined): boolean =>
  position !== undefined && Math.abs(Math.abs(position[0] ?? 0) - 180) <= SEAM_TOLERANCE;

/**
 * A shape cut at the antimeridian (RFC 7946 section 3.1.9; decision 0008) has parts on both
 * sides: positions on +180 and on -180. Only such a shape has a seam; a shape that merely ends
 * on 180 keeps that edge, which is its real boundary.
 */
export function isCutAtAntimeridian(rings: readonly Position[][]): boolean {
  let east = false;
  let west = false;
  for (const ring of rings)
    for (const position of ring) {
      if (!onSeam(position)) continue;
      if ((position[0] ?? 0) > 0) east = true;
      else west = true;
    }
  return east && west;
}

/** An edge along the seam: both ends on ±180 (MapLibre draws +180 and -180 on one line). */
export const isSeamEdge = (from: Position | undefined, to: Position | undefined): boolean =>
  onSeam(from) && onSeam(to);

/**
 * The lines of one ring without its seam edges: the runs of consecutive kept edges. A ring
 * without a seam edge comes back whole (closed); one made only of seam edges has no line.
 */
export function ringOutline(ring: readonly Position[], cut: boolean): Position[][] {
  const edges = ring.length - 1;
  if (edges < 1) return [];
  const dropped = (index: number) => cut && isSeamEdge(ring[index], ring[index + 1]);
  const firstDropped = Array.from({ length: edges }, (_, index) => index).find(dropped);
  if (firstDropped === undefined) return [[...ring]];
  // Walk the ring once, starting after a dropped edge, so no run straddles the ring's closure.
  const lines: Position[][] = [];
  let run: Position[] = [];
  for (let step = 1; step <= edges; step += 1) {
    const index = (firstDropped + step) % edges;
    if (dropped(index)) {
      if (run.length > 1) lines.push(run);
      run = [];
      continue;
    }
    const from = ring[index] as Position;
    const to = ring[index + 1] as Position;
    if (run.length === 0) run.push(from);
    run.push(to);
  }
  if (run.length > 1) lines.push(run);
  return lines;
}

export type ShapeOutlines = FeatureCollection<MultiLineString>;

/**
 * What every map outlines of its shapes (shape-layers.ts): each feature's rings as lines, with the
 * seam of a shape cut at 180 left out, so the outline is the shape's boundary while the fill
 * (drawn from the polygons) stays whole. Properties (the shape id) are kept for the filters.
 */
export function shapeOutlines(shapes: ShapeCollection): ShapeOutlines {
  return {
    type: 'FeatureCollection',
    features: shapes.features.map((feature): Feature<MultiLineString> => {
      const polygons =
        feature.geometry.type === 'Polygon'
          ? [feature.geometry.coordinates]
          : feature.geometry.coordinates;
      const cut = isCutAtAntimeridian(polygons.flat());
      return {
        type: 'Feature',
        ...(feature.id !== undefined ? { id: feature.id } : {}),
        properties: feature.properties,
        geometry: {
          type: 'MultiLineString',
          coordinates: polygons.flatMap((rings) => rings.flatMap((ring) => ringOutline(ring, cut))),
        },
      };
    }),
  };
}
