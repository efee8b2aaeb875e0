/*
 * Metric to imperial factors, copied exactly from specs/2 section 9 and specs/3 section 9
 * ("Units"): displayed figures must match the product's published ones, so none is derived or
 * given more precision here.
 */
export const ACRES_PER_HECTARE = 2.47105;
export const SQUARE_MILES_PER_SQUARE_KILOMETER = 0.386102;
export const FEET_PER_METER = 3.28084;
export const CUBIC_FEET_PER_CUBIC_METER = 35.3147;
export const MILES_PER_KILOMETER = 0.62137119;
export const MILLIMETERS_PER_INCH = 25.4;
/** Celsius to Fahrenheit is 1.8x + 32 (same sections). */
export const FAHRENHEIT_DEGREES_PER_CELSIUS_DEGREE = 1.8;
export const FAHRENHEIT_AT_ZERO_CELSIUS = 32;

/**
 * Parcel search turns the provider's acreage into hectares with this factor (specs/1 section 9,
 * "Acres to ha factor 0.404686"). It is a separate figure from 1 / ACRES_PER_HECTARE
 * (0.4046863...) on purpose: parcel areas must match the ones the spec was written against.
 */
export const HECTARES_PER_ACRE = 0.404686;
