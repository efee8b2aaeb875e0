import { describe, expect, it } from 'vitest';
import { convert } from './convert.js';

// Expected figures are the spec's own numbers (specs/2 section 9), not the module's constants,
// so a mistyped factor fails here.
describe('convert to imperial', () => {
  it.each([
    [1, 'ha', 2.47105, 'acre'],
    [1, 'km2', 0.386102, 'mi2'],
    [1, 'm3', 35.3147, 'ft3'],
    [1, 'm', 3.28084, 'ft'],
    [1, 'km', 0.62137119, 'mi'],
    [25.4, 'mm', 1, 'in'],
    [100, 'degC', 212, 'degF'],
    [0, 'degC', 32, 'degF'],
    [-40, 'degC', -40, 'degF'],
  ])('%d %s -> %d %s', (value, unit, expected, imperialUnit) => {
    const quantity = convert(value, unit, 'imperial');
    expect(quantity.unit).toBe(imperialUnit);
    expect(quantity.value).toBeCloseTo(expected, 10);
  });

  it.each([
    ['tCO2/ha', 'tCO2/acre'],
    ['tC/ha', 'tC/acre'],
    ['tCO2/ha/yr', 'tCO2/acre/yr'],
    ['tC/ha/yr', 'tC/acre/yr'],
  ])('divides carbon per area %s by 2.47105 into %s', (unit, imperialUnit) => {
    const quantity = convert(10, unit, 'imperial');
    expect(quantity.unit).toBe(imperialUnit);
    expect(quantity.value).toBeCloseTo(4.0469, 4);
    expect(quantity.value).toBeCloseTo(10 / 2.47105, 12);
  });

  it('keeps tonnes of carbon unchanged, since the spec converts no mass', () => {
    expect(convert(12.5, 'tCO2', 'imperial')).toEqual({
      value: 12.5,
      unit: 'tCO2',
    });
    expect(convert(3, 'tCO2/yr', 'imperial')).toEqual({
      value: 3,
      unit: 'tCO2/yr',
    });
    expect(convert(7, 'tC', 'imperial')).toEqual({ value: 7, unit: 'tC' });
    expect(convert(2, 'tC/yr', 'imperial')).toEqual({ value: 2, unit: 'tC/yr' });
  });

  it('throws an error naming a unit with no imperial mapping', () => {
    expect(() => convert(1, 'foo', 'imperial')).toThrow('No imperial mapping for unit "foo"');
  });

  it('does not treat inherited object keys or imperial ids as metric units', () => {
    expect(() => convert(1, 'toString', 'imperial')).toThrow('"toString"');
    expect(() => convert(1, '__proto__', 'imperial')).toThrow('"__proto__"');
    expect(() => convert(1, 'acre', 'imperial')).toThrow('"acre"');
  });
});

describe('convert to metric', () => {
  it('returns value and unit unchanged', () => {
    expect(convert(1.5, 'ha', 'metric')).toEqual({ value: 1.5, unit: 'ha' });
    expect(convert(-3, 'degC', 'metric')).toEqual({ value: -3, unit: 'degC' });
  });
});
