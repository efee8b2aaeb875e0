import type { Position } from 'geojson';
import { quietChunks } from './chord-chunks.js';
import type { ClipperLib } from './clipper.js';
import { type ClipperGrid, pointKey } from './clipper-grid.js';
import { type ContourToRing, orientedPath } from './clipper-output.js';
import { at, oriented, type Ring } from './ring-helpers.js';

/**
 * Dissolve's shortcut past clipper-lib's cost (~6 µs a vertex in JavaScript): long rings are cut
 * into chains of `CHUNK_EDGES` edges, and a chain whose bounding box no other geometry enters
 * ("quiet") goes to Clipper as one chord from its first to its last vertex. Nothing crosses the
 * region between chain and chord, so the chord is on the union's boundary exactly when the
 * chain is, and the chain is put back in its place afterwards (`toRing`). A ranch boundary
 * overlapped in a few places goes to Clipper with a few percent of its vertices. If any chord
 * is missing from Clipper's answer, `complete()` says so and the caller unions the full rings.
 */
export const CHUNK_EDGES = 32;

export interface RoleRing {
  ring: Ring;
  exterior: boolean;
}

export interface Reduction {
  paths: ClipperLib.Path[];
  toRing: ContourToRing;
  complete(): boolean;
}

/** A quiet chain, replaced by the chord between vertices `start` and `end` of ring `ring`. */
interface Chain {
  ring: Ring;
  start: number;
  end: number;
  ends: [number, number];
  found: boolean;
}

/** Chains by the grid key of either end of their chord. */
class ChordIndex {
  private readonly byEnd = new Map<number, Chain[]>();
  readonly chains: Chain[] = [];

  add(chain: Chain): void {
    this.chains.push(chain);
    for (const key of chain.ends) {
      const list = this.byEnd.get(key);
      if (list) list.push(chain);
      else this.byEnd.set(key, [chain]);
    }
  }

  /** The chain whose chord runs from grid point `from` to grid point `to`, if any. */
  between(from: number, to: number): Chain | undefined {
    return this.byEnd
      .get(from)
      ?.find(
        ({ ends }) => (ends[0] === from && ends[1] === to) || (ends[0] === to && ends[1] === from),
      );
  }
}

/** Appends the inner vertices of `chain` to `ring`, walking from the end at grid point `from`. */
function appendChain(ring: Ring, { ring: source, start, end, ends }: Chain, from: number): void {
  if (ends[0] === from) {
    for (let vertex = start + 1; vertex < end; vertex++)
      ring.push([...(source[vertex] as Position)]);
  } else {
    for (let vertex = end - 1; vertex > start; vertex--)
      ring.push([...(source[vertex] as Position)]);
  }
}

/** A Clipper contour as a ring with its chords' chains put back; records the grid points seen. */
function expandedRing(
  path: ClipperLib.Path,
  grid: ClipperGrid,
  index: ChordIndex,
  seen: Set<number>,
): Ring {
  const ring: Ring = [];
  path.forEach((point, position) => {
    const key = pointKey(point);
    seen.add(key);
    ring.push(grid.toPosition(point));
    const chain = index.between(
      key,
      pointKey(path[(position + 1) % path.length] as ClipperLib.IntPoint),
    );
    if (!chain) return;
    chain.found = true;
    appendChain(ring, chain, key);
  });
  ring.push([...(ring[0] ?? [0, 0])]);
  return ring;
}

/** The Clipper paths with quiet chains replaced by chords, and the way back. */
export function reduceRings(
  roleRings: RoleRing[],
  grid: ClipperGrid,
  chunkEdges = CHUNK_EDGES,
): Reduction {
  const rings = roleRings.map(({ ring, exterior }) => oriented(ring, exterior));
  const index = new ChordIndex();
  const positions: Ring[] = rings.map(() => []);
  for (const chunk of quietChunks(rings, chunkEdges)) {
    const ring = rings[chunk.ring] as Ring;
    const own = positions[chunk.ring] as Ring;
    const ends: [number, number] = [
      pointKey(grid.toPoint(at(ring, chunk.start))),
      pointKey(grid.toPoint(at(ring, chunk.end))),
    ];
    if (chunk.quiet && ends[0] !== ends[1]) {
      own.push(at(ring, chunk.start));
      index.add({ ring, start: chunk.start, end: chunk.end, ends, found: false });
    } else {
      for (let vertex = chunk.start; vertex < chunk.end; vertex++)
        own.push(ring[vertex] as Position);
    }
  }
  const paths = positions.map((own, ringIndex) =>
    orientedPath(grid.toPath([...own, own[0] ?? [0, 0]]), roleRings[ringIndex]?.exterior ?? true),
  );
  const seen = new Set<number>();
  const toRing: ContourToRing = (path) => expandedRing(path, grid, index, seen);
  // A chord missing while one of its ends is on the boundary means Clipper cut it.
  const complete = (): boolean =>
    index.chains.every(({ found, ends }) => found || !(seen.has(ends[0]) || seen.has(ends[1])));
  return { paths, toRing, complete };
}
