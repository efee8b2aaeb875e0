import type { SeriesStep } from '../time-series/series-reader.js';
import { median } from '../time-series/trend.js';

/**
 * Per-pixel arithmetic of the vegetation tools (docs/analyses/vegetation.md): yearly values from
 * monthly composites, each pixel's Theil-Sen slope, and the seasonal Kendall slope of a monthly
 * series. Linear in pixels x steps (the slope: pixels x years²).
 */

/**
 * Each year's value of every cell: the mean of its months with data (Trends.Earth integrates
 * the year's NDVI as its mean; research/data-methods.md B.3 "Compositing"). NaN where a cell has
 * no month with data that year. `values[step][cell]` as `readPixelSeries` returns them.
 */
export function yearlyMeans(
  steps: readonly SeriesStep[],
  values: readonly Float32Array[],
  cellCount: number,
): { years: number[]; values: Float32Array[] } {
  const years = [...new Set(steps.map((step) => step.year))].sort((a, b) => a - b);
  const sums = years.map(() => new Float64Array(cellCount));
  const counts = years.map(() => new Uint16Array(cellCount));
  steps.forEach((step, at) => {
    const y = years.indexOf(step.year);
    const sum = sums[y] as Float64Array;
    const count = counts[y] as Uint16Array;
    const row = values[at] as Float32Array;
    for (let cell = 0; cell < cellCount; cell++) {
      const value = row[cell] as number;
      if (Number.isNaN(value)) continue;
      sum[cell] = (sum[cell] as number) + value;
      count[cell] = (count[cell] as number) + 1;
    }
  });
  return {
    years,
    values: sums.map((sum, y) => {
      const count = counts[y] as Uint16Array;
      return Float32Array.from(sum, (total, cell) =>
        (count[cell] as number) > 0 ? total / (count[cell] as number) : Number.NaN,
      );
    }),
  };
}

/**
 * The Theil-Sen slope (units per year) of every cell across `years` (Sen 1968): the median of
 * the slopes of all pairs of years with data; NaN for a cell with fewer than 3 years of data.
 */
export function pixelTheilSen(
  years: readonly number[],
  values: readonly Float32Array[],
): Float32Array {
  const cellCount = values[0]?.length ?? 0;
  const n = years.length;
  const slopes = new Float64Array((n * (n - 1)) / 2);
  const out = new Float32Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    let count = 0;
    let present = 0;
    for (let i = 0; i < n; i++) {
      const a = (values[i] as Float32Array)[cell] as number;
      if (Number.isNaN(a)) continue;
      present++;
      for (let j = i + 1; j < n; j++) {
        const b = (values[j] as Float32Array)[cell] as number;
        if (Number.isNaN(b)) continue;
        slopes[count++] = (b - a) / ((years[j] as number) - (years[i] as number));
      }
    }
    if (present < 3) {
      out[cell] = Number.NaN;
      continue;
    }
    const sorted = slopes.subarray(0, count).sort();
    const middle = count >> 1;
    out[cell] =
      count % 2
        ? (sorted[middle] as number)
        : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  }
  return out;
}

/**
 * The seasonal Kendall slope of Hirsch, Slack & Smith (1982): the median of the slopes between
 * every pair of years within each season (the same calendar month), pooled over the seasons;
 * per year for a monthly series starting in January. NaN with no pair.
 */
export function seasonalKendallSlope(values: readonly number[], period = 12): number {
  const slopes: number[] = [];
  for (let season = 0; season < period; season++) {
    for (let i = season; i < values.length; i += period) {
      const a = values[i] as number;
      if (!Number.isFinite(a)) continue;
      for (let j = i + period; j < values.length; j += period) {
        const b = values[j] as number;
        if (Number.isFinite(b)) slopes.push((b - a) / ((j - i) / period));
      }
    }
  }
  return median(slopes);
}
