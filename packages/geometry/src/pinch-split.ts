import type { ClipperLib } from './clipper.js';
import { pointKey } from './clipper-grid.js';

/**
 * A Clipper output contour cut into simple loops wherever it passes through the same point
 * twice. Clipper's `StrictlySimple` mode would do this but is quadratic in clipper-lib's
 * JavaScript (minutes for a ranch); this is linear. Two parts touching at a corner come out as
 * two loops of the same winding; a hole touching its exterior comes out as a loop of the
 * opposite winding.
 */
export function splitPinches(path: ClipperLib.Path): ClipperLib.Path[] {
  const loops: ClipperLib.Path[] = [];
  const stack: ClipperLib.IntPoint[] = [];
  const depthOf = new Map<number, number>();
  for (const point of [...path, path[0]]) {
    if (!point) continue;
    const key = pointKey(point);
    const depth = depthOf.get(key);
    if (depth === undefined) {
      depthOf.set(key, stack.length);
      stack.push(point);
      continue;
    }
    const loop = stack.splice(depth + 1);
    loop.unshift(stack[depth] as ClipperLib.IntPoint);
    for (const removed of loop.slice(1)) depthOf.delete(pointKey(removed));
    if (loop.length >= 3) loops.push(loop);
  }
  return loops;
}

/** Whether a contour passes through some point twice (the common case has no pinch). */
export function hasPinch(path: ClipperLib.Path): boolean {
  const seen = new Set<number>();
  for (const point of path) {
    const key = pointKey(point);
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
