import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { totalAreaHectares } from './area-hectares.js';
import { cutAtAntimeridian } from './cut-at-antimeridian.js';
import { validateShapeCollection } from './shape-collection.validation.js';
import type { ShapeCollection } from './types.js';

const polygon = (...rings: number[][][]): Polygon => ({ type: 'Polygon', coordinates: rings });
/** A square of `size` degrees from (west, south), corners counter-clockwise. */
const square = (west: number, south: number, size = 1) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];
/** The square of issue 11 as people send it: an edge from 179.5 to -179.5. */
const FIJI = polygon([
  [179.5, -17],
  [-179.5, -17],
  [-179.5, -16],
  [179.5, -16],
  [179.5, -17],
]);
const shapeOf = (geometry: unknown): ShapeCollection => {
  const checked = validateShapeCollection(geometry);
  if (!checked.valid) throw new Error(checked.reason.code);
  return checked.value;
};
const longitudes = (collection: ShapeCollection) =>
  JSON.stringify(collection)
    .match(/-?\d+(\.\d+)?(?=,-?\d)/g)
    ?.map(Number) ?? [];

describe('cutAtAntimeridian', () => {
  it('cuts the Fiji square into a part on each side, as small as it is', () => {
    const shape = shapeOf(FIJI);
    const geometry = shape.features[0]?.geometry;
    expect(geometry?.type).toBe('MultiPolygon');
    expect(geometry?.coordinates).toHaveLength(2);
    expect(Math.max(...longitudes(shape))).toBe(180);
    expect(Math.min(...longitudes(shape))).toBe(-180);
    // The same square, cut the same way (a vertex midway along each parallel), away from 180.
    const elsewhere = polygon([
      [-0.5, -17],
      [0, -17],
      [0.5, -17],
      [0.5, -16],
      [0, -16],
      [-0.5, -16],
      [-0.5, -17],
    ]);
    const area = totalAreaHectares(shape);
    expect(area).toBeCloseTo(totalAreaHectares(shapeOf(elsewhere)), 3);
    expect(Math.round(area)).toBe(1_181_485);
  });

  it('brings back longitudes beyond 180 that a web map drawing gives, and cuts there', () => {
    const drawn = shapeOf(polygon(square(179.5, -17)));
    expect(drawn).toEqual(shapeOf(FIJI));
    const beyond = shapeOf(polygon(square(200, 10)));
    expect(beyond.features[0]?.geometry).toEqual(polygon(square(-160, 10)));
    const farWest = shapeOf(polygon(square(-200.5, 10)));
    expect(longitudes(farWest).every((longitude) => longitude >= 159.5 && longitude <= 160.5)).toBe(
      true,
    );
  });

  it('returns a shape that needs no cut as it is, vertex for vertex, also when it touches 180', () => {
    const inRange = polygon(square(-107, 44));
    expect(cutAtAntimeridian(inRange, 1)).toEqual({ valid: true, value: inRange });
    const eastOfFiji = polygon([
      [180, -16],
      [179.5, -16],
      [179.5, -17],
      [180, -17],
      [180, -16],
    ]);
    expect(cutAtAntimeridian(eastOfFiji, 1)).toEqual({ valid: true, value: eastOfFiji });
    const westOfFiji = polygon(square(-180, -17, 0.5));
    expect(cutAtAntimeridian(westOfFiji, 1)).toEqual({ valid: true, value: westOfFiji });
  });

  it('reads an edge from 180 to -180 as the one meridian it is, not a band round the world', () => {
    const withBothMeridians = polygon([
      [179.5, -17],
      [180, -17],
      [-180, -17],
      [-179.5, -17],
      [-179.5, -16],
      [-180, -16],
      [180, -16],
      [179.5, -16],
      [179.5, -17],
    ]);
    const checked = validateShapeCollection(withBothMeridians);
    if (!checked.valid) throw new Error(checked.reason.code);
    expect(totalAreaHectares(checked.value)).toBeCloseTo(totalAreaHectares(shapeOf(FIJI)), 6);
  });

  it('refuses a ring round a pole and a band round the world', () => {
    const roundThePole = polygon([
      [-180, 80],
      [-90, 80],
      [0, 80],
      [90, 80],
      [180, 80],
      [180, 85],
      [-180, 85],
      [-180, 80],
    ]);
    expect(cutAtAntimeridian(roundThePole, 2)).toEqual({
      valid: false,
      reason: { code: 'ROUND_THE_GLOBE', params: { feature: 2 } },
    });
    const band = polygon([
      [-180, 0],
      [180, 0],
      [180, 10],
      [-180, 10],
      [-180, 0],
    ]);
    expect(cutAtAntimeridian(band, 1)).toMatchObject({ reason: { code: 'ROUND_THE_GLOBE' } });
  });

  it('refuses the polygon of issue 11 round the north pole at the map latitude limit', () => {
    const result = validateShapeCollection(
      polygon([
        [-180, 80],
        [-90, 80],
        [0, 80],
        [90, 80],
        [180, 80],
        [180, 90],
        [-180, 90],
        [-180, 80],
      ]),
    );
    expect(result).toEqual({
      valid: false,
      reason: { code: 'BEYOND_MAP_LATITUDE', params: { feature: 1, latitude: 90, limit: 85.05 } },
    });
  });
});
