import { describe, expect, it, vi } from 'vitest';
import {
  readShowAdvanced,
  SHOW_ADVANCED_STORAGE_KEY,
  storeShowAdvanced,
} from './advanced-options-storage';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('show advanced options choice', () => {
  it('is off until chosen, and remembered once stored', () => {
    const storage = memoryStorage();
    expect(readShowAdvanced(storage)).toBe(false);
    storeShowAdvanced(storage, true);
    expect(storage.getItem(SHOW_ADVANCED_STORAGE_KEY)).toBe('true');
    expect(readShowAdvanced(storage)).toBe(true);
    storeShowAdvanced(storage, false);
    expect(readShowAdvanced(storage)).toBe(false);
  });

  it('survives a storage that refuses writes or does not exist', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => storeShowAdvanced(refusing, true)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(readShowAdvanced(undefined)).toBe(false);
  });
});
