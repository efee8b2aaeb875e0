import {
  PERFORMANCE_LEVELS,
  type PerformanceLevel,
  performanceLevel,
  performanceRatios,
} from '../indices/performance-levels.js';

/**
 * One year of the performance sub-indicator (research/data-methods.md B.4; Trends.Earth, UNCCD
 * GPG v2): each pixel's productivity against the 90th percentile of its similar land unit,
 * r = NDVI / P90, classed into the product's five levels (decisions/0017), with the areas.
 */

export interface DegradationYear {
  /** Area of each level, ha; the levels sum to the area with data. */
  areaHaByDegradationLevel: Record<PerformanceLevel, number>;
  /** Area-weighted mean of the levels numbered 1 (None) .. 5 (Extreme); null without data. */
  meanPerformanceDegradationLevel: number | null;
  /** Area-weighted mean of r; null without data. */
  meanPerformance: number | null;
  /** Area with a ratio, ha. */
  areaWithDataHa: number;
  /** Per cell: 1 None .. 5 Extreme, 0 where there is no ratio. */
  levels: Uint8Array;
}

export const emptyLevelAreas = (): Record<PerformanceLevel, number> => ({
  None: 0,
  Mild: 0,
  Moderate: 0,
  High: 0,
  Extreme: 0,
});

/**
 * The levels and areas of one year: `productivity[cell]` (the year's mean NDVI, NaN for none),
 * `units[cell]` (a land-unit key), `areasHa[cell]`.
 */
export function degradationYear(
  productivity: ArrayLike<number>,
  units: ArrayLike<number>,
  areasHa: ArrayLike<number>,
): DegradationYear {
  const ratios = performanceRatios(productivity, units);
  const areas = emptyLevelAreas();
  const levels = new Uint8Array(ratios.length);
  let area = 0;
  let levelSum = 0;
  let ratioSum = 0;
  for (let cell = 0; cell < ratios.length; cell++) {
    const ratio = ratios[cell] as number;
    const level = performanceLevel(ratio);
    if (level === null) continue;
    const number = PERFORMANCE_LEVELS.indexOf(level) + 1;
    const weight = areasHa[cell] as number;
    levels[cell] = number;
    areas[level] += weight;
    area += weight;
    levelSum += number * weight;
    ratioSum += ratio * weight;
  }
  return {
    areaHaByDegradationLevel: areas,
    meanPerformanceDegradationLevel: area > 0 ? levelSum / area : null,
    meanPerformance: area > 0 ? ratioSum / area : null,
    areaWithDataHa: area,
    levels,
  };
}

/**
 * Land-unit keys from up to three class maps (ecoregion x land cover x soil), each cell's key
 * the index of its combination; a missing class (NaN) is a class of its own.
 */
export function landUnits(...classes: (ArrayLike<number> | null)[]): Int32Array {
  const present = classes.filter((entry): entry is ArrayLike<number> => entry !== null);
  const count = present[0]?.length ?? 0;
  const keys = new Map<string, number>();
  const units = new Int32Array(count);
  for (let cell = 0; cell < count; cell++) {
    const key = present.map((entry) => String(entry[cell])).join('|');
    let unit = keys.get(key);
    if (unit === undefined) {
      unit = keys.size;
      keys.set(key, unit);
    }
    units[cell] = unit;
  }
  return units;
}

/** The GPG's degraded levels (r < 0.5): Moderate, High and Extreme. */
export const DEGRADED_LEVELS: readonly PerformanceLevel[] = ['Moderate', 'High', 'Extreme'];
