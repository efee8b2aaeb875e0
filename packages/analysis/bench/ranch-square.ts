import type { MultiPolygon } from 'geojson';

/**
 * The benches' shape: a square of `hectares` centred on a Wyoming ranch (44 N, 107 W), sides
 * along meridians and parallels, in lon/lat degrees.
 */
export function ranchSquare(hectares: number): MultiPolygon {
  const side = Math.sqrt(hectares * 10_000);
  const latitude = 44;
  const dLat = side / 111_320;
  const dLon = side / (111_320 * Math.cos((latitude * Math.PI) / 180));
  const west = -107 - dLon / 2;
  const south = latitude - dLat / 2;
  return {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [west, south],
          [west + dLon, south],
          [west + dLon, south + dLat],
          [west, south + dLat],
          [west, south],
        ],
      ],
    ],
  };
}
