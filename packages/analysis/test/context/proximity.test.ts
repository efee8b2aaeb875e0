import { geodesicAreaSquareMeters } from '@ecotone/geometry';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { featuresWithin, overlappingFeatures } from '../../src/context/proximity.js';

/** One degree of longitude along the equator on WGS 84: 2π·6378137/360 m. */
const METERS_PER_DEGREE_AT_EQUATOR = 111319.49079327358;

const square = (west: number, south: number, side: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [west + side, south],
      [west + side, south + side],
      [west, south + side],
      [west, south],
    ],
  ],
});
const feature = (geometry: Polygon, name: string): Feature<Polygon> => ({
  type: 'Feature',
  properties: { NAME: name },
  geometry,
});
const study: MultiPolygon = { type: 'MultiPolygon', coordinates: [square(0, 0, 0.01).coordinates] };

describe('distance and overlap within 50 km', () => {
  it('measures a square 10 km east along the equator as 10 km', () => {
    // The closest points lie on the equator, where the geodesic is the equator itself: a·Δλ.
    const west = 0.01 + 10_000 / METERS_PER_DEGREE_AT_EQUATOR;
    const [found] = featuresWithin(study, [feature(square(west, 0, 0.01), 'east')]);
    expect(found?.distanceKm).toBeCloseTo(10, 4);
    expect(found?.overlapHa).toBe(0);
  });

  it('reports the overlap area of a known square', () => {
    // Overlap [0.005°, 0.01°]²: a·Δλ × a(1−e²)·Δφ = 556.5975 m × 552.8734 m = 30.7727 ha at the
    // equator (a = 6378137 m, e² = 0.00669438; second-order terms are below 1e-8 of it).
    const [found] = featuresWithin(study, [feature(square(0.005, 0.005, 0.01), 'overlap')]);
    expect(found?.distanceKm).toBe(0);
    expect(found?.overlapHa).toBeCloseTo(30.7727, 3);
    const exact = geodesicAreaSquareMeters(square(0.005, 0.005, 0.005)) / 10_000;
    expect(found?.overlapHa).toBeCloseTo(exact, 6);
  });

  it('counts the whole study area when a feature contains it', () => {
    const [found] = featuresWithin(study, [feature(square(-1, -1, 2), 'around')]);
    expect(found?.distanceKm).toBe(0);
    expect(found?.overlapHa).toBeCloseTo(geodesicAreaSquareMeters(study) / 10_000, 6);
  });

  it('leaves out features farther than 50 km, including ones inside the search box', () => {
    const degrees = (km: number) => (km * 1000) / METERS_PER_DEGREE_AT_EQUATOR;
    const near = feature(square(0.01 + degrees(40), 0, 0.01), 'near');
    // 45 km east and 45 km north: its box meets the 50 km box but it is ~63 km away.
    const diagonal = feature(square(0.01 + degrees(45), 0.01 + degrees(45), 0.01), 'diagonal');
    const far = feature(square(0.01 + degrees(60), 0, 0.01), 'far');
    const found = featuresWithin(study, [far, diagonal, near]);
    expect(found.map((row) => row.feature.properties?.NAME)).toEqual(['near']);
    expect(found[0]?.distanceKm).toBeCloseTo(40, 3);
  });

  it('orders overlapping regions by overlap', () => {
    const small = feature(square(0.008, 0, 1), 'small');
    // Overlaps: small 0.002° × 0.01° (20 % of the area), large 0.006° × 0.006° (36 %).
    const large = feature(square(-1, -1, 1.006), 'large');
    const found = overlappingFeatures(study, [small, large, feature(square(5, 5, 1), 'away')]);
    expect(found.map((row) => row.feature.properties?.NAME)).toEqual(['large', 'small']);
  });
});
