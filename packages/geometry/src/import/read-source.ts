import { accept, type Result, refuse } from '../types.js';
import type { ReadLayer } from './import.types.js';
import type { ReadySource } from './import-source.types.js';
import { readGeoJson } from './read-geojson.js';
import { readKml } from './read-kml.js';
import { readShapefile } from './read-shapefile.js';

function vertexCount(layer: ReadLayer): number {
  let count = 0;
  for (const feature of layer.polygons) {
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    for (const rings of polygons) for (const ring of rings) count += ring.length;
  }
  return count;
}

/**
 * Reads one layer and counts its polygon vertices against what is left of the call's limit.
 * Shapefiles check before reading coordinates; GeoJSON and KML, already parsed by then (and
 * bounded by the file size limit), after.
 */
export function readSource(
  source: ReadySource,
  vertexAllowance: { used: number; max: number },
): Result<{ layer: ReadLayer; vertices: number }> {
  if (source.kind === 'shapefile') {
    const read = readShapefile(source.parts, vertexAllowance);
    return read.valid ? accept({ layer: read.value, vertices: read.value.vertices }) : read;
  }
  const read =
    source.kind === 'read'
      ? source.layer
      : source.kind === 'geojson'
        ? readGeoJson(source.bytes, source.label, source.name)
        : readKml(source.bytes, source.label, source.name);
  if (!read.valid) return read;
  const layer = { ...read.value, file: source.file };
  const vertices = vertexCount(layer);
  if (vertexAllowance.used + vertices > vertexAllowance.max) {
    return refuse('TOO_MANY_VERTICES', { file: source.label, limit: vertexAllowance.max });
  }
  return accept({ layer, vertices });
}
