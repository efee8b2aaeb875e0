import { describe, expect, it } from 'vitest';
import {
  AUTO_ZOOM_STORAGE_KEY,
  DEFAULT_MAP_OPTIONS,
  readAutoZoom,
  storeAutoZoom,
  yearInterval,
} from './map-options';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('map options', () => {
  it('3D and labels start off, the analysed area on', () => {
    expect(DEFAULT_MAP_OPTIONS).toMatchObject({
      threeD: false,
      labels: false,
      showAnalysisLayer: true,
    });
  });

  it('remembers auto zoom, off by default and for any unexpected value', () => {
    const storage = memoryStorage();
    expect(readAutoZoom(storage)).toBe(false);
    storeAutoZoom(storage, true);
    expect(storage.values.get(AUTO_ZOOM_STORAGE_KEY)).toBe('true');
    expect(readAutoZoom(storage)).toBe(true);
    expect(readAutoZoom(memoryStorage({ [AUTO_ZOOM_STORAGE_KEY]: 'yes' }))).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(readAutoZoom(broken)).toBe(false);
    expect(readAutoZoom(undefined)).toBe(false);
  });

  it('plays 1x, 2x and 3x as one year per 1.5 s, 0.75 s and 0.5 s', () => {
    expect([yearInterval(1), yearInterval(2), yearInterval(3)]).toEqual([1500, 750, 500]);
  });
});
