/** The most Intl.NumberFormat and Number.prototype.toPrecision both accept. */
const MAX_SIGNIFICANT_DIGITS = 21;

/**
 * How many significant digits to show for `value`: at least `minimum`, and never fewer than its
 * integer digits, so 12 345.6 at 2 digits shows as 12 346 rather than 12 000. Fractions therefore
 * keep `minimum` significant digits (0.012345 -> 0.012) and numbers of `minimum` or more integer
 * digits lose their fraction (123.45 -> 123).
 */
export function significantDigitsFor(value: number, minimum: number): number {
  const magnitude = Math.abs(value);
  // log10 may be off by one at exact powers of ten; harmless, as those have trailing zeros only.
  const integerDigits = magnitude >= 1 ? Math.floor(Math.log10(magnitude)) + 1 : 0;
  return Math.min(MAX_SIGNIFICANT_DIGITS, Math.max(minimum, integerDigits));
}

/** `value` rounded as it will be displayed (toPrecision and Intl both round half away from zero). */
export function roundForDisplay(value: number, minimum: number): number {
  return Number(value.toPrecision(significantDigitsFor(value, minimum)));
}

export function assertSignificantDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 1 || digits > MAX_SIGNIFICANT_DIGITS) {
    throw new RangeError(
      `minimumSignificantDigits must be an integer from 1 to ${MAX_SIGNIFICANT_DIGITS}, got ${digits}`,
    );
  }
}
