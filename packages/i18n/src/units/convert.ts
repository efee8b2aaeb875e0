import type { UnitSystem } from '../preferences.js';
import { isMetricUnit, METRIC_UNITS } from './metric-units.js';

export interface Quantity {
  readonly value: number;
  readonly unit: string;
}

/**
 * Runs at display time only: values are stored and computed in metric, so metric is the identity.
 * `unit` is a plain string because unit ids arrive with analysis results at runtime; an id with no
 * imperial mapping throws (specs/2 section 9) instead of showing a metric figure as imperial.
 */
export function convert(value: number, unit: string, system: UnitSystem): Quantity {
  if (system === 'metric') return { value, unit };
  if (!isMetricUnit(unit)) throw new Error(`No imperial mapping for unit "${unit}"`);
  const mapping = METRIC_UNITS[unit];
  return { value: mapping.toImperial(value), unit: mapping.imperial };
}
