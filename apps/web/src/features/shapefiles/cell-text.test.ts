import { describe, expect, it } from 'vitest';
import { areaText, createdText, percentText } from './cell-text';

describe('shapefile list cell texts', () => {
  it('shows areas in hectares or acres by the unit system', () => {
    expect(areaText(100, 'metric', 'english')).toBe('100 ha');
    expect(areaText(100, 'imperial', 'english')).toBe('247 acres');
  });

  it('shows N/A for a negative area and for no mask, and 0 for an empty mask', () => {
    expect(areaText(-1, 'metric', 'english')).toBe('N/A');
    expect(areaText(null, 'metric', 'english')).toBe('N/A');
    expect(areaText(Number.NaN, 'metric', 'english')).toBe('N/A');
    expect(areaText(0, 'metric', 'english')).toBe('0 ha');
  });

  it('uses the language separators', () => {
    expect(areaText(12345.6, 'metric', 'spanish')).toBe('12.346 ha');
  });

  it('shows the created date in the reader language', () => {
    expect(createdText('2024-03-05T12:00:00.000Z', 'english')).toBe('Mar 5, 2024');
    expect(createdText('2024-03-05T12:00:00.000Z', 'spanish')).toBe('5 mar 2024');
    expect(createdText('not a date', 'english')).toBe('N/A');
  });

  it('shows the project share as a percentage', () => {
    expect(percentText(82.54, 'english')).toBe('82.5%');
    expect(percentText(100, 'spanish')).toBe('100\u00a0%');
    expect(percentText(-5, 'english')).toBe('N/A');
  });
});
