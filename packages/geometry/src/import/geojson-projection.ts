import { accept, type Result, refuse } from '../types.js';
import { projectionFromDefinition, type SourceProjection } from './projection-from-definition.js';

/** proj strings for the EPSG codes a legacy `crs` member names that proj4 has no definition for. */
function definitionOf(code: number): string | undefined {
  if (code >= 32601 && code <= 32660)
    return `+proj=utm +zone=${code - 32600} +datum=WGS84 +units=m`;
  if (code >= 32701 && code <= 32760) {
    return `+proj=utm +zone=${code - 32700} +south +datum=WGS84 +units=m`;
  }
  if (code === 3857 || code === 900913) return 'EPSG:3857';
  if (code === 4269) return 'EPSG:4269';
  return undefined;
}

/**
 * RFC 7946 dropped the `crs` member: GeoJSON is WGS 84 longitude/latitude. Older exports (QGIS,
 * GDAL before 2.3) still name one, often a UTM zone. Those are honoured: WGS 84/CRS84 as is,
 * WGS 84 UTM zones, Web Mercator and NAD 83 reprojected; any other is refused by name rather
 * than read as degrees.
 */
export function geojsonProjection(
  root: Record<string, unknown>,
  file: string,
): Result<SourceProjection | null> {
  const crs = root.crs as { properties?: { name?: unknown } } | null | undefined;
  const name = crs?.properties?.name;
  if (crs === undefined || crs === null || typeof name !== 'string') return accept(null);
  if (/CRS:?84$|EPSG:{1,2}4326$/i.test(name)) return accept(null);
  const code = /EPSG:{1,2}(?:[\d.]*:)?(\d+)$/i.exec(name)?.[1];
  const definition = code === undefined ? undefined : definitionOf(Number(code));
  if (!definition) return refuse('GEOJSON_UNSUPPORTED_CRS', { file, crs: name.slice(0, 80) });
  return projectionFromDefinition(definition, file);
}
