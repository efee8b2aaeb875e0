import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { cutAtAntimeridian } from './cut-at-antimeridian.js';
import { polygonCoordinatesRefusal, positionsOf } from './polygon-coordinates.validation.js';
import {
  accept,
  type Refusal,
  type Result,
  refuse,
  type ShapeCollection,
  type ShapeFeature,
} from './types.js';

const POLYGON_TYPES = new Set(['Polygon', 'MultiPolygon']);
const OTHER_GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString']);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The most frequent non-polygon geometry type and its count, for NON_POLYGON_FEATURES. */
function mostFrequent(counts: Map<string, number>): { type: string; count: number } {
  let best = { type: '', count: 0 };
  for (const [type, count] of counts) if (count > best.count) best = { type, count };
  return best;
}

/** The first structural problem of the features, or the counts of non-polygon geometry. */
function typeRefusal(features: unknown[]): Refusal | undefined {
  const nonPolygon = new Map<string, number>();
  for (const [index, feature] of features.entries()) {
    const number = index + 1;
    if (!isObject(feature) || feature.type !== 'Feature')
      return { code: 'NOT_A_FEATURE', params: { feature: number } };
    const geometry = feature.geometry;
    if (geometry === null || geometry === undefined)
      return { code: 'NULL_GEOMETRY', params: { feature: number } };
    const type = isObject(geometry) ? geometry.type : undefined;
    if (type === 'GeometryCollection')
      return { code: 'GEOMETRY_COLLECTION', params: { feature: number } };
    if (typeof type === 'string' && POLYGON_TYPES.has(type)) continue;
    if (typeof type === 'string' && OTHER_GEOMETRY_TYPES.has(type)) {
      nonPolygon.set(type, (nonPolygon.get(type) ?? 0) + 1);
      continue;
    }
    return { code: 'UNKNOWN_GEOMETRY_TYPE', params: { feature: number, type: String(type) } };
  }
  if (nonPolygon.size === 0) return undefined;
  return { code: 'NON_POLYGON_FEATURES', params: mostFrequent(nonPolygon) };
}

function validateFeatures(features: unknown): Result<ShapeCollection> {
  if (!Array.isArray(features)) return refuse('FEATURES_NOT_A_LIST');
  if (features.length === 0) return refuse('EMPTY');
  const typeProblem = typeRefusal(features);
  if (typeProblem) return { valid: false, reason: typeProblem };
  const shapes: ShapeFeature[] = [];
  for (const [index, item] of (features as Feature<Polygon | MultiPolygon>[]).entries()) {
    const refusal = polygonCoordinatesRefusal(item.geometry, index + 1);
    if (refusal) return { valid: false, reason: refusal };
    const cut = cutAtAntimeridian(positionsOf(item.geometry), index + 1);
    if (!cut.valid) return cut;
    const shape: ShapeFeature = {
      type: 'Feature',
      properties: isObject(item.properties) ? { ...item.properties } : {},
      geometry: cut.value,
    };
    if (typeof item.id === 'string' || typeof item.id === 'number') shape.id = item.id;
    shapes.push(shape);
  }
  return accept({ type: 'FeatureCollection', features: shapes });
}

/**
 * Checks that `input` (parsed JSON from a drawing, an upload or an API body) is a shape: a
 * FeatureCollection of Polygon and MultiPolygon features with positions on the map. Runs before
 * any other operation of this package, which all assume its answer. A single Feature, Polygon
 * or MultiPolygon is accepted as a collection of one (files from other tools often hold a bare
 * geometry); any other single feature or geometry is refused with the same reasons a collection
 * would get. Each refusal names its problem and, where there is one, the feature (counting
 * from 1): a code of the `geometry` catalogue with its params.
 *
 * The accepted value is a copy with positions reduced to [longitude, latitude] (altitudes are
 * dropped) and properties kept, cut at the antimeridian (RFC 7946 section 3.1.9) with longitudes
 * in [-180, 180] (`cutAtAntimeridian`). Shapes beyond the map's latitudes (±85.05°) or around a
 * pole are refused. Rings may still be open, wound either way or self-intersecting:
 * `repairShapes` fixes those.
 */
export function validateShapeCollection(input: unknown): Result<ShapeCollection> {
  if (!isObject(input)) return refuse('NOT_AN_OBJECT');
  const { type } = input;
  if (type === 'FeatureCollection') return validateFeatures(input.features);
  if (type === 'Feature') return validateFeatures([input]);
  if (
    typeof type === 'string' &&
    (POLYGON_TYPES.has(type) || OTHER_GEOMETRY_TYPES.has(type) || type === 'GeometryCollection')
  ) {
    return validateFeatures([{ type: 'Feature', properties: {}, geometry: input }]);
  }
  return refuse('NOT_A_FEATURE_COLLECTION', {
    type: typeof type === 'string' ? type : typeof type,
  });
}
