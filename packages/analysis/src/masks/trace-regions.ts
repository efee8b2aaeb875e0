/**
 * Exact boundaries of the set pixels of a binary grid, as rings of pixel corners.
 *
 * Every side of a set pixel whose neighbour is not set is a boundary edge, directed clockwise on
 * the screen (x right, y down: top side left to right, right side downwards, ...). Chaining the
 * edges gives closed rings; a vertex is kept only where the direction turns, so collinear edges
 * merge into one and a rectangle of pixels is four corners. Where two set pixels touch only at a
 * corner (a saddle), the chain turns right, hugging the pixel it came along: diagonal neighbours
 * stay separate regions (4-connectivity), and no ring crosses itself. Exterior rings have a
 * positive shoelace area in (x, y-down) coordinates, holes a negative one; each ring carries the
 * 4-connected region of the pixels on its inner side, so holes go to their own exterior without a
 * point-in-polygon search.
 */

/** Directions of an edge: 0 right (+x), 1 down (+y), 2 left, 3 up. */
const DX: readonly number[] = [1, 0, -1, 0];
const DY: readonly number[] = [0, 1, 0, -1];

export interface TracedRing {
  /** Corner coordinates [x0, y0, x1, y1, ...] (column, row), not closed. */
  xy: Float64Array;
  /** Twice the signed area in (x, y-down) pixel units: > 0 exterior, < 0 hole. */
  doubleArea: number;
  /** 4-connected region (label) of the pixels on the ring's inner side. */
  region: number;
}

export interface TracedRegion {
  exterior: Float64Array;
  holes: Float64Array[];
  /** Pixels in the region (its area in pixels). */
  pixels: number;
}

/** 4-connected labels of the set pixels (0 = not set, regions 1..n) by union-find. */
function labelRegions(
  set: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; count: number } {
  const parent = new Int32Array(width * height + 1);
  const labels = new Int32Array(width * height);
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[label] !== root) {
      const next = parent[label] as number;
      parent[label] = root;
      label = next;
    }
    return root;
  };
  let next = 1;
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      const index = row * width + column;
      if (!set[index]) continue;
      const left = column > 0 ? (labels[index - 1] as number) : 0;
      const up = row > 0 ? (labels[index - width] as number) : 0;
      if (left === 0 && up === 0) {
        parent[next] = next;
        labels[index] = next++;
      } else if (left !== 0 && up !== 0) {
        const a = find(left);
        const b = find(up);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
        labels[index] = Math.min(a, b);
      } else labels[index] = left || up;
    }
  // Compact roots to 1..count.
  const compact = new Int32Array(next);
  let count = 0;
  for (let label = 1; label < next; label++) {
    const root = find(label);
    if (compact[root] === 0) compact[root] = ++count;
    compact[label] = compact[root] as number;
  }
  for (let index = 0; index < labels.length; index++) {
    const label = labels[index] as number;
    if (label !== 0) labels[index] = compact[label] as number;
  }
  return { labels, count };
}

/** The pixel whose side is the edge leaving corner (x, y) in direction `direction`. */
function pixelOfEdge(x: number, y: number, direction: number): [number, number] {
  switch (direction) {
    case 0:
      return [x, y]; // top side of (x, y)
    case 1:
      return [x - 1, y]; // right side of (x - 1, y)
    case 2:
      return [x - 1, y - 1]; // bottom side of (x - 1, y - 1)
    default:
      return [x, y - 1]; // left side of (x, y - 1)
  }
}

/** Every boundary ring of the set pixels of a `width` × `height` grid (1 = set). */
export function traceRings(set: Uint8Array, width: number, height: number): TracedRing[] {
  const { labels } = labelRegions(set, width, height);
  const stride = width + 1;
  // Outgoing boundary edges per corner, one bit per direction.
  const out = new Uint8Array(stride * (height + 1));
  const isSet = (column: number, row: number) =>
    column >= 0 && row >= 0 && column < width && row < height && set[row * width + column] === 1;
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      if (set[row * width + column] !== 1) continue;
      if (!isSet(column, row - 1))
        out[row * stride + column] = (out[row * stride + column] as number) | 1;
      if (!isSet(column + 1, row))
        out[row * stride + column + 1] = (out[row * stride + column + 1] as number) | 2;
      if (!isSet(column, row + 1))
        out[(row + 1) * stride + column + 1] = (out[(row + 1) * stride + column + 1] as number) | 4;
      if (!isSet(column - 1, row))
        out[(row + 1) * stride + column] = (out[(row + 1) * stride + column] as number) | 8;
    }
  const rings: TracedRing[] = [];
  const corners: number[] = [];
  const next = (bits: number, direction: number): number => {
    const right = (direction + 1) % 4;
    if (bits & (1 << right)) return right;
    if (bits & (1 << direction)) return direction;
    const left = (direction + 3) % 4;
    if (bits & (1 << left)) return left;
    return -1;
  };
  for (let start = 0; start < out.length; start++) {
    while (out[start] !== 0) {
      const bits = out[start] as number;
      const startDirection = bits & 1 ? 0 : bits & 2 ? 1 : bits & 4 ? 2 : 3;
      const startX = start % stride;
      const startY = (start - startX) / stride;
      const [pixelX, pixelY] = pixelOfEdge(startX, startY, startDirection);
      const region = labels[pixelY * width + pixelX] as number;
      corners.length = 0;
      let x = startX;
      let y = startY;
      let direction = startDirection;
      let previous = -1;
      for (;;) {
        if (direction !== previous) corners.push(x, y);
        previous = direction;
        if (!(x === startX && y === startY && direction === startDirection)) {
          const corner = y * stride + x;
          out[corner] = (out[corner] as number) & ~(1 << direction);
        }
        x += DX[direction] as number;
        y += DY[direction] as number;
        const chosen = next(out[y * stride + x] as number, direction);
        if (x === startX && y === startY && chosen === startDirection) break;
        if (chosen === -1) throw new Error('pixel boundary tracing lost its way');
        direction = chosen;
      }
      out[start] = (out[start] as number) & ~(1 << startDirection);
      // The start corner sits in a straight run when the ring comes back along its direction.
      const xy = Float64Array.from(previous === startDirection ? corners.slice(2) : corners);
      let doubleArea = 0;
      const count = xy.length / 2;
      for (let index = 0; index < count; index++) {
        const following = (index + 1) % count;
        doubleArea +=
          (xy[2 * index] as number) * (xy[2 * following + 1] as number) -
          (xy[2 * following] as number) * (xy[2 * index + 1] as number);
      }
      rings.push({ xy, doubleArea, region });
    }
  }
  return rings;
}

/** The regions of the set pixels: each exterior ring with its holes and its pixel count. */
export function traceRegions(set: Uint8Array, width: number, height: number): TracedRegion[] {
  const rings = traceRings(set, width, height);
  const byRegion = new Map<number, TracedRegion>();
  for (const ring of rings)
    if (ring.doubleArea > 0)
      byRegion.set(ring.region, { exterior: ring.xy, holes: [], pixels: ring.doubleArea / 2 });
  for (const ring of rings)
    if (ring.doubleArea < 0) {
      const region = byRegion.get(ring.region);
      if (region) {
        region.holes.push(ring.xy);
        region.pixels += ring.doubleArea / 2;
      }
    }
  return [...byRegion.values()];
}
