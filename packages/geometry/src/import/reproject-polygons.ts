import type { Position } from 'geojson';
import type { ToLonLat } from './import.types.js';

/** New polygons with every position passed through `toLonLat` in one flat batch. */
export function reprojectPolygons(polygons: Position[][][], toLonLat: ToLonLat): Position[][][] {
  let count = 0;
  for (const rings of polygons) for (const ring of rings) count += ring.length;
  const flat = new Float64Array(count * 2);
  let at = 0;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (const [x = Number.NaN, y = Number.NaN] of ring) {
        flat[at++] = x;
        flat[at++] = y;
      }
    }
  }
  toLonLat(flat, flat);
  at = 0;
  return polygons.map((rings) =>
    rings.map((ring) =>
      ring.map(() => {
        const lonLat = [flat[at] as number, flat[at + 1] as number];
        at += 2;
        return lonLat;
      }),
    ),
  );
}
