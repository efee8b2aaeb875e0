import { describe, expect, it } from 'vitest';
import { METRIC_UNITS } from './metric-units.js';
import { unitLabel } from './unit-labels.js';

describe('unitLabel', () => {
  it('labels every metric unit and its imperial counterpart', () => {
    for (const [unit, mapping] of Object.entries(METRIC_UNITS)) {
      expect(unitLabel(unit)).not.toBe('');
      expect(unitLabel(mapping.imperial)).not.toBe('');
    }
  });

  it('shows area in hectares as "ha" and spells acres out', () => {
    expect(unitLabel('ha')).toBe('ha');
    expect(unitLabel('acre')).toBe('acres');
  });

  it('uses symbols for the other units', () => {
    expect(unitLabel('degC')).toBe('°C');
    expect(unitLabel('degF')).toBe('°F');
    expect(unitLabel('km2')).toBe('km²');
    expect(unitLabel('ft3')).toBe('ft³');
  });

  it('throws an error naming an unknown unit', () => {
    expect(() => unitLabel('foo')).toThrow('No label for unit "foo"');
    expect(() => unitLabel('toString')).toThrow('"toString"');
  });
});
