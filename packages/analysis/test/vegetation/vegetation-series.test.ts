import { describe, expect, it } from 'vitest';
import {
  pixelTheilSen,
  seasonalKendallSlope,
  yearlyMeans,
} from '../../src/vegetation/vegetation-series.js';

describe('yearlyMeans', () => {
  it('averages the months with data of each year, NaN for a year without any', () => {
    const steps = [
      { year: 2001, month: 1 },
      { year: 2001, month: 2 },
      { year: 2002, month: 1 },
      { year: 2002, month: 2 },
    ];
    const values = [
      Float32Array.from([0.2, Number.NaN]),
      Float32Array.from([0.4, Number.NaN]),
      Float32Array.from([0.5, 0.1]),
      Float32Array.from([Number.NaN, 0.3]),
    ];
    const result = yearlyMeans(steps, values, 2);
    expect(result.years).toEqual([2001, 2002]);
    expect(result.values[0]?.[0]).toBeCloseTo(0.3, 6);
    expect(result.values[0]?.[1]).toBeNaN();
    expect(result.values[1]?.[0]).toBeCloseTo(0.5, 6);
    expect(result.values[1]?.[1]).toBeCloseTo(0.2, 6);
  });
});

describe('pixelTheilSen', () => {
  it('is the median of the pairwise slopes of each cell (hand-computed)', () => {
    // Cell 0: 1, 3, 2, 5 over years 0..3: pair slopes 2, 0.5, 4/3, -1, 1, 3 -> median (1 + 4/3)/2.
    // Cell 1: missing the second year: 1, _, 2, 5: slopes 0.5, 4/3, 3 -> median 4/3.
    // Cell 2: two years only -> NaN.
    const years = [2000, 2001, 2002, 2003];
    const values = [
      Float32Array.from([1, 1, Number.NaN]),
      Float32Array.from([3, Number.NaN, Number.NaN]),
      Float32Array.from([2, 2, 1]),
      Float32Array.from([5, 5, 2]),
    ];
    const slopes = pixelTheilSen(years, values);
    expect(slopes[0]).toBeCloseTo((1 + 4 / 3) / 2, 6);
    expect(slopes[1]).toBeCloseTo(4 / 3, 6);
    expect(slopes[2]).toBeNaN();
  });
});

describe('seasonalKendallSlope', () => {
  it('pools the slopes within each season (Hirsch et al. 1982), per period', () => {
    // Period 2, three periods: season 0 = 1, 2, 4 (slopes 1, 1.5, 2); season 1 = 10, 10, 13
    // (slopes 0, 1.5, 3). Pooled: 0, 1, 1.5, 1.5, 2, 3 -> median 1.5.
    expect(seasonalKendallSlope([1, 10, 2, 10, 4, 13], 2)).toBeCloseTo(1.5, 9);
    expect(seasonalKendallSlope([Number.NaN, 1], 12)).toBeNaN();
  });
});
