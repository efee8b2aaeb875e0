import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('drops the least recently used entries past its weight and tells who was dropped', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, string>(
      5,
      (value) => value.length,
      (value) => {
        evicted.push(value);
      },
    );
    cache.set('a', 'aa');
    cache.set('b', 'bb');
    expect(cache.get('a')).toBe('aa'); // a is now the most recent
    cache.set('c', 'ccc');
    expect(evicted).toEqual(['bb']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aa');
    expect(cache.get('c')).toBe('ccc');
    cache.set('d', 'dddddd'); // heavier than the whole cache: not kept, nothing dropped
    expect(cache.get('d')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.delete('a');
    cache.set('e', 'ee');
    expect(cache.size).toBe(2);
    expect(evicted).toEqual(['bb']);
  });
});
