import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity.js';

describe('formatQuantity', () => {
  it('converts to imperial, then formats and labels', () => {
    expect(formatQuantity(100, 'ha', 'imperial', 'en')).toBe('247 acres');
    expect(formatQuantity(100, 'degC', 'imperial', 'en')).toBe('212 °F');
    expect(formatQuantity(10, 'tCO2/ha', 'imperial', 'en')).toBe('4 tCO2/acre');
    expect(
      formatQuantity(10, 'tCO2/ha', 'imperial', 'en', {
        minimumSignificantDigits: 3,
      }),
    ).toBe('4.05 tCO2/acre');
  });

  it('shows metric values in their own unit, area in ha', () => {
    expect(formatQuantity(1.2345, 'ha', 'metric', 'en')).toBe('1.2 ha');
    expect(formatQuantity(1.2345, 'ha', 'metric', 'es')).toBe('1,2 ha');
    expect(formatQuantity(2_500_000, 'm3', 'metric', 'en', { abbreviate: true })).toBe('2.5M m³');
  });

  it('shows a value that cannot be displayed as "N/A" without a unit', () => {
    expect(formatQuantity(Number.NaN, 'ha', 'imperial', 'en')).toBe('N/A');
  });

  it('throws for an unknown unit in either system', () => {
    expect(() => formatQuantity(1, 'foo', 'imperial', 'en')).toThrow(
      'No imperial mapping for unit "foo"',
    );
    expect(() => formatQuantity(1, 'foo', 'metric', 'en')).toThrow('No label for unit "foo"');
    expect(() => formatQuantity(Number.NaN, 'foo', 'metric', 'en')).toThrow('"foo"');
  });
});
