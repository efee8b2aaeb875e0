import {
  formatNumber,
  formatQuantity,
  isMetricUnit,
  type Locale,
  METRIC_UNITS,
  NOT_AVAILABLE,
  type UnitSystem,
  unitLabel,
} from '@ecotone/i18n';

/** 'Elevation (m)' or 'Elevation - m': the name and the unit text a label ends with. */
const PARENTHESISED = /^(.*\S)\s*\(([^()]+)\)$/;
const DASHED = /^(.*\S)\s+-\s+(\S+)$/;

/** The metric unit whose label is this text ('m', 'ha', '°C'), or null. */
function metricUnitOfLabel(text: string): keyof typeof METRIC_UNITS | null {
  for (const unit of Object.keys(METRIC_UNITS)) {
    if (isMetricUnit(unit) && unitLabel(unit) === text.trim()) return unit;
  }
  return null;
}

/**
 * specs/3 "Layers panel": unit text in a label of the form 'name - unit' or 'name (unit)' is
 * shown in the user's units ('Elevation (m)' reads 'Elevation (ft)' in imperial). A label
 * without unit text, or with a unit the units module does not convert, is left as it is.
 */
export function labelInUnits(label: string, units: UnitSystem): string {
  if (units === 'metric') return label;
  const parenthesised = PARENTHESISED.exec(label);
  const dashed = parenthesised ? null : DASHED.exec(label);
  const match = parenthesised ?? dashed;
  if (!match) return label;
  const [, name, unitText] = match;
  const metric = metricUnitOfLabel(unitText ?? '');
  if (!metric) return label;
  const imperial = unitLabel(METRIC_UNITS[metric].imperial);
  return parenthesised ? `${name} (${imperial})` : `${name} - ${imperial}`;
}

/**
 * A legend gradient's end or a popup's number: in the user's units when the units module knows
 * the unit, otherwise the number with its unit text as declared.
 */
export function quantityText(
  value: number,
  unit: string,
  units: UnitSystem,
  locale: Locale,
): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  if (isMetricUnit(unit)) return formatQuantity(value, unit, units, locale);
  const number = formatNumber(value, { locale });
  return unit ? `${number} ${unit}` : number;
}
