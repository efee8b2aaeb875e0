import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_LEVELS,
  performanceLevel,
  performanceRatios,
} from '../../src/indices/performance-levels.js';
import {
  burnSeverityLevel,
  dnbrScaled,
  evi,
  evi2,
  nbr,
  ndvi,
} from '../../src/indices/spectral-indices.js';

describe('spectral indices', () => {
  it('NDVI, EVI, EVI2 and NBR of a vegetated pixel', () => {
    // NIR 0.45, Red 0.05, Blue 0.03, SWIR2 0.10.
    expect(ndvi(0.45, 0.05)).toBeCloseTo(0.4 / 0.5, 14);
    expect(evi(0.45, 0.05, 0.03)).toBeCloseTo((2.5 * 0.4) / (0.45 + 0.3 - 0.225 + 1), 14);
    expect(evi2(0.45, 0.05)).toBeCloseTo((2.5 * 0.4) / (0.45 + 0.12 + 1), 14);
    expect(nbr(0.45, 0.1)).toBeCloseTo(0.35 / 0.55, 14);
    expect(ndvi(0, 0)).toBeNaN();
    expect(nbr(0, 0)).toBeNaN();
  });

  it('dNBR scales by 1000: a burn lowers NBR', () => {
    expect(dnbrScaled(nbr(0.45, 0.1), nbr(0.15, 0.3))).toBeCloseTo(
      (0.35 / 0.55 - -0.15 / 0.45) * 1000,
      10,
    );
  });

  it('burn severity levels at the edges of the USGS table', () => {
    const rows: Array<[number, number]> = [
      [-500, 1],
      [-251, 1],
      [-250.5, 1],
      [-250, 2],
      [-101, 2],
      [-100, 3],
      [99, 3],
      [99.5, 3],
      [100, 4],
      [269, 4],
      [270, 5],
      [439, 5],
      [440, 6],
      [659, 6],
      [660, 7],
      [1300, 7],
      [1500, 7],
      [-900, 1],
    ];
    for (const [dnbr, level] of rows)
      expect([dnbr, burnSeverityLevel(dnbr)]).toEqual([dnbr, level]);
    expect(burnSeverityLevel(Number.NaN)).toBeNull();
  });
});

describe('performance degradation', () => {
  it('levels at their thresholds', () => {
    expect(
      [1.2, 0.75, 0.7499, 0.5, 0.4999, 0.35, 0.3499, 0.2, 0.1999, 0].map(performanceLevel),
    ).toEqual([
      'None',
      'None',
      'Mild',
      'Mild',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Extreme',
      'Extreme',
    ]);
    expect(performanceLevel(Number.NaN)).toBeNull();
    expect(PERFORMANCE_LEVELS).toEqual(['None', 'Mild', 'Moderate', 'High', 'Extreme']);
  });

  it('each pixel against the 90th percentile of its own land unit', () => {
    // A small constructed raster: unit 1 has productivity 0.1..1.0, unit 2 is uniform 0.4.
    const productivity = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 0.4, 0.4, Number.NaN];
    const units = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2];
    const ratios = performanceRatios(productivity, units);
    // P90 of 0.1..1.0 (type 7): rank 8.1 -> 0.9 + 0.1·0.1 = 0.91.
    expect(ratios[0]).toBeCloseTo(0.1 / 0.91, 12);
    expect(ratios[9]).toBeCloseTo(1 / 0.91, 12);
    expect(ratios[10]).toBeCloseTo(1, 12);
    expect(ratios[12]).toBeNaN();
    // r = 0.11, 0.22, 0.33, 0.44, 0.55, 0.66, 0.77, 0.88, 0.99, 1.10.
    const levels = Array.from(ratios, performanceLevel);
    expect(levels.slice(0, 10)).toEqual([
      'Extreme',
      'High',
      'High',
      'Moderate',
      'Mild',
      'Mild',
      'None',
      'None',
      'None',
      'None',
    ]);
  });
});
