/**
 * Douglas-Peucker over a set of polygons that share borders (Natural Earth admin-1), keeping
 * neighbours seamless: every vertex that sits where the set of rings sharing a border changes
 * (a junction of three units, the end of a border at the coast) is an anchor, and each run between
 * two anchors is simplified on its own. Two neighbours hold the same vertices between the same
 * anchors, so they drop the same vertices and no gap or overlap opens between them.
 *
 * Runs once, when the cached derivative is built. Tolerance is in degrees (planar lon/lat).
 */

/** One ring as flat [x0, y0, x1, y1, ...], closing vertex omitted. */
export type FlatRing = Float64Array;

/** Coordinates are rounded to 1e-5° (~1 m, Natural Earth's own precision) to match vertices. */
const GRID = 1e5;
const keyOf = (x: number, y: number) =>
  (Math.round(x * GRID) + 18_100_000) * 40_000_000 + (Math.round(y * GRID) + 9_100_000);

/** Vertices shared by several rings that must survive simplification in every ring. */
function anchorsOf(rings: readonly FlatRing[]): Set<number> {
  const uses = new Map<number, number>();
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 2) {
      const key = keyOf(ring[i] as number, ring[i + 1] as number);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  const anchors = new Set<number>();
  for (const ring of rings) {
    const count = ring.length / 2;
    for (let i = 0; i < count; i++) {
      const key = keyOf(ring[2 * i] as number, ring[2 * i + 1] as number);
      const shared = uses.get(key) ?? 0;
      if (shared < 2) continue;
      const previous = (i + count - 1) % count;
      const next = (i + 1) % count;
      const previousShared = uses.get(
        keyOf(ring[2 * previous] as number, ring[2 * previous + 1] as number),
      );
      const nextShared = uses.get(keyOf(ring[2 * next] as number, ring[2 * next + 1] as number));
      if (shared >= 3 || previousShared === 1 || nextShared === 1) anchors.add(key);
    }
  }
  return anchors;
}

function distanceToSegment2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0;
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return ex * ex + ey * ey;
}

/** Marks the vertices to keep strictly between `from` and `to` (indices into a cyclic ring). */
function keepBetween(
  ring: FlatRing,
  from: number,
  to: number,
  tolerance2: number,
  keep: Uint8Array,
): void {
  const count = ring.length / 2;
  const stack: [number, number][] = [[from, to]];
  while (stack.length > 0) {
    const [start, end] = stack.pop() as [number, number];
    const ax = ring[2 * (start % count)] as number;
    const ay = ring[2 * (start % count) + 1] as number;
    const bx = ring[2 * (end % count)] as number;
    const by = ring[2 * (end % count) + 1] as number;
    let farthest = -1;
    let farthest2 = tolerance2;
    for (let i = start + 1; i < end; i++) {
      const p = i % count;
      const d2 = distanceToSegment2(
        ring[2 * p] as number,
        ring[2 * p + 1] as number,
        ax,
        ay,
        bx,
        by,
      );
      if (d2 > farthest2) {
        farthest2 = d2;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    keep[farthest % count] = 1;
    stack.push([start, farthest], [farthest, end]);
  }
}

function simplifyRing(ring: FlatRing, anchors: Set<number>, tolerance2: number): FlatRing {
  const count = ring.length / 2;
  const keep = new Uint8Array(count);
  const anchorIndices: number[] = [];
  let lowest = 0;
  let lowestKey = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const key = keyOf(ring[2 * i] as number, ring[2 * i + 1] as number);
    if (anchors.has(key)) anchorIndices.push(i);
    if (key < lowestKey) {
      lowestKey = key;
      lowest = i;
    }
  }
  // A ring with no anchor (an island, or a unit enclosed by one neighbour) starts at its lowest
  // vertex, which its neighbour picks too.
  if (anchorIndices.length === 0) anchorIndices.push(lowest);
  for (const [k, index] of anchorIndices.entries()) {
    keep[index] = 1;
    const next = anchorIndices[k + 1] ?? (anchorIndices[0] as number) + count;
    keepBetween(ring, index, next, tolerance2, keep);
  }
  let kept = 0;
  for (const flag of keep) kept += flag;
  // Rings that would collapse are smaller than the tolerance: kept whole, they cost little.
  if (kept < 3) return ring;
  const out = new Float64Array(kept * 2);
  let o = 0;
  for (let i = 0; i < count; i++) {
    if (!keep[i]) continue;
    out[o++] = ring[2 * i] as number;
    out[o++] = ring[2 * i + 1] as number;
  }
  return out;
}

/** The rings simplified to `toleranceDegrees`, in the same order; shared borders stay shared. */
export function simplifySharedBorders(
  rings: readonly FlatRing[],
  toleranceDegrees: number,
): FlatRing[] {
  const anchors = anchorsOf(rings);
  const tolerance2 = toleranceDegrees * toleranceDegrees;
  return rings.map((ring) => simplifyRing(ring, anchors, tolerance2));
}
