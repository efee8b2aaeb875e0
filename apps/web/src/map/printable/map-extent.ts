/**
 * What the printable map and the snapshot know of the map: its visible extent in degrees. `east`
 * may exceed 180 when the view crosses the antimeridian (MapLibre's own bounds do that, as does
 * bounds.ts), so `east - west` is always the width seen.
 */
export interface MapExtent {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** MapLibre's Web Mercator stops here; nothing beyond it is drawn. */
export const MERCATOR_MAX_LATITUDE = 85.0511287798;

const clampLatitude = (latitude: number): number =>
  Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));

/** Web Mercator y of a latitude in [0, 1], 0 at the top of the world (MapLibre's own units). */
export function mercatorY(latitude: number): number {
  const radians = (clampLatitude(latitude) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / Math.PI) / 2;
}

/** The latitude at a Web Mercator y in [0, 1]. */
export function latitudeAt(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** Web Mercator x of a longitude, one world per unit; past 180 it keeps going (no wrap). */
export const mercatorX = (longitude: number): number => (longitude + 180) / 360;

/**
 * The extent with `east` past `west` whatever the caller had: a view across the antimeridian
 * given as east < west (170 to -170) becomes 170 to 190.
 */
export function contiguousExtent(extent: MapExtent): MapExtent {
  const east = extent.east < extent.west ? extent.east + 360 : extent.east;
  return { ...extent, east };
}

/** A longitude of any frame back in [-180, 180] (190 is -170); 180 itself stays 180. */
export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}
