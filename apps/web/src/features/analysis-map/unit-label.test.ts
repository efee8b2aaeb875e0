import { describe, expect, it } from 'vitest';
import { labelInUnits, quantityText } from './unit-label';

describe('labelInUnits', () => {
  it('converts the unit text of "name (unit)" and "name - unit" labels to imperial', () => {
    expect(labelInUnits('Elevation (m)', 'imperial')).toBe('Elevation (ft)');
    expect(labelInUnits('Study area - ha', 'imperial')).toBe('Study area - acres');
    expect(labelInUnits('Precipitation (mm)', 'imperial')).toBe('Precipitation (in)');
    expect(labelInUnits('Carbon (tCO2/ha)', 'imperial')).toBe('Carbon (tCO2/acre)');
    expect(labelInUnits('Temperature - °C', 'imperial')).toBe('Temperature - °F');
  });

  it('leaves metric, unitless and unknown-unit labels as they are', () => {
    expect(labelInUnits('Elevation (m)', 'metric')).toBe('Elevation (m)');
    expect(labelInUnits('Land cover 2023', 'imperial')).toBe('Land cover 2023');
    expect(labelInUnits('Ecoregion (Temperate grasslands)', 'imperial')).toBe(
      'Ecoregion (Temperate grasslands)',
    );
    expect(labelInUnits('Land cover change 2001–2023', 'imperial')).toBe(
      'Land cover change 2001–2023',
    );
  });
});

describe('quantityText', () => {
  it('converts a known unit and keeps the declared text of another', () => {
    expect(quantityText(1000, 'm', 'imperial', 'en')).toBe('3,281 ft');
    expect(quantityText(12.5, 'km', 'metric', 'en')).toBe('13 km');
    expect(quantityText(0.42, '%', 'imperial', 'en')).toBe('0.42 %');
    expect(quantityText(Number.NaN, 'm', 'metric', 'en')).toBe('N/A');
  });
});
