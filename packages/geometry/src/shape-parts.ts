import type { Feature, GeoJsonProperties, MultiPolygon, Polygon, Position } from 'geojson';
import type { ShapeCollection, ShapeFeature } from './types.js';

/** One polygon as GeoJSON coordinates: exterior ring first, then holes. */
export type PolygonRings = Position[][];

/** The polygons of a Polygon or MultiPolygon, as a list (the input arrays, not copies). */
export function polygonsOf(geometry: Polygon | MultiPolygon): PolygonRings[] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** A Polygon for one polygon, a MultiPolygon for several (or none). */
export function geometryOf(polygons: PolygonRings[]): Polygon | MultiPolygon {
  const [only] = polygons;
  return only && polygons.length === 1
    ? { type: 'Polygon', coordinates: only }
    : { type: 'MultiPolygon', coordinates: polygons };
}

/** A feature with new geometry and the properties (and id) of `source`. */
export function withPolygons(source: ShapeFeature, polygons: PolygonRings[]): ShapeFeature {
  const feature: Feature<Polygon | MultiPolygon, GeoJsonProperties> = {
    type: 'Feature',
    properties: source.properties,
    geometry: geometryOf(polygons),
  };
  if (source.id !== undefined) feature.id = source.id;
  return feature;
}

/**
 * Applies `transform` to the polygons of every feature; features left without polygons are
 * removed. The input is not changed.
 */
export function mapFeaturePolygons(
  collection: ShapeCollection,
  transform: (polygons: PolygonRings[]) => PolygonRings[],
): ShapeCollection {
  const features: ShapeFeature[] = [];
  for (const feature of collection.features) {
    const polygons = transform(polygonsOf(feature.geometry));
    if (polygons.length > 0) features.push(withPolygons(feature, polygons));
  }
  return { type: 'FeatureCollection', features };
}
