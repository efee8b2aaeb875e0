import type { Position } from 'geojson';

/** True when every position is a real longitude/latitude in degrees (NaN fails). */
export function polygonsInLonLatRange(polygons: ReadonlyArray<Position[][]>): boolean {
  for (const rings of polygons) {
    for (const ring of rings) {
      for (const [lon = Number.NaN, lat = Number.NaN] of ring) {
        if (!(lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90)) return false;
      }
    }
  }
  return true;
}
