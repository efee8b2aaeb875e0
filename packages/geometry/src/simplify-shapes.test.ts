import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { starRing } from '../test/generate-shapes.js';
import { hausdorffMeters } from '../test/hausdorff.js';
import { seededRandom } from '../test/seeded-random.js';
import {
  at,
  clockwise,
  collectionOf,
  polygonFeature,
  ringsOf,
  squareRing,
} from '../test/test-shapes.js';
import { isValidAsIs } from './polygon-validity.js';
import { simplifyShapes } from './simplify-shapes.js';

describe('simplifyShapes', () => {
  const random = seededRandom(42);
  const wiggly = (lat: number, radiusMeters: number, vertices: number): Position[] =>
    starRing(random, {
      center: [-60 + 120 * random(), lat],
      radiusMeters,
      vertices,
      wiggle: 0.3,
      jitterMeters: 8,
    });

  it.each([
    { lat: 0, radius: 500, tolerance: 20 },
    { lat: 45, radius: 2000, tolerance: 20 },
    { lat: 70, radius: 5000, tolerance: 20 },
    { lat: -45, radius: 1500, tolerance: 5 },
    { lat: 70, radius: 800, tolerance: 50 },
  ])(
    'keeps the Hausdorff distance within $tolerance m at $lat° (radius $radius m)',
    ({ lat, radius, tolerance }) => {
      for (let trial = 0; trial < 3; trial++) {
        const ring = wiggly(lat, radius, 600);
        const output = simplifyShapes(collectionOf(polygonFeature([ring])), tolerance);
        const [simplified = []] = ringsOf(output);
        expect(simplified.length).toBeLessThan(ring.length / 2);
        expect(hausdorffMeters(ring, simplified, tolerance / 20)).toBeLessThanOrEqual(tolerance);
        expect(isValidAsIs([[simplified]])).toBe(true);
      }
    },
  );

  it('keeps holes valid and inside, and a collapsing ring at three corners', () => {
    const hole = clockwise(
      starRing(random, {
        center: at(1000, 1000),
        radiusMeters: 15,
        vertices: 40,
        wiggle: 0.1,
        jitterMeters: 0,
      }),
    );
    const output = simplifyShapes(collectionOf(polygonFeature([squareRing(0, 0, 2000), hole])), 20);
    const [outer, simplifiedHole = []] = ringsOf(output);
    expect(outer).toEqual(squareRing(0, 0, 2000));
    expect(simplifiedHole).toHaveLength(4);
    expect(hausdorffMeters(hole, simplifiedHole)).toBeLessThanOrEqual(20);
  });

  it('keeps a hole inside when the boundary around it would be cut off', () => {
    // A bump 30 m high holds a hole: a 40 m tolerance alone would flatten the bump and leave
    // the hole outside the polygon.
    const exterior = [
      at(0, 0),
      at(400, 0),
      at(400, 200),
      at(230, 200),
      at(215, 230),
      at(185, 230),
      at(170, 200),
      at(0, 200),
      at(0, 0),
    ];
    const hole = clockwise([at(190, 205), at(210, 205), at(210, 222), at(190, 222), at(190, 205)]);
    const output = simplifyShapes(collectionOf(polygonFeature([exterior, hole])), 40);
    const polygons = output.features.map((feature) => feature.geometry.coordinates as Position[][]);
    expect(isValidAsIs(polygons)).toBe(true);
    const alone = ringsOf(simplifyShapes(collectionOf(polygonFeature([exterior])), 40))[0];
    expect(alone).toHaveLength(5);
  });

  it('keeps a shortcut from crossing a hole that reaches into a bump', () => {
    const exterior = [
      at(0, 0),
      at(400, 0),
      at(400, 200),
      at(230, 200),
      at(215, 230),
      at(185, 230),
      at(170, 200),
      at(0, 200),
      at(0, 0),
    ];
    const hole = clockwise([at(190, 185), at(210, 185), at(210, 215), at(190, 215), at(190, 185)]);
    expect(isValidAsIs([[exterior, hole]])).toBe(true);
    const output = simplifyShapes(collectionOf(polygonFeature([exterior, hole])), 40);
    const polygons = output.features.map((feature) => feature.geometry.coordinates as Position[][]);
    expect(isValidAsIs(polygons)).toBe(true);
    expect(polygons[0]?.[0]?.length).toBeGreaterThan(5);
  });

  it('returns an equal copy for a tolerance of 0, without touching the input', () => {
    const input = collectionOf(polygonFeature([wiggly(45, 500, 50)]));
    const before = JSON.stringify(input);
    const output = simplifyShapes(input, 0);
    expect(output).toEqual(input);
    expect(output.features[0]?.geometry).not.toBe(input.features[0]?.geometry);
    simplifyShapes(input, 20);
    expect(JSON.stringify(input)).toBe(before);
  });
});
