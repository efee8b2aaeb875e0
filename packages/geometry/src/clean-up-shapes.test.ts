import { describe, expect, it, vi } from 'vitest';
import { starRing } from '../test/generate-shapes.js';
import { seededRandom } from '../test/seeded-random.js';
import {
  at,
  clockwise,
  collectionOf,
  polygonFeature,
  ringsOf,
  squareRing,
} from '../test/test-shapes.js';
import {
  CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS,
  CLEAN_UP_SIMPLIFY_TOLERANCE_METERS,
  cleanUpShapes,
} from './clean-up-shapes.js';
import * as dissolve from './dissolve-shapes.js';
import { polygonCount } from './polygon-count.js';

vi.mock('./dissolve-shapes.js', { spy: true });

describe('cleanUpShapes', () => {
  const random = seededRandom(5);
  const wiggly = starRing(random, {
    center: at(0, 0),
    radiusMeters: 1500,
    vertices: 800,
    wiggle: 0.2,
    jitterMeters: 4,
  });

  it('has the spec constants: simplify 20 m, area 5,000 m²', () => {
    expect(CLEAN_UP_SIMPLIFY_TOLERANCE_METERS).toBe(20);
    expect(CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS).toBe(5000);
  });

  it('repairs, dissolves, simplifies, drops small rings and rounds to 6 decimals', () => {
    const input = collectionOf(
      polygonFeature([wiggly, clockwise(squareRing(-20, -20, 40))], { name: 'ranch' }),
      polygonFeature([squareRing(1000, -450, 900)], { drawn: true }),
      polygonFeature([[at(5000, 0), at(5060, 60), at(5060, 0), at(5000, 60), at(5000, 0)]]),
    );
    const { collection, dissolveError } = cleanUpShapes(input);
    expect(dissolveError).toBeUndefined();
    expect(collection.features).toHaveLength(1);
    expect(polygonCount(collection)).toBe(1);
    const [exterior, ...holes] = ringsOf(collection);
    expect(holes).toEqual([]);
    expect(exterior?.length).toBeLessThan(200);
    for (const [x = 0, y = 0] of exterior ?? []) {
      expect(Math.round(x * 1e6) / 1e6).toBe(x);
      expect(Math.round(y * 1e6) / 1e6).toBe(y);
    }
  });

  it('takes other tolerances', () => {
    const input = collectionOf(polygonFeature([wiggly, clockwise(squareRing(-20, -20, 40))]));
    const { collection } = cleanUpShapes(input, { simplifyTolerance: 1, areaTolerance: 100 });
    expect(ringsOf(collection)).toHaveLength(2);
    expect(ringsOf(collection)[0]?.length).toBeGreaterThan(400);
  });

  it('keeps the repaired original and reports the message when dissolving fails', () => {
    vi.mocked(dissolve.dissolveShapes).mockImplementationOnce(() => {
      throw new Error('the polygon union failed');
    });
    const input = collectionOf(
      polygonFeature([squareRing(0, 0, 800)], { a: 1 }),
      polygonFeature([squareRing(400, 400, 800)], { b: 2 }),
    );
    const { collection, dissolveError } = cleanUpShapes(input);
    expect(dissolveError).toBe('the polygon union failed');
    expect(collection.features.map((feature) => feature.properties)).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
