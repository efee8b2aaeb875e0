import type { Position } from 'geojson';

/** A bounding box being grown; empty while `west > east`. */
export interface Extent {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const emptyExtent = (): Extent => ({
  west: Number.POSITIVE_INFINITY,
  south: Number.POSITIVE_INFINITY,
  east: Number.NEGATIVE_INFINITY,
  north: Number.NEGATIVE_INFINITY,
});

/**
 * Grows `extent` by the positions `from..to` (inclusive) of a ring. It updates the extent it is
 * given, on purpose: callers accumulate over many rings in hot loops (dissolve, bbox) and a new
 * object per ring would cost more than the scan.
 */
export function extendExtent(
  extent: Extent,
  ring: readonly Position[],
  from = 0,
  to = ring.length - 1,
): Extent {
  for (let index = from; index <= to; index++) {
    const position = ring[index] as Position;
    const x = position[0] as number;
    const y = position[1] as number;
    if (x < extent.west) extent.west = x;
    if (x > extent.east) extent.east = x;
    if (y < extent.south) extent.south = y;
    if (y > extent.north) extent.north = y;
  }
  return extent;
}
