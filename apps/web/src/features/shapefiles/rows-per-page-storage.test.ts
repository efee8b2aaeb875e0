import { describe, expect, it } from 'vitest';
import {
  ROWS_PER_PAGE_STORAGE_KEY,
  type RowsPerPageStorage,
  readRowsPerPage,
  storeRowsPerPage,
} from './rows-per-page-storage';

function memoryStorage(initial: Record<string, string> = {}): RowsPerPageStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('rows per page setting', () => {
  it('defaults to 10 without storage or a stored value', () => {
    expect(readRowsPerPage(undefined)).toBe(10);
    expect(readRowsPerPage(memoryStorage())).toBe(10);
  });

  it('remembers a chosen page size', () => {
    const storage = memoryStorage();
    storeRowsPerPage(storage, 50);
    expect(storage.getItem(ROWS_PER_PAGE_STORAGE_KEY)).toBe('50');
    expect(readRowsPerPage(storage)).toBe(50);
  });

  it('ignores sizes the list does not offer and junk', () => {
    for (const stored of ['25', '0', '-10', 'twenty', '']) {
      expect(readRowsPerPage(memoryStorage({ [ROWS_PER_PAGE_STORAGE_KEY]: stored }))).toBe(10);
    }
  });

  it('keeps going when the browser refuses to store', () => {
    const refusing: RowsPerPageStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => storeRowsPerPage(refusing, 20)).not.toThrow();
  });
});
