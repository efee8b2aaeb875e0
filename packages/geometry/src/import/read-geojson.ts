import { type Result, refuse } from '../types.js';
import { decodeText } from './decode-text.js';
import { geojsonProjection } from './geojson-projection.js';
import type { ReadLayer } from './import.types.js';
import { jsonSyntaxError } from './json-syntax-error.js';
import { layerFromFeatures } from './layer-from-features.js';

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

function parse(text: string, file: string): Result<unknown> {
  try {
    return { valid: true, value: JSON.parse(text) };
  } catch (error) {
    return { valid: false, reason: jsonSyntaxError(error, text, file) };
  }
}

/** The features of a FeatureCollection, a single Feature, or a bare geometry as one feature. */
function featuresOf(root: Record<string, unknown>): readonly unknown[] | undefined {
  if (root.type === 'FeatureCollection')
    return Array.isArray(root.features) ? root.features : undefined;
  if (root.type === 'Feature') return [root];
  if (typeof root.type === 'string' && GEOMETRY_TYPES.has(root.type)) {
    return [{ type: 'Feature', properties: {}, geometry: root }];
  }
  return undefined;
}

/**
 * A .geojson or .json upload: a FeatureCollection, a Feature or a bare geometry. The layer is
 * named by the collection's `name` member (QGIS and GDAL write one) or the file.
 */
export function readGeoJson(
  bytes: Uint8Array,
  file: string,
  fallbackName: string,
): Result<ReadLayer> {
  const text = decodeText(bytes);
  const parsed = parse(text, file);
  if (!parsed.valid) return parsed;
  const root = parsed.value;
  if (typeof root !== 'object' || root === null || Array.isArray(root))
    return refuse('NOT_GEOJSON', { file });
  const record = root as Record<string, unknown>;
  const features = featuresOf(record);
  if (!features) return refuse('NOT_GEOJSON', { file });
  return layerOfDocument(record, features, file, fallbackName);
}

/**
 * The layer of a parsed document's features: `root`'s `crs` and `name` members apply (also
 * when read member by member, read-geojson-chunks.ts).
 */
export function layerOfDocument(
  root: Record<string, unknown>,
  features: readonly unknown[],
  file: string,
  fallbackName: string,
): Result<ReadLayer> {
  if (features.length === 0) return refuse('EMPTY_FEATURE_COLLECTION', { file });
  const projection = geojsonProjection(root, file);
  if (!projection.valid) return projection;
  const name = typeof root.name === 'string' && root.name.trim() !== '' ? root.name : fallbackName;
  return layerFromFeatures({ name, file, label: file, features, projection: projection.value });
}
