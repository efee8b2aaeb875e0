/**
 * Performance degradation (research/data-methods.md B.4; Trends.Earth and the UNCCD Good Practice
 * Guidance, Sims et al. 2021): a pixel's productivity (mean NDVI) against the 90th percentile of
 * the pixels of its similar land unit, r = NDVI / P90. The GPG calls r < 0.5 potentially
 * degraded. The product's five levels are this product's own classification anchored on that
 * threshold (no published five-level scale exists; decision recorded with the tool):
 * None r >= 0.75; Mild 0.50-0.75; Moderate 0.35-0.50; High 0.20-0.35; Extreme < 0.20.
 */

export const PERFORMANCE_LEVELS = ['None', 'Mild', 'Moderate', 'High', 'Extreme'] as const;
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

/** Lower bounds of r for None, Mild, Moderate and High; below the last is Extreme. */
export const PERFORMANCE_THRESHOLDS = [0.75, 0.5, 0.35, 0.2] as const;

/** The level of one ratio r = productivity / P90 of its unit (null where r is missing). */
export function performanceLevel(ratio: number): PerformanceLevel | null {
  if (!Number.isFinite(ratio)) return null;
  const index = PERFORMANCE_THRESHOLDS.findIndex((threshold) => ratio >= threshold);
  return PERFORMANCE_LEVELS[index === -1 ? 4 : index] ?? null;
}

/**
 * The ratio of each pixel to the 90th percentile of its unit (`units[i]` a land-unit key, e.g.
 * land cover x soil x ecoregion). Missing productivity, or a unit whose P90 is not positive,
 * gives NaN. The percentile is the type-7 one (linear between ranks).
 */
export function performanceRatios(
  productivity: ArrayLike<number>,
  units: ArrayLike<number>,
): Float64Array {
  const byUnit = new Map<number, number[]>();
  for (let i = 0; i < productivity.length; i++) {
    const value = productivity[i] ?? Number.NaN;
    if (!Number.isFinite(value)) continue;
    const unit = units[i] ?? 0;
    const list = byUnit.get(unit);
    if (list) list.push(value);
    else byUnit.set(unit, [value]);
  }
  const p90 = new Map<number, number>();
  for (const [unit, values] of byUnit) {
    values.sort((a, b) => a - b);
    const rank = 0.9 * (values.length - 1);
    const below = Math.floor(rank);
    const low = values[below] ?? Number.NaN;
    const high = values[Math.min(values.length - 1, below + 1)] ?? low;
    p90.set(unit, low + (rank - below) * (high - low));
  }
  const ratios = new Float64Array(productivity.length);
  for (let i = 0; i < productivity.length; i++) {
    const top = p90.get(units[i] ?? 0) ?? Number.NaN;
    const value = productivity[i] ?? Number.NaN;
    ratios[i] = Number.isFinite(value) && top > 0 ? value / top : Number.NaN;
  }
  return ratios;
}
