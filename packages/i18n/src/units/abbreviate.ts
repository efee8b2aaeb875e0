import { roundForDisplay } from './significant-digits.js';

interface Scale {
  readonly suffix: '' | 'K' | 'M' | 'G';
  readonly size: number;
}

const UNSCALED: Scale = { suffix: '', size: 1 };
/** The abbreviations of specs/3 section 9, ascending; G is the largest, so 7.1e12 is 7,100G. */
const SCALES: readonly Scale[] = [
  UNSCALED,
  { suffix: 'K', size: 1e3 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'G', size: 1e9 },
];

export type AbbreviationSuffix = Scale['suffix'];

export interface Abbreviated {
  readonly mantissa: number;
  readonly suffix: AbbreviationSuffix;
}

function largestScaleWithin(magnitude: number): Scale {
  return SCALES.filter((scale) => magnitude >= scale.size).at(-1) ?? UNSCALED;
}

/**
 * Splits `value` into a mantissa below 1000 and a suffix. The scale is chosen after display
 * rounding, so 999 999 becomes "1M" rather than "1,000K" and 999.6 becomes "1K", while 999.4
 * stays "999".
 */
export function abbreviate(value: number, minimumSignificantDigits: number): Abbreviated {
  const scale = largestScaleWithin(Math.abs(value));
  const rounded = roundForDisplay(value / scale.size, minimumSignificantDigits);
  const chosen = Math.abs(rounded) >= 1000 ? largestScaleWithin(scale.size * 1000) : scale;
  return { mantissa: value / chosen.size, suffix: chosen.suffix };
}
