import type { Position } from 'geojson';
import type { ShapeCollection, ShapeFeature } from '../src/types.js';

/**
 * Small shapes for this package's unit tests, in metres east and north of a point in Colorado
 * (so tolerances in metres and m² mean what they do in the clean-up).
 */
const ORIGIN: Position = [-104.62, 38.71];
const METERS_PER_DEGREE = 111_320;

export const at = (east: number, north: number): Position => [
  Number(
    (
      (ORIGIN[0] as number) +
      east / (METERS_PER_DEGREE * Math.cos(((ORIGIN[1] as number) * Math.PI) / 180))
    ).toFixed(9),
  ),
  Number(((ORIGIN[1] as number) + north / METERS_PER_DEGREE).toFixed(9)),
];

/** A closed counter-clockwise square ring with its south-west corner `east`, `north` metres away. */
export const squareRing = (east: number, north: number, side: number): Position[] => [
  at(east, north),
  at(east + side, north),
  at(east + side, north + side),
  at(east, north + side),
  at(east, north),
];

export const clockwise = (ring: Position[]): Position[] => [...ring].reverse();

export const polygonFeature = (
  rings: Position[][],
  properties: Record<string, unknown> = {},
): ShapeFeature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: rings },
});

export const collectionOf = (...features: ShapeFeature[]): ShapeCollection => ({
  type: 'FeatureCollection',
  features,
});

/** Every ring of the collection. */
export const ringsOf = (collection: ShapeCollection): Position[][] =>
  collection.features.flatMap((feature) =>
    feature.geometry.type === 'Polygon'
      ? feature.geometry.coordinates
      : feature.geometry.coordinates.flat(),
  );
