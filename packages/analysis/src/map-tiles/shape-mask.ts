/**
 * The analysed shape rasterized onto a map tile, so a layer shows only inside the study area.
 * Scanline fill with the even-odd rule: for each row, where the shape's edges cross the row's
 * latitude, sorted; pixel centres between pairs of crossings are inside. Holes and the parts of a
 * MultiPolygon (disjoint once stored: the union, made valid) need no special case.
 */

/** A shape's edges, flat `[lon1, lat1, lon2, lat2, ...]`, and its bounds. Built once per shape. */
export interface PreparedShape {
  edges: Float64Array;
  bounds: [west: number, south: number, east: number, north: number];
}

/** Every ring of every polygon of a GeoJSON MultiPolygon's coordinates as edges. */
export function prepareShape(polygons: number[][][][]): PreparedShape {
  let count = 0;
  for (const polygon of polygons) for (const ring of polygon) count += Math.max(ring.length - 1, 0);
  const edges = new Float64Array(count * 4);
  const bounds: PreparedShape['bounds'] = [Infinity, Infinity, -Infinity, -Infinity];
  let at = 0;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let index = 0; index + 1 < ring.length; index++) {
        const [x1 = 0, y1 = 0] = ring[index] as number[];
        const [x2 = 0, y2 = 0] = ring[index + 1] as number[];
        edges.set([x1, y1, x2, y2], at);
        at += 4;
        bounds[0] = Math.min(bounds[0], x1);
        bounds[1] = Math.min(bounds[1], y1);
        bounds[2] = Math.max(bounds[2], x1);
        bounds[3] = Math.max(bounds[3], y1);
      }
    }
  }
  return { edges, bounds };
}

/**
 * 1 where the pixel centre lies inside the shape, else 0; `longitudes` (one per column, evenly
 * spaced, increasing) and `latitudes` (one per row) are the pixel centres. Null when no pixel
 * centre is inside, so the caller can skip the tile.
 */
export function shapeMask(
  shape: PreparedShape,
  longitudes: Float64Array,
  latitudes: Float64Array,
): Uint8Array | null {
  const width = longitudes.length;
  const height = latitudes.length;
  const west = longitudes[0] as number;
  const step = width > 1 ? ((longitudes[width - 1] as number) - west) / (width - 1) : 1;
  const top = latitudes[0] as number;
  const bottom = latitudes[height - 1] as number;
  const [shapeWest, shapeSouth, shapeEast, shapeNorth] = shape.bounds;
  if (
    shapeEast < west ||
    shapeWest > (longitudes[width - 1] as number) ||
    shapeNorth < bottom ||
    shapeSouth > top
  )
    return null;
  const edges = edgesAcross(shape.edges, Math.min(top, bottom), Math.max(top, bottom));
  const mask = new Uint8Array(width * height);
  const crossings: number[] = [];
  let inside = 0;
  for (let row = 0; row < height; row++) {
    const lat = latitudes[row] as number;
    crossings.length = 0;
    for (let at = 0; at < edges.length; at += 4) {
      const y1 = edges[at + 1] as number;
      const y2 = edges[at + 3] as number;
      // Half-open, so a vertex on the row counts once.
      if (y1 <= lat === y2 <= lat) continue;
      const x1 = edges[at] as number;
      const x2 = edges[at + 2] as number;
      crossings.push(x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1));
    }
    if (crossings.length < 2) continue;
    crossings.sort((a, b) => a - b);
    const offset = row * width;
    for (let pair = 0; pair + 1 < crossings.length; pair += 2) {
      // Columns whose centre lies in [from, to).
      const first = Math.max(0, Math.ceil(((crossings[pair] as number) - west) / step));
      const last = Math.min(width, Math.ceil(((crossings[pair + 1] as number) - west) / step));
      if (last > first) {
        mask.fill(1, offset + first, offset + last);
        inside += last - first;
      }
    }
  }
  return inside > 0 ? mask : null;
}

/** The edges that reach the latitude band [south, north]; the others cross no row of the tile. */
function edgesAcross(edges: Float64Array, south: number, north: number): Float64Array {
  const kept = new Float64Array(edges.length);
  let length = 0;
  for (let at = 0; at < edges.length; at += 4) {
    const y1 = edges[at + 1] as number;
    const y2 = edges[at + 3] as number;
    if ((y1 < south && y2 < south) || (y1 > north && y2 > north)) continue;
    kept.set(edges.subarray(at, at + 4), length);
    length += 4;
  }
  return kept.subarray(0, length);
}

/** True when the point lies inside the shape (even-odd rule). */
export function shapeContains(shape: PreparedShape, lon: number, lat: number): boolean {
  const { edges } = shape;
  let inside = false;
  for (let at = 0; at < edges.length; at += 4) {
    const y1 = edges[at + 1] as number;
    const y2 = edges[at + 3] as number;
    if (y1 <= lat === y2 <= lat) continue;
    const x1 = edges[at] as number;
    const x2 = edges[at + 2] as number;
    if (lon < x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
  }
  return inside;
}
