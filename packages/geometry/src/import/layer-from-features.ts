import type { GeoJsonProperties, Position } from 'geojson';
import { accept, type Refusal, type Result, refuse, type ShapeFeature } from '../types.js';
import type { ReadLayer } from './import.types.js';
import { polygonsInLonLatRange } from './polygons-in-lon-lat-range.js';
import type { SourceProjection } from './projection-from-definition.js';
import { reprojectPolygons } from './reproject-polygons.js';
import { splitGeometry } from './split-geometry.js';

export interface LayerSource {
  name: string;
  file: string;
  label: string;
  /** Untrusted features (parsed JSON, or togeojson's output). */
  features: readonly unknown[];
  /** From a GeoJSON `crs` member; null for WGS 84 longitude/latitude. */
  projection: SourceProjection | null;
}

function shapeFeature(feature: Record<string, unknown>, polygons: Position[][][]): ShapeFeature {
  const { id, properties } = feature;
  const geometry: ShapeFeature['geometry'] =
    polygons.length === 1 && polygons[0]
      ? { type: 'Polygon', coordinates: polygons[0] }
      : { type: 'MultiPolygon', coordinates: polygons };
  return {
    type: 'Feature',
    ...(typeof id === 'string' || typeof id === 'number' ? { id } : {}),
    properties:
      typeof properties === 'object' && properties !== null
        ? (properties as GeoJsonProperties)
        : {},
    geometry,
  };
}

/**
 * A GeoJSON or KML layer's features, checked one by one: polygons become shape features (one
 * per source feature, a MultiPolygon when it had several), points and lines are counted, null
 * geometries skipped. Refuses the first malformed feature by its index.
 */
export function layerFromFeatures(source: LayerSource): Result<ReadLayer> {
  const { label: file, projection } = source;
  const layer: ReadLayer = {
    name: source.name,
    file: source.file,
    label: file,
    polygons: [],
    geometryTypes: {},
    points: 0,
    lines: 0,
    warnings: [],
  };
  for (const [index, feature] of source.features.entries()) {
    if (
      typeof feature !== 'object' ||
      feature === null ||
      (feature as { type?: unknown }).type !== 'Feature'
    ) {
      return refuse('GEOJSON_INVALID_FEATURE', { file, feature: index + 1 });
    }
    const geometry = (feature as { geometry?: unknown }).geometry;
    if (geometry === null) continue;
    const split = splitGeometry(geometry);
    if (!split) return refuse('GEOJSON_INVALID_FEATURE', { file, feature: index + 1 });
    layer.points += split.points;
    layer.lines += split.lines;
    for (const [type, count] of Object.entries(split.types)) {
      layer.geometryTypes[type] = (layer.geometryTypes[type] ?? 0) + count;
    }
    if (split.polygons.length === 0) continue;
    const polygons = projection
      ? reprojectPolygons(split.polygons, projection.toLonLat)
      : split.polygons;
    if (!polygonsInLonLatRange(polygons)) {
      return refuse(projection ? 'PROJECTION_OUT_OF_RANGE' : 'COORDINATES_NOT_LON_LAT', { file });
    }
    layer.polygons.push(shapeFeature(feature as Record<string, unknown>, polygons));
  }
  const warnings: Refusal[] = projection?.warnings ?? [];
  return accept({ ...layer, warnings });
}
