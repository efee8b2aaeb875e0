import type { GeographyAnswer } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  counterText,
  countryText,
  EMPTY_VALUE,
  localizedName,
  sourcesText,
} from './key-details-text';

const mexico = { en: 'Mexico', es: 'México' };
const usa = { en: 'United States of America', es: 'Estados Unidos' };

const answer = (countries: GeographyAnswer['countries']): GeographyAnswer => ({
  countryCode: 'MEX',
  country: mexico,
  region: { en: 'Sonora', es: 'Sonora' },
  district: null,
  place: null,
  placeDistanceKm: null,
  countries,
  approximate: { district: true, place: true },
  sources: [],
});

describe('localizedName', () => {
  it('takes the name in the UI language', () => {
    expect(localizedName(mexico, 'en')).toBe('Mexico');
    expect(localizedName(mexico, 'es')).toBe('México');
  });

  it('falls back to English, then to a dash', () => {
    expect(localizedName({ en: 'Sonora', es: '' }, 'es')).toBe('Sonora');
    expect(localizedName(null, 'es')).toBe(EMPTY_VALUE);
    expect(localizedName({ en: ' ', es: '' }, 'en')).toBe(EMPTY_VALUE);
  });
});

describe('countryText', () => {
  it('is the country when the shape lies in one', () => {
    expect(countryText(answer([{ code: 'MEX', name: mexico, overlapHa: 10 }]), 'es')).toBe(
      'México',
    );
  });

  it('lists every country a cross-border shape touches, in the answer order', () => {
    const both = answer([
      { code: 'MEX', name: mexico, overlapHa: 10 },
      { code: 'USA', name: usa, overlapHa: 2 },
    ]);
    expect(countryText(both, 'en')).toBe('Mexico, United States of America');
    expect(countryText(both, 'es')).toBe('México, Estados Unidos');
  });

  it('is a dash at sea', () => {
    expect(countryText({ ...answer([]), country: null, countryCode: null }, 'en')).toBe(
      EMPTY_VALUE,
    );
  });
});

describe('counterText', () => {
  it('counts typed characters against the limit', () => {
    expect(counterText('', 56)).toBe('0/56');
    expect(counterText('Rancho Verde', 56)).toBe('12/56');
  });
});

describe('sourcesText', () => {
  it('names each dataset with its licence', () => {
    expect(
      sourcesText([
        { name: 'Natural Earth', version: '1:10m', license: 'Public domain' },
        { name: 'GeoNames', version: '1', license: 'CC BY 4.0' },
      ]),
    ).toBe('Natural Earth (Public domain); GeoNames (CC BY 4.0)');
  });
});
