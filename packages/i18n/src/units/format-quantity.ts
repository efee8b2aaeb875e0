import type { Locale } from '../catalog/index.js';
import type { UnitSystem } from '../preferences.js';
import { convert } from './convert.js';
import { type FormatNumberOptions, formatNumber, NOT_AVAILABLE } from './format-number.js';
import { unitLabel } from './unit-labels.js';

export type FormatQuantityOptions = Omit<FormatNumberOptions, 'locale'>;

/**
 * Converts a metric value to the user's unit system and formats it with its label, e.g.
 * 100 ha in imperial -> "247 acres". The label is looked up before the value is checked, so an
 * unknown unit fails in metric too instead of only for imperial users. A value that cannot be
 * shown is "N/A" alone: a unit after it would read as a measurement.
 */
export function formatQuantity(
  value: number,
  unit: string,
  system: UnitSystem,
  locale: Locale,
  options: FormatQuantityOptions = {},
): string {
  const quantity = convert(value, unit, system);
  const label = unitLabel(quantity.unit);
  if (!Number.isFinite(quantity.value)) return NOT_AVAILABLE;
  return `${formatNumber(quantity.value, { ...options, locale })} ${label}`;
}
