import { describe, expect, it } from 'vitest';
import {
  percentileLinesOf,
  type TimeSeriesPoint,
  timeValue,
  trendLineOf,
} from '../../src/time-series/time-series-chart.js';

const yearly: TimeSeriesPoint[] = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023].map(
  (year, i) => ({ timePoint: year, values: { ndvi: 0.4 + 0.01 * i + (i % 2 ? 0.002 : 0) } }),
);

describe('time-series chart lines', () => {
  it('reads years and YYYY-MM months on one linear axis', () => {
    expect(timeValue(2020)).toBe(2020);
    expect(timeValue('2020-01')).toBe(2020);
    expect(timeValue('2020-07')).toBeCloseTo(2020.5, 12);
    expect(() => timeValue('2020/07')).toThrow(RangeError);
  });

  it('a Theil-Sen trend with its Mann-Kendall test, ends on the line', () => {
    const trend = trendLineOf(yearly, 'ndvi', 'year');
    expect(trend).toMatchObject({ dataFieldId: 'ndvi', minX: 2016, maxX: 2023, significant: true });
    expect(trend?.slope).toBeCloseTo(0.01, 3);
    expect((trend?.maxY ?? 0) - (trend?.minY ?? 0)).toBeCloseTo((trend?.slope ?? 0) * 7, 12);
    expect(trend?.p).toBeLessThan(0.05);
  });

  it('reports a monthly slope per month, and no trend on a flat or short series', () => {
    const monthly: TimeSeriesPoint[] = Array.from({ length: 24 }, (_, i) => ({
      timePoint: `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      values: { ndvi: 0.3 + 0.012 * i },
    }));
    expect(trendLineOf(monthly, 'ndvi', 'month')?.slope).toBeCloseTo(0.012, 12);
    const flat = yearly.map((point) => ({ ...point, values: { ndvi: 0.5 } }));
    expect(trendLineOf(flat, 'ndvi', 'year')?.significant).toBe(false);
    expect(trendLineOf(yearly.slice(0, 2), 'ndvi', 'year')).toBeNull();
  });

  it('skips points without a value, and draws the 20th and 80th percentiles', () => {
    const gappy = [...yearly, { timePoint: 2024, values: { ndvi: null } }];
    expect(trendLineOf(gappy, 'ndvi', 'year')?.maxX).toBe(2023);
    const [p20, p80] = percentileLinesOf(gappy, 'ndvi');
    expect(p20).toMatchObject({ percentile: 20, minX: 2016, maxX: 2023 });
    expect(p20?.value).toBeLessThan(p80?.value ?? 0);
    expect(percentileLinesOf([], 'ndvi')).toEqual([]);
  });
});
