import { describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  type PreferenceStorage,
  readStoredPreferences,
  storePreferences,
  UNITS_STORAGE_KEY,
} from './preferences-storage';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('readStoredPreferences', () => {
  it('defaults to english and metric when nothing is stored', () => {
    expect(readStoredPreferences(memoryStorage())).toEqual({
      units: 'metric',
      language: 'english',
    });
  });

  it('defaults when storage is unavailable', () => {
    expect(readStoredPreferences(undefined)).toEqual({ units: 'metric', language: 'english' });
  });

  it('reads stored values', () => {
    const storage = memoryStorage({
      [UNITS_STORAGE_KEY]: 'imperial',
      [LANGUAGE_STORAGE_KEY]: 'spanish',
    });
    expect(readStoredPreferences(storage)).toEqual({ units: 'imperial', language: 'spanish' });
  });

  it('falls back to english and metric for unknown stored values', () => {
    const storage = memoryStorage({
      [UNITS_STORAGE_KEY]: 'furlongs',
      [LANGUAGE_STORAGE_KEY]: 'fr',
    });
    expect(readStoredPreferences(storage)).toEqual({ units: 'metric', language: 'english' });
  });
});

describe('storePreferences', () => {
  it('writes both keys', () => {
    const storage = memoryStorage();
    storePreferences(storage, { units: 'imperial', language: 'spanish' });
    expect(storage.values.get(UNITS_STORAGE_KEY)).toBe('imperial');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('spanish');
  });

  it('survives a storage that refuses writes', () => {
    const storage: PreferenceStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => storePreferences(storage, { units: 'metric', language: 'english' })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
