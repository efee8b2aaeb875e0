import type { ShapeCollection } from '@ecotone/geometry';

/** A FeatureCollection of one lon/lat rectangle, sides along meridians and parallels. */
export const rectangle = (
  west: number,
  south: number,
  east: number,
  north: number,
): ShapeCollection => ({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      },
    },
  ],
});

/**
 * The integration tests' study area: a FeatureCollection of one 0.01-degree square with its
 * south-west corner at (west, south). At 44.5 N in Wyoming (the default), by hand, 0.01 deg of
 * longitude is about 111.32 km * cos(44.5 deg) / 100 = 794.0 m and of latitude 1111.3 m, so
 * ~88.2 ha.
 */
export const square = (west = -107.46, south = 44.5) =>
  rectangle(west, south, west + 0.01, south + 0.01);
