import { normalCdf } from './special-functions.js';

/**
 * Trend statistics of a yearly or monthly series (research/data-methods.md B.3): the Theil-Sen
 * slope (Theil 1950; Sen 1968) and the Mann-Kendall test (Mann 1945; Kendall 1975) with the tie
 * correction of the variance and the continuity correction of Z, two-sided p from the normal
 * distribution; the seasonal Mann-Kendall test of Hirsch, Slack & Smith (1982) for monthly
 * series. Missing values (NaN) are left out, with their time.
 */

/** The specs' significance threshold for trends (specs/3 section 9: "Trend p threshold 0.05"). */
export const TREND_SIGNIFICANCE = 0.05;

export interface MannKendall {
  n: number;
  s: number;
  varianceS: number;
  z: number;
  /** Two-sided. */
  p: number;
  /** 'increasing' or 'decreasing' when p < alpha, else 'none'. */
  trend: 'increasing' | 'decreasing' | 'none';
}

interface Point {
  t: number;
  x: number;
}

const pointsOf = (values: readonly number[], times?: readonly number[]): Point[] => {
  if (times && times.length !== values.length) {
    throw new RangeError('times and values differ in length');
  }
  const points: Point[] = [];
  values.forEach((x, i) => {
    const t = times ? (times[i] ?? Number.NaN) : i;
    if (Number.isFinite(x) && Number.isFinite(t)) points.push({ t, x });
  });
  return points;
};

const sign = (value: number) => (value > 0 ? 1 : value < 0 ? -1 : 0);

/** Σ t(t−1)(2t+5) over the groups of tied values. */
function tieTerm(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let term = 0;
  for (const t of counts.values()) if (t > 1) term += t * (t - 1) * (2 * t + 5);
  return term;
}

/** S and Var(S) of one series (in time order). */
function kendallS(points: readonly Point[]): { s: number; varianceS: number } {
  const ordered = [...points].sort((a, b) => a.t - b.t);
  const n = ordered.length;
  let s = 0;
  for (let i = 0; i < n - 1; i++) {
    const xi = ordered[i]?.x ?? 0;
    for (let j = i + 1; j < n; j++) s += sign((ordered[j]?.x ?? 0) - xi);
  }
  const ties = tieTerm(ordered.map((point) => point.x));
  return { s, varianceS: (n * (n - 1) * (2 * n + 5) - ties) / 18 };
}

function decide(n: number, s: number, varianceS: number, alpha: number): MannKendall {
  const z =
    varianceS > 0
      ? s > 0
        ? (s - 1) / Math.sqrt(varianceS)
        : s < 0
          ? (s + 1) / Math.sqrt(varianceS)
          : 0
      : 0;
  const p = 2 * normalCdf(-Math.abs(z));
  const trend = p < alpha ? (s > 0 ? 'increasing' : 'decreasing') : 'none';
  return { n, s, varianceS, z, p: Math.min(1, p), trend };
}

/** The Mann-Kendall test; `times` default to 0, 1, 2, ... */
export function mannKendall(
  values: readonly number[],
  options: { times?: readonly number[]; alpha?: number } = {},
): MannKendall {
  const points = pointsOf(values, options.times);
  const { s, varianceS } = kendallS(points);
  return decide(points.length, s, varianceS, options.alpha ?? TREND_SIGNIFICANCE);
}

/**
 * Hirsch, Slack & Smith (1982): S and Var(S) summed over the seasons (e.g. the 12 calendar months
 * of a monthly series starting at season 0), then one Z. Seasons with fewer than 2 values add
 * nothing.
 */
export function seasonalMannKendall(
  values: readonly number[],
  options: { period?: number; alpha?: number } = {},
): MannKendall {
  const period = options.period ?? 12;
  let s = 0;
  let varianceS = 0;
  let n = 0;
  for (let season = 0; season < period; season++) {
    const points = pointsOf(values.filter((_, i) => i % period === season));
    n += points.length;
    if (points.length < 2) continue;
    const part = kendallS(points);
    s += part.s;
    varianceS += part.varianceS;
  }
  return decide(n, s, varianceS, options.alpha ?? TREND_SIGNIFICANCE);
}

/** The median of a list (NaN when empty). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface TheilSen {
  /** Units of the values per unit of time. */
  slope: number;
  /** median(x) − slope·median(t), as SciPy's `theilslopes` (Conover 1980). */
  intercept: number;
}

/** The Theil-Sen estimator: the median of the slopes of all pairs with distinct times. */
export function theilSen(values: readonly number[], times?: readonly number[]): TheilSen {
  const points = pointsOf(values, times);
  const slopes: number[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i] as Point;
    for (let j = i + 1; j < points.length; j++) {
      const b = points[j] as Point;
      if (b.t !== a.t) slopes.push((b.x - a.x) / (b.t - a.t));
    }
  }
  const slope = median(slopes);
  const intercept =
    median(points.map((point) => point.x)) - slope * median(points.map((point) => point.t));
  return { slope, intercept };
}

/**
 * The p-th percentile (0..100) by linear interpolation between the closest ranks (Hyndman & Fan
 * 1996 type 7, the default of R and NumPy). NaN values are left out.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile ${p} is not within 0..100`);
  const sorted = Float64Array.from(values.filter(Number.isFinite)).sort();
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(sorted.length - 1, below + 1);
  const fraction = rank - below;
  return (sorted[below] ?? 0) + fraction * ((sorted[above] ?? 0) - (sorted[below] ?? 0));
}
