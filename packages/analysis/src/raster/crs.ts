import proj4 from 'proj4';

/** EPSG codes of geographic (longitude/latitude) CRSs a raster is likely to use. */
const GEOGRAPHIC_CODES = new Set([4326, 4269, 4258, 4283, 4617, 4674, 4230, 4267]);

/** The EPSG code of `EPSG:nnnn` (case-insensitive), or null for a proj4 string. */
export function epsgCode(crs: string): number | null {
  const match = /^epsg:(\d+)$/i.exec(crs.trim());
  return match ? Number(match[1]) : null;
}

/** True when the CRS's coordinates are longitude and latitude in degrees. */
export function isGeographic(crs: string): boolean {
  const code = epsgCode(crs);
  if (code !== null) return GEOGRAPHIC_CODES.has(code);
  return /\+proj=(longlat|latlong|lonlat|latlon)\b/.test(crs);
}

/**
 * A proj4 converter from WGS 84 longitude/latitude to `crs` and back. proj4 knows EPSG:4326,
 * 4269, 3857 and the WGS 84 UTM zones (326xx, 327xx) by itself; other codes need a proj4 string.
 */
export function lonLatConverter(crs: string): proj4.Converter {
  const code = epsgCode(crs);
  const definition = code === null ? crs : `EPSG:${code}`;
  if (code !== null && !proj4.defs(definition)) {
    throw new Error(`Unknown CRS ${crs}: pass its proj4 definition string instead`);
  }
  return proj4('EPSG:4326', definition);
}
