import { describe, expect, it } from 'vitest';
import { starRing } from '../test/generate-shapes.js';
import { seededRandom } from '../test/seeded-random.js';
import { at, squareRing } from '../test/test-shapes.js';
import { reduceRings } from './chord-reduction.js';
import { clipperGrid } from './clipper-grid.js';

describe('reduceRings', () => {
  const random = seededRandom(3);
  const ranch = starRing(random, {
    center: at(0, 0),
    radiusMeters: 2000,
    vertices: 2000,
    wiggle: 0.2,
    jitterMeters: 0.5,
  });
  const vertices = (paths: { X: number; Y: number }[][]) =>
    paths.reduce((sum, path) => sum + path.length, 0);

  it('sends a lone long ring as chords, and gives it back vertex for vertex', () => {
    const roleRings = [{ ring: ranch, exterior: true }];
    const reduction = reduceRings(roleRings, clipperGrid([ranch]));
    expect(vertices(reduction.paths)).toBeLessThan(ranch.length / 20);
    const [path = []] = reduction.paths;
    const back = reduction.toRing(path);
    expect(back).toHaveLength(ranch.length);
    expect(new Set(back.map(String))).toEqual(new Set(ranch.map(String)));
    expect(reduction.complete()).toBe(true);
  });

  it('keeps the vertices where another polygon comes near', () => {
    const drawn = squareRing(1800, -100, 400);
    const roleRings = [
      { ring: ranch, exterior: true },
      { ring: drawn, exterior: true },
    ];
    const alone = vertices(
      reduceRings([roleRings[0] as (typeof roleRings)[0]], clipperGrid([ranch])).paths,
    );
    const crowded = vertices(reduceRings(roleRings, clipperGrid([ranch, drawn])).paths);
    expect(crowded).toBeGreaterThan(alone + 20);
  });

  it('leaves short rings and an infinite chunk size whole', () => {
    const roleRings = [{ ring: ranch, exterior: true }];
    expect(
      vertices(reduceRings(roleRings, clipperGrid([ranch]), Number.POSITIVE_INFINITY).paths),
    ).toBe(ranch.length - 1);
    const small = squareRing(0, 0, 100);
    expect(
      vertices(reduceRings([{ ring: small, exterior: true }], clipperGrid([small])).paths),
    ).toBe(4);
  });

  it('reports a missing chord whose ends are on the boundary', () => {
    const reduction = reduceRings([{ ring: ranch, exterior: true }], clipperGrid([ranch]));
    const [path = []] = reduction.paths;
    reduction.toRing(path.slice(0, -1));
    expect(reduction.complete()).toBe(false);
  });
});
