import type { Position } from 'geojson';
import type { ShapeFeature } from '../types.js';

function signedArea(ring: readonly Position[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    twice += xj * yi - xi * yj;
  }
  return twice / 2;
}

function rewindPolygon(rings: readonly Position[][]): Position[][] {
  return rings.map((ring, index) => {
    const counterClockwise = signedArea(ring) > 0;
    const wantCounterClockwise = index === 0;
    return counterClockwise === wantCounterClockwise || signedArea(ring) === 0
      ? ring
      : ring.toReversed();
  });
}

/**
 * The feature with RFC 7946's winding (section 3.1.6): exterior rings counter-clockwise, holes
 * clockwise. Rings already right are shared, not copied; the input is never changed.
 */
export function rewindRfc7946(feature: ShapeFeature): ShapeFeature {
  const { geometry } = feature;
  const rewound: ShapeFeature['geometry'] =
    geometry.type === 'Polygon'
      ? { type: 'Polygon', coordinates: rewindPolygon(geometry.coordinates) }
      : { type: 'MultiPolygon', coordinates: geometry.coordinates.map(rewindPolygon) };
  return { ...feature, geometry: rewound };
}
