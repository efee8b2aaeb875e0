import type { Locale } from './catalog/index.js';

/** The preference values of specs/2 section 3 ("User preferences"). */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const LANGUAGES = ['english', 'spanish'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';
export const DEFAULT_LANGUAGE: Language = 'english';

const localeOfLanguage: Record<Language, Locale> = {
  english: 'en',
  spanish: 'es',
};
const languageOfLocale: Record<Locale, Language> = {
  en: 'english',
  es: 'spanish',
};

export const languageToLocale = (language: Language): Locale => localeOfLanguage[language];
export const localeToLanguage = (locale: Locale): Language => languageOfLocale[locale];
