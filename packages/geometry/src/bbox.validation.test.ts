import { en, es } from '@ecotone/i18n';
import { describe, expect, it } from 'vitest';
import { validateBBox } from './bbox.validation.js';

describe('validateBBox', () => {
  it('accepts four numbers with each minimum below its maximum, as a copy', () => {
    const input = [-105, 38, -104, 39];
    const result = validateBBox(input);
    expect(result).toEqual({ valid: true, value: [-105, 38, -104, 39] });
    expect(result.valid && result.value).not.toBe(input);
  });

  it.each([
    ['not an array', 'bbox'],
    ['three numbers', [1, 2, 3]],
    ['five numbers', [1, 2, 3, 4, 5]],
    ['a string inside', [1, '2', 3, 4]],
    ['NaN inside', [1, Number.NaN, 3, 4]],
  ])('refuses %s with the spec text', (_case, value) => {
    expect(validateBBox(value)).toEqual({
      valid: false,
      reason: { code: 'BBOX_NOT_FOUR_NUMBERS' },
    });
  });

  it.each([
    ['west above east', [-104, 38, -105, 39]],
    ['south above north', [-105, 39, -104, 38]],
    ['an empty box', [-105, 38, -105, 39]],
  ])('refuses %s', (_case, value) => {
    expect(validateBBox(value)).toEqual({
      valid: false,
      reason: { code: 'BBOX_MIN_NOT_LESS_THAN_MAX' },
    });
  });

  it('has the exact English texts of specs/3 section 5, and Spanish', () => {
    expect(en.geometry.BBOX_NOT_FOUR_NUMBERS).toBe(
      'Bbox must be an array of 4 numbers: [minLng, minLat, maxLng, maxLat]',
    );
    expect(en.geometry.BBOX_MIN_NOT_LESS_THAN_MAX).toBe(
      'Invalid bbox: min values must be less than max values',
    );
    expect(es.geometry.BBOX_NOT_FOUR_NUMBERS).not.toBe(en.geometry.BBOX_NOT_FOUR_NUMBERS);
    expect(es.geometry.BBOX_MIN_NOT_LESS_THAN_MAX).not.toBe(en.geometry.BBOX_MIN_NOT_LESS_THAN_MAX);
  });
});
