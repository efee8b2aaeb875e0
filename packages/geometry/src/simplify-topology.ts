import { farthestBetween } from './douglas-peucker.js';
import { segmentConflicts } from './segment-conflicts.js';

/**
 * Keeps a simplification valid. Douglas-Peucker bounds each ring's distance to its original
 * but knows nothing of the other rings: a shortcut may cross another edge, or pass on the other
 * side of a hole or island that sat between the original boundary and the shortcut. Both are
 * repaired by keeping, for each offending shortcut, its farthest dropped vertex again, until
 * nothing offends. Each round keeps at least one more vertex and the original rings had no such
 * problem, so this ends; refinement only adds vertices, so the distance bound still holds.
 */

/** One ring being simplified: its projected coordinates and which vertices are kept. */
export interface RingWork {
  xy: Float64Array;
  kept: Uint8Array;
}

interface Shortcut {
  ring: number;
  from: number;
  to: number;
}

function keptIndices(kept: Uint8Array): number[] {
  const indices: number[] = [];
  for (let index = 0; index < kept.length; index++) if (kept[index]) indices.push(index);
  return indices;
}

/** Shortcuts whose output segment crosses or touches another output segment. */
function crossingShortcuts(works: RingWork[], kept: number[][]): Shortcut[] {
  const flats = works.map((work, ring) =>
    (kept[ring] ?? []).flatMap((index) => [
      work.xy[2 * index] as number,
      work.xy[2 * index + 1] as number,
    ]),
  );
  return segmentConflicts(flats).flatMap((pair) =>
    pair.map(({ ring, segment }) => ({
      ring,
      from: kept[ring]?.[segment] ?? 0,
      to: kept[ring]?.[segment + 1] ?? 0,
    })),
  );
}

/** Whether (px, py) is inside the loop of original vertices from..to closed by the shortcut. */
function insideCutOff(xy: Float64Array, from: number, to: number, px: number, py: number): boolean {
  let inside = false;
  for (let a = to, b = from; b <= to; a = b, b++) {
    const ay = xy[2 * a + 1] as number;
    const by = xy[2 * b + 1] as number;
    if (ay > py !== by > py) {
      const ax = xy[2 * a] as number;
      const crossingX = ax + ((py - ay) * ((xy[2 * b] as number) - ax)) / (by - ay);
      if (px < crossingX) inside = !inside;
    }
  }
  return inside;
}

/** The bounding box of vertices from..to of a projected ring. */
function boxOf(xy: Float64Array, from: number, to: number) {
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (let index = from; index <= to; index++) {
    const x = xy[2 * index] as number;
    const y = xy[2 * index + 1] as number;
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return { west, east, south, north };
}

/** Shortcuts whose cut-off region (between shortcut and original) holds a kept vertex of another ring. */
function enclosingShortcuts(works: RingWork[], kept: number[][]): Shortcut[] {
  const points = works
    .flatMap((work, ring) =>
      (kept[ring] ?? []).map((index) => ({
        ring,
        x: work.xy[2 * index] as number,
        y: work.xy[2 * index + 1] as number,
      })),
    )
    .sort((a, b) => a.x - b.x);
  const xs = Float64Array.from(points, (point) => point.x);
  const offending: Shortcut[] = [];
  works.forEach(({ xy }, ring) => {
    const indices = kept[ring] ?? [];
    for (let segment = 0; segment + 1 < indices.length; segment++) {
      const from = indices[segment] as number;
      const to = indices[segment + 1] as number;
      if (to - from < 2) continue;
      const { west, east, south, north } = boxOf(xy, from, to);
      let low = 0;
      for (let high = xs.length; low < high; ) {
        const middle = (low + high) >> 1;
        if ((xs[middle] as number) < west) low = middle + 1;
        else high = middle;
      }
      for (let k = low; k < points.length && (points[k]?.x as number) <= east; k++) {
        const point = points[k] as { ring: number; x: number; y: number };
        if (point.ring === ring || point.y < south || point.y > north) continue;
        if (insideCutOff(xy, from, to, point.x, point.y)) {
          offending.push({ ring, from, to });
          break;
        }
      }
    }
  });
  return offending;
}

/** Refines shortcuts until none crosses another edge or cuts off another ring's vertex. */
export function preserveTopology(works: RingWork[]): void {
  for (;;) {
    const kept = works.map((work) => keptIndices(work.kept));
    let refined = false;
    for (const { ring, from, to } of [
      ...crossingShortcuts(works, kept),
      ...enclosingShortcuts(works, kept),
    ]) {
      const work = works[ring] as RingWork;
      const { index } = farthestBetween(work.xy, from, to);
      if (index >= 0 && !work.kept[index]) {
        work.kept[index] = 1;
        refined = true;
      }
    }
    if (!refined) return;
  }
}
