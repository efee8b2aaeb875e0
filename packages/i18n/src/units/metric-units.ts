import {
  ACRES_PER_HECTARE,
  CUBIC_FEET_PER_CUBIC_METER,
  FAHRENHEIT_AT_ZERO_CELSIUS,
  FAHRENHEIT_DEGREES_PER_CELSIUS_DEGREE,
  FEET_PER_METER,
  MILES_PER_KILOMETER,
  MILLIMETERS_PER_INCH,
  SQUARE_MILES_PER_SQUARE_KILOMETER,
} from './conversion-factors.js';

/** The imperial counterpart of one metric unit and how a metric value becomes it. */
export interface ImperialMapping {
  readonly imperial: string;
  readonly toImperial: (value: number) => number;
}

/** A quantity per hectare is spread over 2.47105 times as many acres, so it shrinks by that factor. */
const perHectareToPerAcre = (value: number): number => value / ACRES_PER_HECTARE;
const unchanged = (value: number): number => value;

/**
 * Every metric unit the product displays, with its imperial counterpart: the kinds of
 * specs/2 section 9 (hectares, cubic metres, Celsius, metres, kilometres, millimetres, square km,
 * carbon per area). A unit missing here cannot be shown in imperial: `convert` throws, as the spec
 * requires. Carbon totals in tonnes are listed as unchanged because the spec converts no mass, so
 * an imperial chart of tCO2 is an explicit decision rather than a missing entry.
 */
export const METRIC_UNITS = Object.freeze({
  ha: {
    imperial: 'acre',
    toImperial: (hectares: number) => hectares * ACRES_PER_HECTARE,
  },
  km2: {
    imperial: 'mi2',
    toImperial: (km2: number) => km2 * SQUARE_MILES_PER_SQUARE_KILOMETER,
  },
  m3: {
    imperial: 'ft3',
    toImperial: (m3: number) => m3 * CUBIC_FEET_PER_CUBIC_METER,
  },
  m: {
    imperial: 'ft',
    toImperial: (meters: number) => meters * FEET_PER_METER,
  },
  km: {
    imperial: 'mi',
    toImperial: (kilometers: number) => kilometers * MILES_PER_KILOMETER,
  },
  mm: {
    imperial: 'in',
    toImperial: (millimeters: number) => millimeters / MILLIMETERS_PER_INCH,
  },
  // An absolute temperature: the + 32 offset would be wrong for a temperature change (°C per year).
  degC: {
    imperial: 'degF',
    toImperial: (celsius: number) =>
      celsius * FAHRENHEIT_DEGREES_PER_CELSIUS_DEGREE + FAHRENHEIT_AT_ZERO_CELSIUS,
  },
  'tCO2/ha': { imperial: 'tCO2/acre', toImperial: perHectareToPerAcre },
  'tC/ha': { imperial: 'tC/acre', toImperial: perHectareToPerAcre },
  'tCO2/ha/yr': { imperial: 'tCO2/acre/yr', toImperial: perHectareToPerAcre },
  'tC/ha/yr': { imperial: 'tC/acre/yr', toImperial: perHectareToPerAcre },
  tCO2: { imperial: 'tCO2', toImperial: unchanged },
  'tCO2/yr': { imperial: 'tCO2/yr', toImperial: unchanged },
  // The carbon tools store tonnes of carbon; the results page shows them as tC or tCO2.
  tC: { imperial: 'tC', toImperial: unchanged },
  'tC/yr': { imperial: 'tC/yr', toImperial: unchanged },
} as const satisfies Record<string, ImperialMapping>);

export type MetricUnit = keyof typeof METRIC_UNITS;
export type ImperialUnit = (typeof METRIC_UNITS)[MetricUnit]['imperial'];
export type Unit = MetricUnit | ImperialUnit;

/** Own keys only, so a unit id such as "toString" is not mistaken for a table entry. */
export function isMetricUnit(unit: string): unit is MetricUnit {
  return Object.hasOwn(METRIC_UNITS, unit);
}
