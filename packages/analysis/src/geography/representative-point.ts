import { geodesicAreaSquareMeters } from '@ecotone/geometry';
import type { MultiPolygon, Position } from 'geojson';

/**
 * A point inside the shape's largest polygon, used to find the nearest place: the middle of the
 * widest run of the horizontal line through the polygon's vertex-average latitude. Unlike the
 * centroid, it cannot fall outside a crescent or in a hole.
 */
export function representativePoint(shape: MultiPolygon): [number, number] {
  let largest: Position[][] | undefined;
  let largestArea = -1;
  for (const polygon of shape.coordinates) {
    const area = geodesicAreaSquareMeters({ type: 'Polygon', coordinates: polygon });
    if (area > largestArea) {
      largestArea = area;
      largest = polygon;
    }
  }
  const exterior = largest?.[0] ?? [];
  if (exterior.length === 0) throw new Error('Empty shape');
  const latitude = exterior.reduce((sum, [, y = 0]) => sum + y, 0) / exterior.length;
  const crossings: number[] = [];
  for (const ring of largest ?? []) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] as Position;
      const [xj = 0, yj = 0] = ring[j] as Position;
      if (yi > latitude !== yj > latitude)
        crossings.push(xi + ((latitude - yi) * (xj - xi)) / (yj - yi));
    }
  }
  crossings.sort((a, b) => a - b);
  let best: [number, number] = [
    (exterior[0] as Position)[0] ?? 0,
    (exterior[0] as Position)[1] ?? 0,
  ];
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const [west, east] = [crossings[i] as number, crossings[i + 1] as number];
    if (east - west > widest) {
      widest = east - west;
      best = [(west + east) / 2, latitude];
    }
  }
  return best;
}
