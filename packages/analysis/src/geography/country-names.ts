import countries from 'i18n-iso-countries';

export interface Country {
  /** ISO 3166-1 alpha-3. */
  code: string;
  code2: string;
  name: { en: string; es: string };
}

const regionNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
  es: new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' }),
};

const known = new Map<string, Country>();

/**
 * A country by ISO alpha-2 or alpha-3, named in English and Spanish by i18n-iso-countries (the
 * names the place search shows), else by the runtime's ICU data, else by its code.
 */
export function countryOf(code: string): Country {
  const cached = known.get(code);
  if (cached) return cached;
  const code2 = code.length === 3 ? (countries.alpha3ToAlpha2(code) ?? code) : code;
  const nameIn = (locale: 'en' | 'es') =>
    countries.getName(code2, locale) ?? safeDisplayName(locale, code2) ?? code;
  const country = {
    code: countries.alpha2ToAlpha3(code2) ?? code,
    code2,
    name: { en: nameIn('en'), es: nameIn('es') },
  };
  known.set(code, country);
  return country;
}

function safeDisplayName(locale: 'en' | 'es', code2: string): string | undefined {
  try {
    return regionNames[locale].of(code2);
  } catch {
    return undefined;
  }
}
