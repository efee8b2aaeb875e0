export { acresToHectares, hectaresToAcres } from './area.js';
export type {
  Acres,
  Hectares,
  Kilometers,
  Meters,
  Millimeters,
} from './brands.js';
export * from './conversion-factors.js';
export { convert, type Quantity } from './convert.js';
export {
  DEFAULT_SIGNIFICANT_DIGITS,
  type FormatNumberOptions,
  formatNumber,
  NOT_AVAILABLE,
  SHOWN_AS_ZERO_BELOW,
  TREND_SIGNIFICANT_DIGITS,
} from './format-number.js';
export {
  type FormatQuantityOptions,
  formatQuantity,
} from './format-quantity.js';
export {
  type ImperialMapping,
  type ImperialUnit,
  isMetricUnit,
  METRIC_UNITS,
  type MetricUnit,
  type Unit,
} from './metric-units.js';
export { UNIT_LABELS, unitLabel } from './unit-labels.js';
