import { describe, expect, it } from 'vitest';
import { BASEMAP_STORAGE_KEY, readBasemapChoice, storeBasemapChoice } from './basemap-choice';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('basemap choice', () => {
  it('is satellite by default, and for a value this version does not know', () => {
    expect(readBasemapChoice(undefined)).toBe('satellite');
    const storage = memory();
    storage.setItem(BASEMAP_STORAGE_KEY, 'terrain');
    expect(readBasemapChoice(storage)).toBe('satellite');
  });

  it('remembers the standard map once chosen', () => {
    const storage = memory();
    storeBasemapChoice(storage, 'standard');
    expect(readBasemapChoice(storage)).toBe('standard');
  });

  it("opens on a map theme's basemap until the user chooses, then on the user's choice", () => {
    const storage = memory();
    expect(readBasemapChoice(storage, 'standard')).toBe('standard');
    storeBasemapChoice(storage, 'satellite');
    expect(readBasemapChoice(storage, 'standard')).toBe('satellite');
  });

  it('reads satellite where the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeBasemapChoice(refusing, 'standard')).not.toThrow();
    expect(readBasemapChoice(refusing)).toBe('satellite');
  });
});
