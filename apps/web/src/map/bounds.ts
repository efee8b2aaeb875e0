import { type BBox, contiguousFrame, type ShapeFeature } from '@ecotone/geometry';
import type { Polygon, Position } from 'geojson';

/**
 * The [west, south, east, north] box around shapes, or null when there are none. Runs before the
 * map zooms to shapes (the button, an upload); a single pass over the vertices. Shapes cut at the
 * antimeridian (RFC 7946 3.1.9) get the box of their contiguous frame, east past 180 (MapLibre
 * fits it across the date line), not a band round the world.
 */
export function boundsOf(features: readonly ShapeFeature[]): BBox | null {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  const extend = (ring: readonly Position[]) => {
    for (const [longitude = Number.NaN, latitude = Number.NaN] of ring) {
      if (longitude < west) west = longitude;
      if (longitude > east) east = longitude;
      if (latitude < south) south = latitude;
      if (latitude > north) north = latitude;
    }
  };
  for (const { geometry } of features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) for (const ring of polygon) extend(ring);
  }
  if (!(west <= east && south <= north)) return null;
  if (east - west <= 180) return [west, south, east, north];
  const polygons = features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  );
  return contiguousFrame({
    type: 'MultiPolygon',
    coordinates: polygons as Polygon['coordinates'][],
  }).bbox;
}
