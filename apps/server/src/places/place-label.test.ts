import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-label.js';

describe('placeLabel', () => {
  it('names the place, its region and its country', () => {
    expect(placeLabel('Sheridan', 'Wyoming', 'United States')).toBe(
      'Sheridan, Wyoming, United States',
    );
  });

  it('leaves out a region that only repeats the place name (issue 12: "Nairobi" twice)', () => {
    expect(placeLabel('Nairobi', 'Nairobi County', 'Kenya')).toBe('Nairobi, Kenya');
    expect(placeLabel('Mexico City', 'Mexico City', 'Mexico')).toBe('Mexico City, Mexico');
    expect(placeLabel('São Paulo', 'Sao Paulo', 'Brasil')).toBe('São Paulo, Brasil');
  });

  it('keeps a region that merely starts with the same letters or names another place', () => {
    expect(placeLabel('York', 'England', 'United Kingdom')).toBe('York, England, United Kingdom');
    expect(placeLabel('Kent', 'Kentucky', 'United States')).toBe('Kent, Kentucky, United States');
    expect(placeLabel('York', 'New York', 'United States')).toBe('York, New York, United States');
  });

  it('leaves out a country named like the place, and a missing region', () => {
    expect(placeLabel('Singapore', 'Singapore', 'Singapore')).toBe('Singapore');
    expect(placeLabel('Vaduz', undefined, 'Liechtenstein')).toBe('Vaduz, Liechtenstein');
  });
});
