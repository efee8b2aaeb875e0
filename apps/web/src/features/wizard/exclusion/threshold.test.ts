import { MASK_PERCENT_RANGE, SLOPE_DEGREES_RANGE } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { parseThreshold } from './threshold';

describe('parseThreshold', () => {
  it('takes a whole number of degrees from 1 to 90', () => {
    expect(parseThreshold('15', SLOPE_DEGREES_RANGE, true)).toBe(15);
    expect(parseThreshold(' 1 ', SLOPE_DEGREES_RANGE, true)).toBe(1);
    expect(parseThreshold('90', SLOPE_DEGREES_RANGE, true)).toBe(90);
  });

  it('refuses slopes out of range, with decimals, empty or not numbers', () => {
    for (const text of ['0', '91', '12.5', '', 'steep', '-3'])
      expect(parseThreshold(text, SLOPE_DEGREES_RANGE, true)).toBeNull();
  });

  it('takes percentages from 0 to 100, decimals included', () => {
    expect(parseThreshold('0', MASK_PERCENT_RANGE, false)).toBe(0);
    expect(parseThreshold('37.5', MASK_PERCENT_RANGE, false)).toBe(37.5);
    expect(parseThreshold('100', MASK_PERCENT_RANGE, false)).toBe(100);
    expect(parseThreshold('100.1', MASK_PERCENT_RANGE, false)).toBeNull();
  });
});
