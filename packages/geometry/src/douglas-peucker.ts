/**
 * Douglas-Peucker on one closed ring in a metric plane (flat [x0, y0, ..., x0, y0]). Every
 * dropped vertex lies within `tolerance` of the segment that replaces it, measured to the
 * segment (not its line); that bounds the Hausdorff distance between the ring and its
 * simplification by `tolerance` in both directions. The ring keeps at least three corners:
 * the vertex farthest from the start and the one farthest from that chord are always kept, so
 * a ring never collapses to a line.
 */

/** The vertex strictly between `from` and `to` farthest from their segment (-1 if none). */
export function farthestBetween(
  xy: Float64Array,
  from: number,
  to: number,
): { index: number; distance2: number } {
  const ax = xy[2 * from] as number;
  const ay = xy[2 * from + 1] as number;
  const dx = (xy[2 * to] as number) - ax;
  const dy = (xy[2 * to + 1] as number) - ay;
  const length2 = dx * dx + dy * dy;
  const inverse = length2 > 0 ? 1 / length2 : 0;
  let index = -1;
  let distance2 = -1;
  for (let point = from + 1; point < to; point++) {
    const px = (xy[2 * point] as number) - ax;
    const py = (xy[2 * point + 1] as number) - ay;
    const along = (px * dx + py * dy) * inverse;
    const t = along < 0 ? 0 : along > 1 ? 1 : along;
    const ex = px - t * dx;
    const ey = py - t * dy;
    const d2 = ex * ex + ey * ey;
    if (d2 > distance2) {
      distance2 = d2;
      index = point;
    }
  }
  return { index, distance2 };
}

/** The corners kept whatever the tolerance: start, farthest from start, farthest from that chord. */
function anchors(xy: Float64Array, count: number): number[] {
  const x0 = xy[0] as number;
  const y0 = xy[1] as number;
  let far = 1;
  let best = -1;
  for (let point = 1; point < count - 1; point++) {
    const dx = (xy[2 * point] as number) - x0;
    const dy = (xy[2 * point + 1] as number) - y0;
    if (dx * dx + dy * dy > best) {
      best = dx * dx + dy * dy;
      far = point;
    }
  }
  const before = farthestBetween(xy, 0, far);
  const after = farthestBetween(xy, far, count - 1);
  const third = before.distance2 >= after.distance2 ? before.index : after.index;
  return [...new Set([0, far, third, count - 1])]
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
}

/** Flags (1 = kept) for each vertex of the ring; the closing vertex is always kept. */
export function douglasPeucker(xy: Float64Array, tolerance: number): Uint8Array {
  const count = xy.length / 2;
  const kept = new Uint8Array(count);
  if (count <= 4) return kept.fill(1);
  const tolerance2 = tolerance * tolerance;
  const corners = anchors(xy, count);
  const stack: number[] = [];
  corners.forEach((corner, index) => {
    kept[corner] = 1;
    const next = corners[index + 1];
    if (next !== undefined) stack.push(corner, next);
  });
  while (stack.length > 0) {
    const to = stack.pop() as number;
    const from = stack.pop() as number;
    const { index, distance2 } = farthestBetween(xy, from, to);
    if (index >= 0 && distance2 > tolerance2) {
      kept[index] = 1;
      stack.push(from, index, index, to);
    }
  }
  return kept;
}
