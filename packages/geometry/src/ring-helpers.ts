import type { Position } from 'geojson';

/** A linear ring: closed (first position equals last) once it has been through `closedRing`. */
export type Ring = Position[];

/** The position at `index`; callers guarantee the index is in range. */
export const at = (ring: Ring, index: number): Position => ring[index] as Position;

const samePosition = (a: Position, b: Position): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * A closed copy of `ring` keeping only longitude and latitude, without consecutive repeated
 * positions. Runs first in repair, and wherever rounding may have merged neighbours.
 */
export function closedRing(ring: Ring): Ring {
  const result: Ring = [];
  let previous: Position | undefined;
  for (const position of ring) {
    if (previous && samePosition(previous, position)) continue;
    previous = position;
    result.push([position[0] as number, position[1] as number]);
  }
  while (result.length > 1 && samePosition(at(result, 0), at(result, result.length - 1))) {
    result.pop();
  }
  if (result.length > 0) result.push([...at(result, 0)]);
  return result;
}

/**
 * Twice the signed area in square degrees (positive: counter-clockwise). Only for orientation
 * and degeneracy tests: `geodesic-area.ts` gives areas in square metres. Centred on the first
 * position so small rings keep their precision.
 */
export function planarDoubleArea(ring: Ring): number {
  const origin = ring[0];
  if (!origin) return 0;
  const x0 = origin[0] as number;
  const y0 = origin[1] as number;
  let sum = 0;
  for (let index = 1; index + 1 < ring.length; index++) {
    const a = at(ring, index);
    const b = at(ring, index + 1);
    sum += ((a[0] as number) - x0) * ((b[1] as number) - y0);
    sum -= ((b[0] as number) - x0) * ((a[1] as number) - y0);
  }
  return sum;
}

/** `ring` turned counter-clockwise when `counterClockwise`, clockwise otherwise (a copy). */
export function oriented(ring: Ring, counterClockwise: boolean): Ring {
  const isCounterClockwise = planarDoubleArea(ring) > 0;
  return isCounterClockwise === counterClockwise ? ring : [...ring].reverse();
}
