import type { Position } from 'geojson';
import type { Ring } from './ring-helpers.js';

/**
 * Whether `point` is inside the closed `ring`, by counting crossings of a ray to the east
 * (points on the boundary may go either way: callers test rings known not to touch).
 */
export function pointInRing(point: Position, ring: Ring): boolean {
  const x = point[0] as number;
  const y = point[1] as number;
  let inside = false;
  for (let index = 0; index + 1 < ring.length; index++) {
    const a = ring[index] as Position;
    const b = ring[index + 1] as Position;
    const ay = a[1] as number;
    const by = b[1] as number;
    if (ay > y !== by > y) {
      const ax = a[0] as number;
      const crossingX = ax + ((y - ay) * ((b[0] as number) - ax)) / (by - ay);
      if (x < crossingX) inside = !inside;
    }
  }
  return inside;
}
