import { describe, expect, it } from 'vitest';
import { admin } from './en/admin.js';
import { assessment } from './en/assessment.js';
import { collections } from './en/collections.js';
import { enCore } from './en/core.js';
import { en } from './en/index.js';
import { enResults } from './en/results-sections.js';
import { enServerOnly } from './en/server-only.js';
import { sharing } from './en/sharing.js';

describe('the English catalogue in parts', () => {
  it('splits every section into exactly one part, the web loading the results, admin, sharing, collections and assessment parts with their pages', () => {
    const core = Object.keys(enCore);
    const results = Object.keys(enResults);
    const serverOnly = Object.keys(enServerOnly);
    expect(core.filter((section) => results.includes(section))).toEqual([]);
    // What only the server uses never reaches the browser's first load.
    expect(core.filter((section) => serverOnly.includes(section))).toEqual([]);
    expect(serverOnly.sort()).toEqual(['assessmentReports', 'emails', 'report', 'userAdminServer']);
    expect([...core, ...results].includes('admin')).toBe(false);
    expect([...core, ...results].includes('sharing')).toBe(false);
    expect([...core, ...results].includes('collections')).toBe(false);
    expect([...core, ...results].includes('assessment')).toBe(false);
    expect(
      [...core, ...results, ...serverOnly, 'admin', 'sharing', 'collections', 'assessment'].sort(),
    ).toEqual(Object.keys(en).sort());
    expect(en.admin).toBe(admin);
    expect(en.sharing).toBe(sharing);
    expect(en.collections).toBe(collections);
    expect(en.assessment).toBe(assessment);
    // The first load holds what every page needs: errors, the navigation, the tools' names.
    expect(core).toEqual(expect.arrayContaining(['errors', 'web', 'tools', 'results']));
  });
});
