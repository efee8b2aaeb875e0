import { describe, expect, it } from 'vitest';
import { degradationYear, landUnits } from '../../src/vegetation/performance-degradation.js';

describe('degradation levels on a small constructed raster', () => {
  // 16 pixels of one land unit: ten at NDVI 1.0 and 0.8, 0.6, 0.45, 0.3, 0.15, 0.1. Sorted, the
  // 90th percentile (type 7) is at rank 0.9 x 15 = 13.5, between two 1.0 values: P90 = 1, so the
  // ratios are the values. Levels (0.75 / 0.5 / 0.35 / 0.2): None 11, Mild 1, Moderate 1,
  // High 1, Extreme 2; mean level (11 x 1 + 2 + 3 + 4 + 2 x 5) / 16 = 30 / 16.
  const productivity = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.8, 0.6, 0.45, 0.3, 0.15, 0.1];
  const areas = Array.from({ length: 16 }, () => 2);

  it('classes each pixel and sums the areas per level', () => {
    const result = degradationYear(productivity, new Int32Array(16), areas);
    expect(result.areaHaByDegradationLevel).toEqual({
      None: 22,
      Mild: 2,
      Moderate: 2,
      High: 2,
      Extreme: 4,
    });
    expect(result.meanPerformanceDegradationLevel).toBeCloseTo(30 / 16, 12);
    expect(result.meanPerformance).toBeCloseTo((10 + 0.8 + 0.6 + 0.45 + 0.3 + 0.15 + 0.1) / 16, 12);
    expect(Array.from(result.levels)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 5]);
    expect(result.areaWithDataHa).toBe(32);
  });

  it('compares each pixel with its own land unit only', () => {
    // Two units: the low pixels form their own unit, where 0.1 is 0.1 / P90 of (0.8..0.1).
    const units = productivity.map((value) => (value < 1 ? 1 : 0));
    const result = degradationYear(productivity, units, areas);
    // Unit 1 sorted: 0.1 0.15 0.3 0.45 0.6 0.8; P90 rank 4.5 -> 0.6 + 0.5 x 0.2 = 0.7.
    const p90 = 0.7;
    const ratios = [0.8, 0.6, 0.45, 0.3, 0.15, 0.1].map((value) => value / p90);
    expect(ratios.map((r) => Number(r.toFixed(3)))).toEqual([
      1.143, 0.857, 0.643, 0.429, 0.214, 0.143,
    ]);
    expect(result.areaHaByDegradationLevel).toEqual({
      None: 24,
      Mild: 2,
      Moderate: 2,
      High: 2,
      Extreme: 2,
    });
  });

  it('leaves pixels without productivity out; the areas sum to the area with data', () => {
    const withGaps = [...productivity];
    withGaps[0] = Number.NaN;
    const result = degradationYear(withGaps, new Int32Array(16), areas);
    const total = Object.values(result.areaHaByDegradationLevel).reduce((a, b) => a + b, 0);
    expect(total).toBe(30);
    expect(result.areaWithDataHa).toBe(30);
    expect(result.levels[0]).toBe(0);
  });
});

describe('landUnits', () => {
  it('numbers each combination of classes, skipping a missing map', () => {
    const units = landUnits([1, 1, 2, 2], null, [7, 8, 7, 7]);
    expect(Array.from(units)).toEqual([0, 1, 2, 2]);
  });
});
