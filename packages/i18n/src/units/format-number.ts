import type { Locale } from '../catalog/index.js';
import { abbreviate } from './abbreviate.js';
import { assertSignificantDigits, significantDigitsFor } from './significant-digits.js';

/** specs/3 section 9: "minimum 2 significant digits (3 in trend values; 2 by default in charts)". */
export const DEFAULT_SIGNIFICANT_DIGITS = 2;
export const TREND_SIGNIFICANT_DIGITS = 3;
/** specs/3 section 9: "values below 0.0001 show 0". */
export const SHOWN_AS_ZERO_BELOW = 0.0001;
/** Shown for NaN and ±Infinity: the specs already use "N/A" for an area that cannot be shown. */
export const NOT_AVAILABLE = 'N/A';

export interface FormatNumberOptions {
  readonly locale: Locale;
  /**
   * Precision kept at least (see `significantDigitsFor`). Unlike Intl's option of the same name,
   * trailing zeros are not padded: 1 shows as "1", not "1.0".
   */
  readonly minimumSignificantDigits?: number;
  /** Use K, M and G from 1000 upward; the mantissa follows the same significant-digit rule. */
  readonly abbreviate?: boolean;
}

// Charts format thousands of ticks and building an Intl.NumberFormat is costly; at most
// 2 locales x 21 digit counts are ever cached.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, significantDigits: number): Intl.NumberFormat {
  const key = `${locale}:${significantDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      maximumSignificantDigits: significantDigits,
      // CLDR leaves Spanish four-digit numbers ungrouped ("3380" beside "14.515"); one page
      // then shows two formats. Every magnitude is grouped the same way (issue 12).
      useGrouping: 'always',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a number for display with the locale's separators (Spanish: "12.345,6"), grouping
 * four-digit numbers too ("1.235", where CLDR's Spanish default writes "1235"), so every number
 * of a page follows one rule. Negative numbers keep their sign; magnitudes below
 * 0.0001 show as "0" with no sign.
 */
export function formatNumber(value: number, options: FormatNumberOptions): string {
  const minimum = options.minimumSignificantDigits ?? DEFAULT_SIGNIFICANT_DIGITS;
  assertSignificantDigits(minimum);
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  if (Math.abs(value) < SHOWN_AS_ZERO_BELOW) return '0';
  const { mantissa, suffix } = options.abbreviate
    ? abbreviate(value, minimum)
    : { mantissa: value, suffix: '' };
  const digits = significantDigitsFor(mantissa, minimum);
  return formatterFor(options.locale, digits).format(mantissa) + suffix;
}
