/**
 * Where the boundaries of a set of rings cross, touch or overlap, by a sweep over the segments
 * sorted by their western end. Rings are flat closed coordinate lists [x0, y0, x1, y1, ..., x0,
 * y0] in one plane (degrees for repair, metres for simplify). Neighbouring segments of a ring
 * meet at their shared vertex by construction, so they conflict only when they fold back onto
 * each other (a spike). Runs in repair (is a shape already valid?) and in simplify (did a
 * shortcut cut across another edge?).
 */

/** Segment `segment` of ring `ring` runs from vertex `segment` to vertex `segment + 1`. */
export interface SegmentRef {
  ring: number;
  segment: number;
}

type Flat = ArrayLike<number>;

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether point c, collinear with a-b, lies within the segment's box. */
function within(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): boolean {
  return (
    Math.min(ax, bx) <= cx &&
    cx <= Math.max(ax, bx) &&
    Math.min(ay, by) <= cy &&
    cy <= Math.max(ay, by)
  );
}

/** Whether segments a-b and c-d share any point (crossing, touching or overlapping). */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const o1 = cross(ax, ay, bx, by, cx, cy);
  const o2 = cross(ax, ay, bx, by, dx, dy);
  const o3 = cross(cx, cy, dx, dy, ax, ay);
  const o4 = cross(cx, cy, dx, dy, bx, by);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) {
    return true;
  }
  return (
    (o1 === 0 && within(ax, ay, bx, by, cx, cy)) ||
    (o2 === 0 && within(ax, ay, bx, by, dx, dy)) ||
    (o3 === 0 && within(cx, cy, dx, dy, ax, ay)) ||
    (o4 === 0 && within(cx, cy, dx, dy, bx, by))
  );
}

/** Whether segment `i` of flat ring `p` and segment `j` of flat ring `q` share any point. */
function segmentsMeet(p: Flat, i: number, q: Flat, j: number): boolean {
  return segmentsIntersect(
    p[2 * i] as number,
    p[2 * i + 1] as number,
    p[2 * i + 2] as number,
    p[2 * i + 3] as number,
    q[2 * j] as number,
    q[2 * j + 1] as number,
    q[2 * j + 2] as number,
    q[2 * j + 3] as number,
  );
}

/** Whether segments s-a and s-b, from a shared start s, overlap (collinear, same direction). */
export function overlapFromShared(
  sx: number,
  sy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  return cross(sx, sy, ax, ay, bx, by) === 0 && (ax - sx) * (bx - sx) + (ay - sy) * (by - sy) > 0;
}

/** Neighbours `i` then `j` (sharing vertex j) fold back when they overlap from that vertex. */
function foldsBack(p: Flat, i: number, j: number): boolean {
  return overlapFromShared(
    p[2 * j] as number,
    p[2 * j + 1] as number,
    p[2 * i] as number,
    p[2 * i + 1] as number,
    p[2 * j + 2] as number,
    p[2 * j + 3] as number,
  );
}

/** The pairs of segments that conflict; empty when every ring is simple and rings are disjoint. */
export function segmentConflicts(rings: readonly Flat[]): [SegmentRef, SegmentRef][] {
  const owners: number[] = [];
  const indices: number[] = [];
  const west: number[] = [];
  rings.forEach((ring, ringIndex) => {
    for (let segment = 0; 2 * segment + 3 < ring.length; segment++) {
      owners.push(ringIndex);
      indices.push(segment);
      west.push(Math.min(ring[2 * segment] as number, ring[2 * segment + 2] as number));
    }
  });
  const order = Uint32Array.from(west.keys()).sort(
    (a, b) => (west[a] as number) - (west[b] as number),
  );
  const conflicts: [SegmentRef, SegmentRef][] = [];
  for (let k = 0; k < order.length; k++) {
    const a = order[k] as number;
    const ringA = rings[owners[a] as number] as Flat;
    const i = indices[a] as number;
    const east = Math.max(ringA[2 * i] as number, ringA[2 * i + 2] as number);
    for (let m = k + 1; m < order.length && (west[order[m] as number] as number) <= east; m++) {
      const b = order[m] as number;
      if (
        conflictBetween(rings, owners[a] as number, i, owners[b] as number, indices[b] as number)
      ) {
        conflicts.push([
          { ring: owners[a] as number, segment: i },
          { ring: owners[b] as number, segment: indices[b] as number },
        ]);
      }
    }
  }
  return conflicts;
}

/** Whether the segments' only contact is an end they share, like corners of touching parts. */
function touchAtSharedEnd(p: Flat, i: number, q: Flat, j: number): boolean {
  for (const [a, b] of [
    [i, j],
    [i, j + 1],
    [i + 1, j],
    [i + 1, j + 1],
  ] as const) {
    if (p[2 * a] !== q[2 * b] || p[2 * a + 1] !== q[2 * b + 1]) continue;
    const otherA = a === i ? i + 1 : i;
    const otherB = b === j ? j + 1 : j;
    // Segments leaving a shared end in different directions meet nowhere else.
    return !overlapFromShared(
      p[2 * a] as number,
      p[2 * a + 1] as number,
      p[2 * otherA] as number,
      p[2 * otherA + 1] as number,
      q[2 * otherB] as number,
      q[2 * otherB + 1] as number,
    );
  }
  return false;
}

/**
 * Whether two segments conflict. Different rings may touch at a shared vertex (parts of a
 * MultiPolygon meeting at a corner, a hole touching its exterior at one point: valid in OGC
 * simple features); a ring may not touch itself anywhere but at its neighbours' shared ends.
 */
function conflictBetween(
  rings: readonly Flat[],
  ra: number,
  i: number,
  rb: number,
  j: number,
): boolean {
  const p = rings[ra] as Flat;
  const q = rings[rb] as Flat;
  if (ra === rb) {
    const last = p.length / 2 - 2;
    const [first, second] = i < j ? [i, j] : [j, i];
    if (second === first + 1) return foldsBack(p, first, second);
    if (first === 0 && second === last) return foldsBack(p, second, first);
  }
  if (!segmentsMeet(p, i, q, j)) return false;
  return ra === rb || !touchAtSharedEnd(p, i, q, j);
}
