import { describe, expect, it } from 'vitest';
import { simplifySharedBorders } from '../../src/geography/simplify-shared-borders.js';

/** Shoelace area of a flat ring (planar, square degrees). */
const area = (ring: Float64Array) => {
  let twice = 0;
  const count = ring.length / 2;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    twice += (ring[2 * j] as number) * (ring[2 * i + 1] as number);
    twice -= (ring[2 * i] as number) * (ring[2 * j + 1] as number);
  }
  return Math.abs(twice) / 2;
};

/** A border from (1, 0) up to (1, 1) that wiggles by ±0.0004° every 0.01°. */
const border = Array.from({ length: 101 }, (_, i) => [1 + (i % 2 ? 0.0004 : 0), i / 100]);

describe('simplifySharedBorders', () => {
  it('drops the same vertices on both sides of a shared border, leaving no gap', () => {
    // West unit: (0,0) -> border up -> (0,1). East unit: border down -> (2,0) -> (2,1).
    const west = Float64Array.from([0, 0, ...border.flat(), 0, 1]);
    const east = Float64Array.from([...[...border].reverse().flat(), 2, 0, 2, 1]);
    const [simpleWest, simpleEast] = simplifySharedBorders([west, east], 0.002) as Float64Array[];
    // The wiggle (0.0004°) is under the tolerance: only the border's two ends remain.
    expect(simpleWest).toEqual(Float64Array.from([0, 0, 1, 0, 1, 1, 0, 1]));
    expect(simpleEast).toEqual(Float64Array.from([1, 1, 1, 0, 2, 0, 2, 1]));
    expect(area(simpleWest as Float64Array) + area(simpleEast as Float64Array)).toBeCloseTo(2, 12);
  });

  it('keeps vertices farther from the simplified line than the tolerance', () => {
    const ring = Float64Array.from([0, 0, 0.5, 0.01, 1, 0, 1, 1, 0, 1]);
    expect(simplifySharedBorders([ring], 0.002)[0]).toEqual(ring);
    expect(simplifySharedBorders([ring], 0.02)[0]).toEqual(
      Float64Array.from([0, 0, 1, 0, 1, 1, 0, 1]),
    );
  });

  it('keeps a ring smaller than the tolerance whole instead of collapsing it', () => {
    const islet = Float64Array.from([0, 0, 0.0005, 0, 0.0005, 0.0005, 0, 0.0005]);
    expect(simplifySharedBorders([islet], 0.002)[0]).toEqual(islet);
  });
});
