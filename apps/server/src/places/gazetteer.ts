import type { Place } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';
import { normalizePlaceName } from './normalize-place-name.js';

/** One searchable name of a place; a place may have several (English, Spanish, ISO code). */
export interface GazetteerEntry {
  key: string;
  /** The place this name belongs to, handed back to `describe`. */
  ref: number;
  /** Lower sorts first among equally good matches: countries before towns. */
  rank: number;
}

/** Builds the answer for a place in a language; called only for the few results returned. */
export type DescribePlace = (ref: number, locale: Locale) => Place;

interface IndexedEntry extends GazetteerEntry {
  normalized: string;
}

/** First index whose name is >= prefix, by binary search over the sorted names. */
function lowerBound(entries: IndexedEntry[], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.normalized ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * An in-memory prefix index over place names: sorted once, searched in O(log n + matches).
 * Exact names come first, then names that start with the query, then names with a word that does.
 */
export function createGazetteer(entries: GazetteerEntry[], describe: DescribePlace) {
  const byName: IndexedEntry[] = [];
  for (const entry of entries) {
    const normalized = normalizePlaceName(entry.key);
    if (normalized) byName.push({ ...entry, normalized });
    // Also index each later word, so "Springs" finds "Colorado Springs".
    const words = normalized.split(' ');
    for (let i = 1; i < words.length; i++) {
      byName.push({ ...entry, normalized: words.slice(i).join(' '), rank: entry.rank + 10 });
    }
  }
  byName.sort((a, b) => (a.normalized < b.normalized ? -1 : a.normalized > b.normalized ? 1 : 0));

  return {
    size: byName.length,
    search(query: string, locale: Locale, limit = 8): Place[] {
      const prefix = normalizePlaceName(query);
      if (prefix.length < 2) return [];
      const matches: Array<{ entry: IndexedEntry; score: number }> = [];
      for (let i = lowerBound(byName, prefix); i < byName.length; i++) {
        const entry = byName[i];
        if (!entry?.normalized.startsWith(prefix)) break;
        const exact = entry.normalized === prefix ? 0 : 100;
        matches.push({ entry, score: exact + entry.rank });
        if (matches.length > 5000) break;
      }
      matches.sort(
        (a, b) => a.score - b.score || a.entry.normalized.length - b.entry.normalized.length,
      );
      const seen = new Set<number>();
      const labels = new Set<string>();
      const places: Place[] = [];
      for (const { entry } of matches) {
        if (seen.has(entry.ref)) continue;
        seen.add(entry.ref);
        const place = describe(entry.ref, locale);
        // GeoNames lists some towns twice (a town and its district): one line each is enough.
        if (labels.has(place.label)) continue;
        labels.add(place.label);
        places.push(place);
        if (places.length === limit) break;
      }
      return places;
    },
  };
}

export type Gazetteer = ReturnType<typeof createGazetteer>;
