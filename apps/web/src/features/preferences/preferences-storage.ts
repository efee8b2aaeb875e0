import type { UserPreferences } from '@ecotone/contracts';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_UNIT_SYSTEM,
  LANGUAGES,
  type Language,
  UNIT_SYSTEMS,
  type UnitSystem,
} from '@ecotone/i18n';

export const UNITS_STORAGE_KEY = 'ecotone.units';
export const LANGUAGE_STORAGE_KEY = 'ecotone.language';

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const parseUnits = (value: string | null | undefined): UnitSystem =>
  UNIT_SYSTEMS.find((units) => units === value) ?? DEFAULT_UNIT_SYSTEM;

/** English is the default and also the fallback for a value this version does not know. */
export const parseLanguage = (value: string | null | undefined): Language =>
  LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;

export function readStoredPreferences(storage: PreferenceStorage | undefined): UserPreferences {
  return {
    units: parseUnits(storage?.getItem(UNITS_STORAGE_KEY)),
    language: parseLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY)),
  };
}

export function storePreferences(
  storage: PreferenceStorage | undefined,
  preferences: UserPreferences,
): void {
  try {
    storage?.setItem(UNITS_STORAGE_KEY, preferences.units);
    storage?.setItem(LANGUAGE_STORAGE_KEY, preferences.language);
  } catch (error) {
    // Private browsing or a full quota: the choice still applies for this visit.
    console.warn('Could not store preferences locally', error);
  }
}

/** localStorage, or nothing where reading it throws (storage disabled by the browser). */
export function browserStorage(): PreferenceStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
