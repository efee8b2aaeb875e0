import { describe, expect, it } from 'vitest';
import { en, es } from './index.js';

/** Every leaf of a catalogue by dotted key, e.g. `web.nav.home`. Leaves keep their raw value. */
function leavesOf(tree: object, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const dottedKey = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [childKey, childValue] of leavesOf(value, `${dottedKey}.`)) {
        leaves.set(childKey, childValue);
      }
    } else {
      leaves.set(dottedKey, value);
    }
  }
  return leaves;
}

/** The `{{name}}` placeholders of a text, sorted and without repeats (same syntax as interpolate). */
function placeholdersOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

const english = leavesOf(en);
const spanish = leavesOf(es);

describe('Spanish catalogue parity with English', () => {
  it('walks a non-trivial catalogue', () => {
    expect(english.size).toBeGreaterThan(50);
    expect(english.has('errors.UNAUTHENTICATED')).toBe(true);
  });

  it('has every English key', () => {
    const missingInSpanish = [...english.keys()].filter((key) => !spanish.has(key));
    expect(missingInSpanish).toEqual([]);
  });

  it('has no key that English lacks', () => {
    const extraInSpanish = [...spanish.keys()].filter((key) => !english.has(key));
    expect(extraInSpanish).toEqual([]);
  });

  it.each([
    ['English', english],
    ['Spanish', spanish],
  ])('%s texts are non-empty strings without surrounding whitespace', (_language, leaves) => {
    const badLeaves = [...leaves]
      .filter(([, text]) => typeof text !== 'string' || text === '' || text !== text.trim())
      .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
    expect(badLeaves).toEqual([]);
  });

  it('uses the same {{placeholders}} for each key', () => {
    const mismatches = [...english]
      .filter(([key]) => spanish.has(key))
      .map(([key, text]) => ({
        key,
        english: placeholdersOf(text),
        spanish: placeholdersOf(spanish.get(key)),
      }))
      .filter((entry) => entry.english.join() !== entry.spanish.join());
    expect(mismatches).toEqual([]);
  });

  it('translates most texts rather than copying English', () => {
    // Brand names and symbols (e.g. `Ecotone`) may rightly be equal in both languages.
    const copied = [...english]
      .filter(([key, text]) => spanish.get(key) === text)
      .map(([key]) => key);
    const translatedShare = 1 - copied.length / english.size;
    expect(translatedShare, `identical in both: ${copied.join(', ')}`).toBeGreaterThanOrEqual(0.8);
  });
});
