import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../src/time-series/special-functions.js';
import {
  mannKendall,
  median,
  percentile,
  seasonalMannKendall,
  theilSen,
} from '../../src/time-series/trend.js';

const reference = JSON.parse(
  readFileSync(new URL('../fixtures/time-series-reference.json', import.meta.url), 'utf8'),
) as Record<string, number[]>;

const rising = [4.1, 3.9, 5.2, 5.0, 6.3, 5.8, 7.1, 6.6, 7.9, 8.4, 7.7, 9.0];
const risingWithTies = [2, 3, 3, 5, 4, 4, 6, 7, 7, 7, 9, 8];

describe('Theil-Sen and percentiles against SciPy/NumPy', () => {
  it('slope and intercept as scipy.stats.theilslopes', () => {
    const [slope = 0, intercept = 0] = reference.theilsen ?? [];
    const fit = theilSen(rising);
    expect(fit.slope).toBeCloseTo(slope, 12);
    expect(fit.intercept).toBeCloseTo(intercept, 12);
  });

  it('uses the times given and leaves out missing values', () => {
    // y = 2t + 1 at uneven times, one outlier and one gap: the median ignores the outlier.
    const times = [2000, 2001, 2003, 2004, 2007, 2008];
    const values = [4001, 4003, 4007, 9999, 4015, Number.NaN];
    expect(theilSen(values, times).slope).toBeCloseTo(2, 12);
  });

  it('the 20th and 80th percentiles as numpy.percentile (linear)', () => {
    const [p20 = 0, p80 = 0] = reference.percentile ?? [];
    expect(percentile(rising, 20)).toBeCloseTo(p20, 12);
    expect(percentile(rising, 80)).toBeCloseTo(p80, 12);
    expect(median([3, 1, 2, 10])).toBe(2.5);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('Mann-Kendall', () => {
  it("finds S from Kendall's tau (SciPy) and tests it with the continuity correction", () => {
    const [tau = 0] = reference.kendall ?? [];
    const n = rising.length;
    const result = mannKendall(rising);
    // No ties: tau = S / (n(n−1)/2).
    expect(result.s).toBe(Math.round((tau * n * (n - 1)) / 2));
    expect(result.s).toBe(54);
    expect(result.varianceS).toBeCloseTo((12 * 11 * 29) / 18, 12);
    expect(result.z).toBeCloseTo(53 / Math.sqrt((12 * 11 * 29) / 18), 12);
    expect(result.p).toBeCloseTo(2 * normalCdf(-result.z), 15);
    expect(result.trend).toBe('increasing');
  });

  it('corrects the variance for ties', () => {
    const [tauB = 0] = reference.kendallTies ?? [];
    const n = risingWithTies.length;
    const result = mannKendall(risingWithTies);
    // Ties in the values only: tau-b = S / √(n0·(n0 − n2)), n2 = Σ t(t−1)/2 over tied groups.
    const n0 = (n * (n - 1)) / 2;
    const n2 = 1 + 1 + 3; // {3,3}, {4,4}, {7,7,7}
    expect(result.s).toBe(Math.round(tauB * Math.sqrt(n0 * (n0 - n2))));
    const ties = 2 * 1 * 9 + 2 * 1 * 9 + 3 * 2 * 11;
    expect(result.varianceS).toBeCloseTo((n * (n - 1) * (2 * n + 5) - ties) / 18, 12);
  });

  it('says none when p is not below 0.05, and handles flat and short series', () => {
    expect(mannKendall([5, 3, 6, 4, 5, 3, 6, 4]).trend).toBe('none');
    expect(mannKendall([1, 1, 1, 1])).toMatchObject({ s: 0, z: 0, p: 1, trend: 'none' });
    expect(mannKendall([9, 8, 7, 6, 5, 4, 3, 2, 1]).trend).toBe('decreasing');
    expect(mannKendall([1, Number.NaN, 3]).n).toBe(2);
  });

  it('seasonal (Hirsch et al. 1982): a trend inside each month, hidden by the seasons', () => {
    // 10 years of a strong seasonal cycle with a small upward trend in every calendar month.
    const monthly = Array.from(
      { length: 120 },
      (_, i) => 100 * Math.sin((2 * Math.PI * (i % 12)) / 12) + 0.5 * Math.floor(i / 12),
    );
    const seasonal = seasonalMannKendall(monthly);
    // Each month: S = 45 (10 values, all rising); 12 months add up.
    expect(seasonal.s).toBe(12 * 45);
    expect(seasonal.varianceS).toBeCloseTo((12 * (10 * 9 * 25)) / 18, 9);
    expect(seasonal.trend).toBe('increasing');
    expect(seasonal.n).toBe(120);
  });
});
