import type { Position } from 'geojson';
import { emptyExtent, extendExtent } from './extent.js';
import { at, type Ring } from './ring-helpers.js';
import { overlapFromShared, segmentsIntersect } from './segment-conflicts.js';

/**
 * Which stretches of boundary dissolve may hand to Clipper as a single chord
 * (`chord-reduction.ts`). A ring is cut into chunks of `chunkEdges` edges; a chunk is quiet when
 * (1) no edge of any other chunk, but its two ring neighbours, comes into its bounding box,
 * (2) no other vertex of those neighbours lies in its box, and (3) no edge of a neighbour meets
 * its chord but at the shared vertex. Then nothing crosses the region between chunk and chord.
 * Crowded chunks are cut again into chunks a quarter as long, so only the boundary near other
 * geometry goes to Clipper vertex by vertex.
 */

export interface Chunk {
  ring: number;
  index: number;
  start: number;
  end: number;
  west: number;
  south: number;
  east: number;
  north: number;
  quiet: boolean;
}

/** Chunks of `size` edges covering vertices start..end of a ring (the last one takes the rest). */
function chunksBetween(
  ring: Ring,
  ringIndex: number,
  start: number,
  end: number,
  size: number,
): Chunk[] {
  const count = Math.max(1, Math.floor((end - start) / size));
  const chunks: Chunk[] = [];
  for (let index = 0; index < count; index++) {
    const from = start + index * size;
    const to = index === count - 1 ? end : from + size;
    const { west, south, east, north } = extendExtent(emptyExtent(), ring, from, to);
    chunks.push({
      ring: ringIndex,
      index,
      start: from,
      end: to,
      west,
      south,
      east,
      north,
      quiet: true,
    });
  }
  return chunks;
}

/** A ring's first chunks: whole (and never quiet) when shorter than four chunks. */
function chunksOf(ring: Ring, ringIndex: number, chunkEdges: number): Chunk[] {
  const last = ring.length - 1;
  if (last >= 4 * chunkEdges) return chunksBetween(ring, ringIndex, 0, last, chunkEdges);
  const [whole] = chunksBetween(ring, ringIndex, 0, last, Math.max(1, last));
  return whole ? [{ ...whole, quiet: false }] : [];
}

const inBox = (chunk: Chunk, position: Position): boolean => {
  const x = position[0] as number;
  const y = position[1] as number;
  return chunk.west <= x && x <= chunk.east && chunk.south <= y && y <= chunk.north;
};

/** Whether segment p-q has a point in the chunk's (closed) box. */
function segmentInBox(chunk: Chunk, p: Position, q: Position): boolean {
  if (inBox(chunk, p) || inBox(chunk, q)) return true;
  const [px = 0, py = 0] = p;
  const [qx = 0, qy = 0] = q;
  if (Math.max(px, qx) < chunk.west || Math.min(px, qx) > chunk.east) return false;
  if (Math.max(py, qy) < chunk.south || Math.min(py, qy) > chunk.north) return false;
  const { west, south, east, north } = chunk;
  return (
    segmentsIntersect(px, py, qx, qy, west, south, east, south) ||
    segmentsIntersect(px, py, qx, qy, east, south, east, north) ||
    segmentsIntersect(px, py, qx, qy, east, north, west, north) ||
    segmentsIntersect(px, py, qx, qy, west, north, west, south)
  );
}

/** Whether any edge of `other` comes into the chunk's box. */
function reaches(rings: Ring[], other: Chunk, chunk: Chunk): boolean {
  const ring = rings[other.ring] as Ring;
  for (let vertex = other.start; vertex < other.end; vertex++) {
    if (segmentInBox(chunk, ring[vertex] as Position, ring[vertex + 1] as Position)) return true;
  }
  return false;
}

/**
 * Condition 1: no edge of any chunk but a ring neighbour comes into the chunk's box. Geometry
 * that surrounds the box without entering it is allowed: it covers chain and chord alike.
 */
function markCrowded(rings: Ring[], chunks: Chunk[], countOf: (ring: number) => number): void {
  const order = [...chunks].sort((a, b) => a.west - b.west);
  order.forEach((a, k) => {
    for (let m = k + 1; m < order.length && (order[m] as Chunk).west <= a.east; m++) {
      const b = order[m] as Chunk;
      if (b.south > a.north || b.north < a.south || !(a.quiet || b.quiet)) continue;
      const gap = Math.abs(a.index - b.index);
      if (a.ring === b.ring && (gap === 1 || gap === countOf(a.ring) - 1)) continue;
      if (a.quiet && reaches(rings, b, a)) a.quiet = false;
      if (b.quiet && reaches(rings, a, b)) b.quiet = false;
    }
  });
}

/**
 * Conditions 2 and 3 against a ring neighbour sharing a vertex with the chunk (`here` in the
 * chunk, `there` in the neighbour, which differ where the ring closes): no other vertex of the
 * neighbour in the chunk's box, no edge of it meeting the chord but at the shared vertex.
 */
function clearOf(ring: Ring, chunk: Chunk, neighbour: Chunk, here: number, there: number): boolean {
  for (let vertex = neighbour.start; vertex <= neighbour.end; vertex++) {
    if (vertex !== there && inBox(chunk, ring[vertex] as Position)) return false;
  }
  const [ax = 0, ay = 0] = at(ring, chunk.start);
  const [bx = 0, by = 0] = at(ring, chunk.end);
  const [sx = 0, sy = 0] = at(ring, here);
  const [ox = 0, oy = 0] = at(ring, here === chunk.start ? chunk.end : chunk.start);
  const chordWest = Math.min(ax, bx);
  const chordEast = Math.max(ax, bx);
  const chordSouth = Math.min(ay, by);
  const chordNorth = Math.max(ay, by);
  for (let vertex = neighbour.start; vertex < neighbour.end; vertex++) {
    const p = ring[vertex] as Position;
    const q = ring[vertex + 1] as Position;
    const px = p[0] as number;
    const py = p[1] as number;
    const qx = q[0] as number;
    const qy = q[1] as number;
    if (vertex === there || vertex + 1 === there) {
      const tx = vertex === there ? qx : px;
      const ty = vertex === there ? qy : py;
      if (overlapFromShared(sx, sy, ox, oy, tx, ty)) return false;
      continue;
    }
    const apart =
      Math.max(px, qx) < chordWest ||
      Math.min(px, qx) > chordEast ||
      Math.max(py, qy) < chordSouth ||
      Math.min(py, qy) > chordNorth;
    if (!apart && segmentsIntersect(ax, ay, bx, by, px, py, qx, qy)) return false;
  }
  return true;
}

function markQuiet(rings: Ring[], chunks: Chunk[]): void {
  const byRing = rings.map(() => [] as Chunk[]);
  for (const chunk of chunks) byRing[chunk.ring]?.push(chunk);
  markCrowded(rings, chunks, (ring) => byRing[ring]?.length ?? 0);
  for (const [ringIndex, own] of byRing.entries()) {
    const ring = rings[ringIndex] as Ring;
    own.forEach((chunk, index) => {
      const previous = own[(index + own.length - 1) % own.length] as Chunk;
      const next = own[(index + 1) % own.length] as Chunk;
      chunk.quiet &&=
        clearOf(ring, chunk, previous, chunk.start, previous.end) &&
        clearOf(ring, chunk, next, chunk.end, next.start);
    });
    own.forEach((chunk, index) => {
      const next = own[(index + 1) % own.length] as Chunk;
      if (!chunk.quiet || !next.quiet) return;
      const [sx = 0, sy = 0] = at(ring, chunk.end);
      const [ax = 0, ay = 0] = at(ring, chunk.start);
      const [bx = 0, by = 0] = at(ring, next.end);
      if (overlapFromShared(sx, sy, ax, ay, bx, by)) next.quiet = false;
    });
  }
}

/** Crowded chunks cut into chunks a quarter as long, renumbered along each ring. */
function refined(rings: Ring[], chunks: Chunk[], chunkEdges: number): Chunk[] {
  const size = Math.max(2, Math.floor(chunkEdges / 4));
  const result = chunks.flatMap((chunk) => {
    const chunked = chunk.end - chunk.start < (rings[chunk.ring]?.length ?? 0) - 1;
    if (chunk.quiet || !chunked || chunk.end - chunk.start < 2 * size) return [chunk];
    return chunksBetween(rings[chunk.ring] as Ring, chunk.ring, chunk.start, chunk.end, size);
  });
  let previousRing = -1;
  let index = 0;
  for (const chunk of result) {
    index = chunk.ring === previousRing ? index + 1 : 0;
    previousRing = chunk.ring;
    chunk.index = index;
  }
  return result;
}

/** The chunks of every ring, in ring order, with `quiet` set. */
export function quietChunks(rings: Ring[], chunkEdges: number): Chunk[] {
  const coarse = rings.flatMap((ring, index) => chunksOf(ring, index, chunkEdges));
  markCrowded(rings, coarse, countsOf(rings, coarse));
  const chunks = refined(rings, coarse, chunkEdges);
  markQuiet(rings, chunks);
  return chunks;
}

function countsOf(rings: Ring[], chunks: Chunk[]): (ring: number) => number {
  const counts = rings.map(() => 0);
  for (const chunk of chunks) counts[chunk.ring] = (counts[chunk.ring] ?? 0) + 1;
  return (ring) => counts[ring] ?? 0;
}
