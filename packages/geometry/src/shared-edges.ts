import type { ClipperLib } from './clipper.js';
import { pointKey } from './clipper-grid.js';

/**
 * Dissolve's shortcut for polygons with shared borders (districts, parcels, admin units). A
 * border two neighbours share is one edge a→b in one ring and b→a in the other once both are on
 * Clipper's grid. The pair adds nothing to the winding number anywhere, so the union is the
 * same without it; Clipper, given both, walks the zero-width gap between them and stitches its
 * output back together along the whole border (`JoinCommonEdges`), several times the work of
 * the rest of the union. Here opposite edges cancel in pairs, whatever rings they belong to, and
 * the edges left are walked into closed paths (every grid point still has as many edges leaving
 * as arriving, so every walk comes back to its start). Rings that lost no edge are handed back
 * as they were, so a collection without shared borders goes to Clipper unchanged.
 */

interface Edges {
  /** The grid point each edge starts from. */
  from: ClipperLib.IntPoint[];
  start: number[];
  end: number[];
  /** The edge after it in its ring. */
  next: number[];
  /** Each path's first edge. */
  first: number[];
}

function edgesOf(paths: ClipperLib.Path[]): Edges {
  const edges: Edges = { from: [], start: [], end: [], next: [], first: [] };
  for (const path of paths) {
    const first = edges.from.length;
    edges.first.push(first);
    path.forEach((point, index) => {
      edges.from.push(point);
      edges.start.push(pointKey(point));
      edges.end.push(pointKey(path[(index + 1) % path.length] as ClipperLib.IntPoint));
      edges.next.push(index + 1 < path.length ? first + index + 1 : first);
    });
  }
  return edges;
}

/** Edges by the grid point they start from. */
function leavingEach(edges: Edges): Map<number, number[]> {
  const leaving = new Map<number, number[]>();
  edges.start.forEach((key, edge) => {
    const list = leaving.get(key);
    if (list) list.push(edge);
    else leaving.set(key, [edge]);
  });
  return leaving;
}

/** Clears `alive` for every edge whose reverse is still alive, in pairs; the pairs cancelled. */
function cancelPairs(edges: Edges, leaving: Map<number, number[]>, alive: Uint8Array): number {
  let pairs = 0;
  for (let edge = 0; edge < alive.length; edge++) {
    if (!alive[edge]) continue;
    const start = edges.start[edge] as number;
    const reverse = leaving
      .get(edges.end[edge] as number)
      ?.find((other) => alive[other] === 1 && edges.end[other] === start);
    if (reverse === undefined) continue;
    alive[edge] = 0;
    alive[reverse] = 0;
    pairs++;
  }
  return pairs;
}

/** The closed walk from `edge` along live, unwalked edges, following its own ring when it can. */
function walk(
  edges: Edges,
  leaving: Map<number, number[]>,
  open: Uint8Array,
  edge: number,
): ClipperLib.Path {
  const path: ClipperLib.Path = [];
  const home = edges.start[edge] as number;
  let current = edge;
  for (;;) {
    open[current] = 0;
    path.push(edges.from[current] as ClipperLib.IntPoint);
    const at = edges.end[current] as number;
    if (at === home) return path;
    const following = edges.next[current] as number;
    current = open[following]
      ? following
      : ((leaving.get(at)?.find((other) => open[other] === 1) ?? -1) as number);
    if (current < 0) throw new Error('the shared borders could not be removed');
  }
}

/** The paths with every pair of opposite edges removed (the same union under any fill rule). */
export function cancelSharedEdges(paths: ClipperLib.Path[]): ClipperLib.Path[] {
  const edges = edgesOf(paths);
  const leaving = leavingEach(edges);
  const alive = new Uint8Array(edges.from.length).fill(1);
  if (cancelPairs(edges, leaving, alive) === 0) return paths;
  const result: ClipperLib.Path[] = [];
  paths.forEach((path, index) => {
    const first = edges.first[index] as number;
    if (!alive.subarray(first, first + path.length).every(Boolean)) return;
    result.push(path);
    alive.fill(0, first, first + path.length);
  });
  for (let edge = 0; edge < alive.length; edge++) {
    if (alive[edge]) result.push(walk(edges, leaving, alive, edge));
  }
  return result;
}
