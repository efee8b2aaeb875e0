/**
 * Classes of the STAR means per hectare (specs/3 "star threat and restore means and classes").
 * No published STAR band scheme was found (IBAT reports show scores, not classes), so the bands
 * are this project's: decades around the world's mean STAR_T density, about 1e-4 per ha
 * (docs/decisions/0019-star-classes.md, where the estimate is derived and marked unverified).
 * Labels are i18n keys `starMethods.classes.<class>`.
 */
export const STAR_CLASSES = ['none', 'low', 'moderate', 'high', 'veryHigh'] as const;
export type StarClass = (typeof STAR_CLASSES)[number];

/** Upper bounds (exclusive) per ha of low, moderate and high; veryHigh above the last. */
export const STAR_CLASS_BOUNDS_PER_HA = [1e-4, 1e-3, 1e-2] as const;

export function starClass(meanPerHa: number): StarClass {
  if (!(meanPerHa > 0)) return 'none';
  if (meanPerHa < STAR_CLASS_BOUNDS_PER_HA[0]) return 'low';
  if (meanPerHa < STAR_CLASS_BOUNDS_PER_HA[1]) return 'moderate';
  if (meanPerHa < STAR_CLASS_BOUNDS_PER_HA[2]) return 'high';
  return 'veryHigh';
}

export const starClassKey = (meanPerHa: number) => `starMethods.classes.${starClass(meanPerHa)}`;
