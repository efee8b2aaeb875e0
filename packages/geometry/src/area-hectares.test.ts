import geodesic from 'geographiclib-geodesic';
import { describe, expect, it } from 'vitest';
import { at, clockwise, collectionOf, polygonFeature, squareRing } from '../test/test-shapes.js';
import { areaHectares, totalAreaHectares } from './area-hectares.js';
import { polygonCount } from './polygon-count.js';

function referenceSquareMeters(ring: number[][]): number {
  const polygon = geodesic.Geodesic.WGS84.Polygon(false);
  for (const [lng = 0, lat = 0] of ring.slice(0, -1)) polygon.AddPoint(lat, lng);
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}

describe('areaHectares and totalAreaHectares', () => {
  const a = polygonFeature([squareRing(0, 0, 800)]);
  const b = polygonFeature([squareRing(400, 400, 800)]);

  it('sums features in hectares, counting an overlap twice', () => {
    const expected =
      (referenceSquareMeters(squareRing(0, 0, 800)) +
        referenceSquareMeters(squareRing(400, 400, 800))) /
      1e4;
    expect(areaHectares(collectionOf(a, b))).toBeCloseTo(expected, 6);
  });

  it('counts an overlap once in the total', () => {
    const union = [
      at(0, 0),
      at(800, 0),
      at(800, 400),
      at(1200, 400),
      at(1200, 1200),
      at(400, 1200),
      at(400, 800),
      at(0, 800),
      at(0, 0),
    ];
    expect(totalAreaHectares(collectionOf(a, b))).toBeCloseTo(
      referenceSquareMeters(union) / 1e4,
      6,
    );
  });

  it('subtracts holes and repairs a bow-tie before measuring', () => {
    const donut = polygonFeature([squareRing(0, 0, 1000), clockwise(squareRing(200, 200, 100))]);
    const expected =
      (referenceSquareMeters(squareRing(0, 0, 1000)) -
        referenceSquareMeters(squareRing(200, 200, 100))) /
      1e4;
    expect(totalAreaHectares(collectionOf(donut))).toBeCloseTo(expected, 6);
    const bowTie = polygonFeature([[at(0, 0), at(800, 800), at(800, 0), at(0, 800), at(0, 0)]]);
    expect(totalAreaHectares(collectionOf(bowTie))).toBeCloseTo(32, 1);
  });

  it('is 0 for no shapes', () => {
    expect(areaHectares(collectionOf())).toBe(0);
    expect(totalAreaHectares(collectionOf())).toBe(0);
  });
});

describe('polygonCount', () => {
  it('counts polygons and the parts of multipolygons', () => {
    const multi = {
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'MultiPolygon' as const,
        coordinates: [[squareRing(0, 0, 10)], [squareRing(50, 0, 10)]],
      },
    };
    expect(polygonCount(collectionOf(multi, polygonFeature([squareRing(100, 0, 10)])))).toBe(3);
    expect(polygonCount(collectionOf())).toBe(0);
  });
});
