import type { CarbonPool, CarbonPoolValues } from './carbon-values.js';

/** Per-year values of each pool a method models, years 0..projectDuration (tC or tC/ha). */
export type PoolSeries = Partial<Record<CarbonPool, Float64Array>>;

/** What a kernel returns for one pixel, per hectare. */
export interface PixelCarbon {
  /** Stock at year 0 by pool (tC/ha). */
  baseline: Partial<Record<CarbonPool, number>>;
  /** Cumulative change since year 0 by pool (tC/ha), years 0..projectDuration. */
  change: PoolSeries;
}

/** Pools that count towards totalCarbon (loggedBiomass reports harvest, already in the others). */
export const STOCK_POOLS: CarbonPool[] = [
  'aboveGroundBiomass',
  'belowGroundBiomass',
  'deadwoodAndLitter',
  'deadwood',
  'soilOrganicCarbon',
  'rootsBiomass',
];

export function poolTotal(values: Partial<Record<CarbonPool, number>>): number {
  let total = 0;
  for (const pool of STOCK_POOLS) total += values[pool] ?? 0;
  return total;
}

export function withTotal(values: Partial<Record<CarbonPool, number>>): CarbonPoolValues {
  return { ...values, totalCarbon: poolTotal(values) };
}

/**
 * Cumulative change of a linear transition from `from` to `to` over `years` (IPCC default 20 years,
 * Eq. 2.23 and 2.25), for t = 0..duration: `(to - from) * min(t, years) / years`.
 */
export function linearChange(
  from: number,
  to: number,
  years: number,
  duration: number,
): Float64Array {
  const series = new Float64Array(duration + 1);
  for (let year = 0; year <= duration; year++)
    series[year] = ((to - from) * Math.min(year, years)) / years;
  return series;
}
