import type { CellCarbon } from './carbon-aggregate.js';

/**
 * Pixels with the same inputs get the same per-hectare result: computed once (a million-hectare
 * study area has tens of thousands of pixels but few distinct zone and stock combinations).
 */
export function cachedCells(): (
  key: string,
  compute: () => CellCarbon | null,
) => CellCarbon | null {
  const cache = new Map<string, CellCarbon | null>();
  return (key, compute) => {
    if (cache.has(key)) return cache.get(key) ?? null;
    const result = compute();
    if (cache.size > 200_000) cache.clear();
    cache.set(key, result);
    return result;
  };
}
