import { countryPhonePrefixSchema } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { countryPhonePrefixes } from './country-phone-prefixes.js';

describe('countryPhonePrefixes', () => {
  it('lists the countries of the world with flag and calling prefix', () => {
    const list = countryPhonePrefixes('en');
    expect(list.length).toBeGreaterThan(200);
    for (const entry of list) countryPhonePrefixSchema.parse(entry);
    expect(list.find((entry) => entry.code === 'US')).toEqual({
      code: 'US',
      name: 'United States',
      flag: '🇺🇸',
      prefix: '+1',
    });
    expect(list.find((entry) => entry.code === 'AR')?.prefix).toBe('+54');
  });

  it('names countries in Spanish and sorts them by that name', () => {
    const list = countryPhonePrefixes('es');
    expect(list.find((entry) => entry.code === 'US')?.name).toBe('Estados Unidos');
    expect(list.find((entry) => entry.code === 'DE')?.name).toBe('Alemania');
    const names = list.map((entry) => entry.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
  });

  it('lists each country once', () => {
    const codes = countryPhonePrefixes('en').map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
