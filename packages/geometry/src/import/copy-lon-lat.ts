import type { ToLonLat } from './import.types.js';

/** Geographic coordinates on WGS 84 or a datum proj4 would not shift either: already lon/lat. */
export const copyLonLat: ToLonLat = (source, target) => {
  if (target !== source) target.set(source);
};
