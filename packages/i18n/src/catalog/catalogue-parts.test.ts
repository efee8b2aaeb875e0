import { describe, expect, it } from 'vitest';
import { enCore } from './en/core.js';
import { en } from './en/index.js';
import { enResults } from './en/results-sections.js';

describe('the English catalogue in two parts', () => {
  it('splits every section into exactly one part, the web loading the results part with its page', () => {
    const core = Object.keys(enCore);
    const results = Object.keys(enResults);
    expect(core.filter((section) => results.includes(section))).toEqual([]);
    expect([...core, ...results].sort()).toEqual(Object.keys(en).sort());
    // The first load holds what every page needs: errors, the navigation, the tools' names.
    expect(core).toEqual(expect.arrayContaining(['errors', 'web', 'tools', 'results']));
  });
});
