import type { BBox, ShapeFeature } from '@ecotone/geometry';
import type { Position } from 'geojson';

/**
 * The [west, south, east, north] box around shapes, or null when there are none. Runs before the
 * map zooms to shapes (the button, an upload); a single pass over the vertices.
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
  return west <= east && south <= north ? [west, south, east, north] : null;
}
