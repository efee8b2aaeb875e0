import type { Position } from 'geojson';
import type { CountryCollection } from './geometry-protocol';

/**
 * Natural Earth (world-atlas) keeps a few rings whole across the antimeridian (an island of Fiji,
 * parts of Chukotka: a point at 179.99 followed by one at −179.94), and quantises +180 to −180.
 * MapLibre draws such a ring as a band round the world. Each ring is made continuous instead:
 * past a jump of more than 180° its longitudes go on beyond ±180 (MapLibre draws longitudes up to
 * 540 on the next world copy). A ring that does not come back to its start that way goes round a
 * pole (Antarctica) and is left as it is.
 */
export function unwrapAntimeridianRings(collection: CountryCollection): CountryCollection {
  const unwrap = (ring: Position[]): Position[] => {
    let offset = 0;
    let previous: number | undefined;
    const unwrapped = ring.map((point) => {
      let x = (point[0] ?? 0) + offset;
      if (previous !== undefined) {
        while (x - previous > 180) {
          offset -= 360;
          x -= 360;
        }
        while (previous - x > 180) {
          offset += 360;
          x += 360;
        }
      }
      previous = x;
      return [x, ...point.slice(1)];
    });
    const first = unwrapped[0]?.[0] ?? 0;
    const last = unwrapped[unwrapped.length - 1]?.[0] ?? 0;
    return Math.abs(first - last) < 1e-9 ? unwrapped : ring;
  };
  return {
    ...collection,
    features: collection.features.map((feature) => {
      const geometry = feature.geometry;
      if (geometry.type === 'Polygon') {
        return {
          ...feature,
          geometry: { ...geometry, coordinates: geometry.coordinates.map(unwrap) },
        };
      }
      return {
        ...feature,
        geometry: {
          ...geometry,
          coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrap)),
        },
      };
    }),
  };
}
