import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.js';

const en = (value: number, minimumSignificantDigits?: number) =>
  formatNumber(value, { locale: 'en', minimumSignificantDigits });
const enShort = (value: number) => formatNumber(value, { locale: 'en', abbreviate: true });
const es = (value: number, abbreviate = false) => formatNumber(value, { locale: 'es', abbreviate });

describe('formatNumber', () => {
  it('shows magnitudes below 0.0001 as "0", without a sign', () => {
    expect(en(0)).toBe('0');
    expect(en(0.00009999)).toBe('0');
    expect(en(-0.00005)).toBe('0');
    expect(en(0.0001)).toBe('0.0001');
  });

  it('keeps 2 significant digits by default and never drops integer digits', () => {
    expect(en(0.00012345)).toBe('0.00012');
    expect(en(0.012345)).toBe('0.012');
    expect(en(1.2345)).toBe('1.2');
    expect(en(12.345)).toBe('12');
    expect(en(123.45)).toBe('123');
    expect(en(12345.6)).toBe('12,346');
  });

  it('does not pad trailing zeros', () => {
    expect(en(1)).toBe('1');
    expect(en(0.5)).toBe('0.5');
    expect(en(9.96)).toBe('10');
  });

  it('keeps more significant digits when asked (3 for trend values)', () => {
    expect(en(1.2345, 3)).toBe('1.23');
    expect(en(0.012345, 3)).toBe('0.0123');
    expect(en(12.345, 3)).toBe('12.3');
    expect(en(1234.56, 3)).toBe('1,235');
  });

  it('rejects a significant-digit count Intl cannot honour', () => {
    expect(() => en(1, 0)).toThrow(RangeError);
    expect(() => en(1, 1.5)).toThrow(RangeError);
    expect(() => en(1, 22)).toThrow(RangeError);
  });

  it('keeps the sign of negative numbers', () => {
    expect(en(-1.2345)).toBe('-1.2');
    expect(en(-12345.6)).toBe('-12,346');
    expect(enShort(-5_600_000)).toBe('-5.6M');
  });

  it('shows NaN and infinities as "N/A"', () => {
    expect(en(Number.NaN)).toBe('N/A');
    expect(en(Number.POSITIVE_INFINITY)).toBe('N/A');
    expect(enShort(Number.NEGATIVE_INFINITY)).toBe('N/A');
  });
});

describe('formatNumber with abbreviate', () => {
  it('uses K, M and G from 1000 upward', () => {
    expect(enShort(1000)).toBe('1K');
    expect(enShort(1234)).toBe('1.2K');
    expect(enShort(5_600_000)).toBe('5.6M');
    expect(enShort(7.1e9)).toBe('7.1G');
  });

  it('applies the significant-digit rule to the mantissa', () => {
    expect(enShort(12_345)).toBe('12K');
    expect(enShort(123_456)).toBe('123K');
    expect(enShort(7.1e12)).toBe('7,100G');
  });

  it('leaves numbers below 1000 unabbreviated', () => {
    expect(enShort(0.5)).toBe('0.5');
    expect(enShort(999)).toBe('999');
    expect(enShort(999.4)).toBe('999');
  });

  it('moves to the next abbreviation when rounding reaches 1000', () => {
    expect(enShort(999.6)).toBe('1K');
    expect(enShort(999_999)).toBe('1M');
    expect(enShort(999_500_000)).toBe('1G');
  });
});

describe('formatNumber in Spanish', () => {
  it('uses Spanish decimal and group separators', () => {
    expect(es(1.2345)).toBe('1,2');
    expect(es(12345.6)).toBe('12.346');
    expect(es(1_234_567.8)).toBe('1.234.568');
    expect(es(-0.012345)).toBe('-0,012');
  });

  it('groups four-digit numbers like longer ones, so a page never mixes "3380" and "14.515"', () => {
    expect(es(1234.5)).toBe('1.235');
    expect(es(3380)).toBe('3.380');
    expect(es(14515)).toBe('14.515');
  });

  it('keeps the K, M and G abbreviations', () => {
    expect(es(1234, true)).toBe('1,2K');
    expect(es(5_600_000, true)).toBe('5,6M');
  });
});
