import { inverseNormalCdf, regularizedGammaP } from './special-functions.js';

/**
 * The Standardized Precipitation Index (McKee, Doesken & Kleist 1993; WMO SPI User Guide 2012,
 * WMO-No. 1090; research/data-methods.md B.9). For a timescale of k months:
 * 1. k-month running sums of the monthly precipitation (a sum over a missing month is missing);
 * 2. for each calendar month, a gamma distribution fitted to that month's sums within the
 *    calibration period, zeros excluded, by Thom's (1958) maximum-likelihood approximation
 *    (as in Edwards & McKee 1997): A = ln(mean) − mean(ln x), α = (1 + √(1 + 4A/3)) / 4A,
 *    β = mean / α;
 * 3. H(x) = q + (1 − q)·G(x; α, β), q the share of zero sums (the mixed distribution of
 *    Thom 1966);
 * 4. SPI = Φ⁻¹(H), clipped to ±3.09 (the extremes a 1-in-1000 probability allows).
 */

/** The timescales of the droughts and floods tool (specs/3 section 9), in months. */
export const SPI_TIMESCALES = [3, 6, 12, 24, 36, 48] as const;
export const DEFAULT_SPI_TIMESCALE = 12;
/** |SPI| is clipped here (Φ⁻¹ of 0.001 and 0.999). */
export const SPI_LIMIT = 3.09;
/** Fewer non-zero sums than this in a calendar month leave its SPI undefined (NaN). */
export const MIN_GAMMA_SAMPLES = 10;

export interface GammaFit {
  alpha: number;
  beta: number;
  /** Share of zero sums. */
  zeroProbability: number;
  /** Non-zero sums fitted. */
  samples: number;
}

/** Running sums over `k` months; the first k − 1 (and any window with a missing month) are NaN. */
export function runningSums(monthly: readonly number[], k: number): number[] {
  if (!Number.isInteger(k) || k < 1)
    throw new RangeError(`timescale ${k} is not a whole month count`);
  const sums = new Array<number>(monthly.length).fill(Number.NaN);
  for (let end = k - 1; end < monthly.length; end++) {
    let sum = 0;
    for (let i = end - k + 1; i <= end; i++) sum += monthly[i] ?? Number.NaN;
    sums[end] = Number.isFinite(sum) ? sum : Number.NaN;
  }
  return sums;
}

/** Thom's gamma fit of the non-zero values, with the share of zeros (null: too few values). */
export function fitGamma(values: readonly number[]): GammaFit | null {
  const valid = values.filter((value) => Number.isFinite(value) && value >= 0);
  const positive = valid.filter((value) => value > 0);
  if (positive.length < MIN_GAMMA_SAMPLES) return null;
  const mean = positive.reduce((sum, value) => sum + value, 0) / positive.length;
  const meanLog = positive.reduce((sum, value) => sum + Math.log(value), 0) / positive.length;
  const a = Math.log(mean) - meanLog;
  // A = 0 when every value is equal (rounding leaves ~1e-16): no spread to fit.
  if (!(a > 1e-12)) return null;
  const alpha = (1 + Math.sqrt(1 + (4 * a) / 3)) / (4 * a);
  return {
    alpha,
    beta: mean / alpha,
    zeroProbability: (valid.length - positive.length) / valid.length,
    samples: positive.length,
  };
}

/** The SPI of one k-month sum under a fit. */
export function spiOf(sum: number, fit: GammaFit): number {
  if (!Number.isFinite(sum) || sum < 0) return Number.NaN;
  const gamma = sum === 0 ? 0 : regularizedGammaP(fit.alpha, sum / fit.beta);
  const probability = fit.zeroProbability + (1 - fit.zeroProbability) * gamma;
  const spi = inverseNormalCdf(probability);
  return Math.max(-SPI_LIMIT, Math.min(SPI_LIMIT, spi));
}

export interface SpiSeries {
  /** One value per month of the input (NaN where undefined). */
  values: number[];
  /** The fit of each calendar month (index 0 = January), null where too few values. */
  fits: Array<GammaFit | null>;
}

/**
 * The SPI series of a monthly precipitation record (mm) whose first value is `startMonth`
 * (0 = January), at timescale `k`, calibrated on the months with index in
 * [calibration.from, calibration.to) (default: the whole record).
 */
export function standardizedPrecipitationIndex(
  monthly: readonly number[],
  k: number,
  options: { startMonth?: number; calibration?: { from: number; to: number } } = {},
): SpiSeries {
  const startMonth = options.startMonth ?? 0;
  const from = options.calibration?.from ?? 0;
  const to = options.calibration?.to ?? monthly.length;
  const sums = runningSums(monthly, k);
  const fits: Array<GammaFit | null> = [];
  for (let month = 0; month < 12; month++) {
    const sample: number[] = [];
    for (let i = from; i < to; i++) {
      if ((startMonth + i) % 12 === month && Number.isFinite(sums[i]))
        sample.push(sums[i] as number);
    }
    fits.push(fitGamma(sample));
  }
  const values = sums.map((sum, i) => {
    const fit = fits[(startMonth + i) % 12];
    return fit ? spiOf(sum, fit) : Number.NaN;
  });
  return { values, fits };
}

/** The seven SPI classes (McKee et al. 1993; WMO-No. 1090 Table 2), wettest first. */
export const SPI_CLASSES = [
  'extremelyWet',
  'veryWet',
  'moderatelyWet',
  'nearNormal',
  'moderatelyDry',
  'severelyDry',
  'extremelyDry',
] as const;
export type SpiClass = (typeof SPI_CLASSES)[number];

/** 2.0 and above extremely wet, 1.5 to 1.99 very wet, ... −2.0 and less extremely dry. */
export function spiClass(spi: number): SpiClass | null {
  if (!Number.isFinite(spi)) return null;
  if (spi >= 2) return 'extremelyWet';
  if (spi >= 1.5) return 'veryWet';
  if (spi >= 1) return 'moderatelyWet';
  if (spi > -1) return 'nearNormal';
  if (spi > -1.5) return 'moderatelyDry';
  if (spi > -2) return 'severelyDry';
  return 'extremelyDry';
}

export interface DroughtEvent {
  /** Indices into the series: the first and last month of the event. */
  start: number;
  end: number;
  /** Σ |SPI| over the event's months (McKee et al. 1993 "drought magnitude"). */
  magnitude: number;
  /** The lowest SPI reached. */
  peak: number;
}

/**
 * McKee et al. (1993): a drought event is a run of months with SPI continuously below 0 that
 * reaches −1.0 or less. Undefined months end a run.
 */
export function droughtEvents(spi: readonly number[]): DroughtEvent[] {
  const events: DroughtEvent[] = [];
  let start = -1;
  let magnitude = 0;
  let peak = 0;
  const close = (end: number) => {
    if (start >= 0 && peak <= -1) events.push({ start, end, magnitude, peak });
    start = -1;
    magnitude = 0;
    peak = 0;
  };
  spi.forEach((value, i) => {
    if (Number.isFinite(value) && value < 0) {
      if (start < 0) start = i;
      magnitude += -value;
      peak = Math.min(peak, value);
    } else {
      close(i - 1);
    }
  });
  close(spi.length - 1);
  return events;
}
