import type { Position } from 'geojson';

/** A ring as a run of vertices [start, end) in a flat lon/lat array, with what grouping needs. */
export interface RingSpan {
  start: number;
  end: number;
  /** Shoelace area in square degrees: negative when clockwise. */
  area: number;
  bbox: [number, number, number, number];
}

/** Measures the ring; area relative to its first vertex to keep the sum precise. */
export function ringSpan(coordinates: Float64Array, start: number, end: number): RingSpan {
  const x0 = coordinates[2 * start] as number;
  const y0 = coordinates[2 * start + 1] as number;
  const bbox: RingSpan['bbox'] = [x0, y0, x0, y0];
  let twiceArea = 0;
  let previousX = 0;
  let previousY = 0;
  for (let vertex = start + 1; vertex < end; vertex++) {
    const x = (coordinates[2 * vertex] as number) - x0;
    const y = (coordinates[2 * vertex + 1] as number) - y0;
    twiceArea += previousX * y - x * previousY;
    previousX = x;
    previousY = y;
    if (x + x0 < bbox[0]) bbox[0] = x + x0;
    if (y + y0 < bbox[1]) bbox[1] = y + y0;
    if (x + x0 > bbox[2]) bbox[2] = x + x0;
    if (y + y0 > bbox[3]) bbox[3] = y + y0;
  }
  return { start, end, area: twiceArea / 2, bbox };
}

/**
 * The ring as GeoJSON positions, in its own order or reversed, closed if the file left it
 * open (GeoJSON requires the first and last positions to be equal).
 */
export function ringPositions(
  coordinates: Float64Array,
  span: RingSpan,
  reverse: boolean,
): Position[] {
  const count = span.end - span.start;
  const positions: Position[] = [];
  for (let k = 0; k < count; k++) {
    const vertex = reverse ? span.end - 1 - k : span.start + k;
    positions.push([coordinates[2 * vertex] as number, coordinates[2 * vertex + 1] as number]);
  }
  const first = positions[0];
  const last = positions[count - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) positions.push([...first]);
  return positions;
}
