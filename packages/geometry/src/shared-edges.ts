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
  /** Grid keys of each edge's start and end (`pointKey`). */
  start: Float64Array;
  end: Float64Array;
  /** The edge after it in its ring. */
  next: Int32Array;
  /** Each path's first edge. */
  first: number[];
  /** Edges by the grid point they start from: the first, then a chain through `sameStart`. */
  leaving: Map<number, number>;
  sameStart: Int32Array;
}

function edgesOf(paths: ClipperLib.Path[]): Edges {
  const total = paths.reduce((sum, path) => sum + path.length, 0);
  const edges: Edges = {
    from: new Array(total),
    start: new Float64Array(total),
    end: new Float64Array(total),
    next: new Int32Array(total),
    first: [],
    leaving: new Map(),
    sameStart: new Int32Array(total).fill(-1),
  };
  let edge = 0;
  for (const path of paths) {
    const first = edge;
    edges.first.push(first);
    for (let index = 0; index < path.length; index++, edge++) {
      const point = path[index] as ClipperLib.IntPoint;
      const key = pointKey(point);
      edges.from[edge] = point;
      edges.start[edge] = key;
      edges.next[edge] = index + 1 < path.length ? edge + 1 : first;
      edges.end[edge] = pointKey(path[(index + 1) % path.length] as ClipperLib.IntPoint);
      edges.sameStart[edge] = edges.leaving.get(key) ?? -1;
      edges.leaving.set(key, edge);
    }
  }
  return edges;
}

/** The first edge leaving grid point `key` that `accept` takes, or -1. */
function leavingEdge(edges: Edges, key: number, accept: (edge: number) => boolean): number {
  let edge = edges.leaving.get(key) ?? -1;
  while (edge >= 0 && !accept(edge)) edge = edges.sameStart[edge] as number;
  return edge;
}

/** Clears `alive` for every edge whose reverse is still alive, in pairs; the pairs cancelled. */
function cancelPairs(edges: Edges, alive: Uint8Array): number {
  let pairs = 0;
  for (let edge = 0; edge < alive.length; edge++) {
    if (!alive[edge]) continue;
    const start = edges.start[edge] as number;
    const reverse = leavingEdge(
      edges,
      edges.end[edge] as number,
      (other) => alive[other] === 1 && edges.end[other] === start,
    );
    if (reverse < 0) continue;
    alive[edge] = 0;
    alive[reverse] = 0;
    pairs++;
  }
  return pairs;
}

/** The closed walk from `edge` along live, unwalked edges, following its own ring when it can. */
function walk(edges: Edges, open: Uint8Array, edge: number): ClipperLib.Path {
  const path: ClipperLib.Path = [];
  const home = edges.start[edge] as number;
  let current = edge;
  for (;;) {
    open[current] = 0;
    path.push(edges.from[current] as ClipperLib.IntPoint);
    const at = edges.end[current] as number;
    if (at === home) return path;
    const following = edges.next[current] as number;
    current = open[following] ? following : leavingEdge(edges, at, (other) => open[other] === 1);
    if (current < 0) throw new Error('the shared borders could not be removed');
  }
}

/** The paths with every pair of opposite edges removed (the same union under any fill rule). */
export function cancelSharedEdges(paths: ClipperLib.Path[]): ClipperLib.Path[] {
  const edges = edgesOf(paths);
  const alive = new Uint8Array(edges.from.length).fill(1);
  if (cancelPairs(edges, alive) === 0) return paths;
  const result: ClipperLib.Path[] = [];
  paths.forEach((path, index) => {
    const first = edges.first[index] as number;
    if (!alive.subarray(first, first + path.length).every(Boolean)) return;
    result.push(path);
    alive.fill(0, first, first + path.length);
  });
  for (let edge = 0; edge < alive.length; edge++) {
    if (alive[edge]) result.push(walk(edges, alive, edge));
  }
  return result;
}
