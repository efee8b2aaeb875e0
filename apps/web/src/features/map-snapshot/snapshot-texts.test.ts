import { describe, expect, it } from 'vitest';
import { readSnapshotTexts, snapshotTextsKey, storeSnapshotTexts } from './snapshot-texts';

/** An in-memory Web Storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

const defaults = { title: 'Los Alamos', subtitle: 'North paddock' };

describe('snapshot texts', () => {
  it('starts from the site and shapefile names', () => {
    expect(readSnapshotTexts(memoryStorage(), 'a1', defaults)).toEqual({
      ...defaults,
      legendNames: {},
    });
    expect(readSnapshotTexts(undefined, 'a1', defaults).title).toBe('Los Alamos');
  });

  it('remembers the texts per analysis, an empty title included', () => {
    const storage = memoryStorage();
    const texts = { title: '', subtitle: 'Grazing plan', legendNames: { landCover: 'Cover' } };
    storeSnapshotTexts(storage, 'a1', texts);
    expect(readSnapshotTexts(storage, 'a1', defaults)).toEqual(texts);
    expect(readSnapshotTexts(storage, 'a2', defaults).title).toBe('Los Alamos');
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage({
      [snapshotTextsKey('a1')]: '{"title":3,"legendNames":{"x":1}}',
      [snapshotTextsKey('a2')]: 'not json',
    });
    expect(readSnapshotTexts(storage, 'a1', defaults)).toEqual({ ...defaults, legendNames: {} });
    expect(readSnapshotTexts(storage, 'a2', defaults)).toEqual({ ...defaults, legendNames: {} });
  });

  it('keeps working when the browser refuses to store', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeSnapshotTexts(full, 'a1', { ...defaults, legendNames: {} })).not.toThrow();
  });
});
