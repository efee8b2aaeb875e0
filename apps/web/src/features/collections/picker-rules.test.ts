import { describe, expect, it } from 'vitest';
import { canAdd, pickerOptions } from './picker-rules';

const resources = {
  sites: [
    { siteId: 's-b', title: 'beta farm', primaryAssessmentId: 'a1', parentProjectId: null },
    { siteId: 's-a', title: 'Alpha Ranch', primaryAssessmentId: 'a2', parentProjectId: null },
    { siteId: 's-c', title: 'Cedar', primaryAssessmentId: null, parentProjectId: null },
    { siteId: 's-d', title: 'delta', primaryAssessmentId: 'a3', parentProjectId: 'p-1' },
  ],
  projects: [
    { projectId: 'p-2', title: 'zeta', slug: 'zeta', parentPortfolioId: null },
    { projectId: 'p-1', title: 'Eta', slug: 'eta', parentPortfolioId: null },
  ],
};

describe('the resource picker', () => {
  it('offers one type, sorted by lowercase title', () => {
    const none = { excluded: new Set<string>() };
    expect(pickerOptions(resources, 'site', none).map((option) => option.title)).toEqual([
      'Alpha Ranch',
      'beta farm',
      'Cedar',
      'delta',
    ]);
    expect(pickerOptions(resources, 'project', none).map((option) => option.id)).toEqual([
      'p-1',
      'p-2',
    ]);
  });

  it('disables what is in the collection, sites without a primary assessment and sites under a project', () => {
    const options = pickerOptions(resources, 'site', { excluded: new Set(['s-b']) });
    expect(Object.fromEntries(options.map((option) => [option.id, option.disabled]))).toEqual({
      's-a': null,
      's-b': 'already-in',
      's-c': 'no-assessment',
      's-d': 'under-project',
    });
    const projects = pickerOptions(resources, 'project', { excluded: new Set(['p-2']) });
    expect(projects.map((option) => option.disabled)).toEqual([null, 'already-in']);
  });

  it('keeps only the include list when one is given', () => {
    const options = pickerOptions(resources, 'site', {
      excluded: new Set(),
      include: new Set(['s-c', 's-a']),
    });
    expect(options.map((option) => option.id)).toEqual(['s-a', 's-c']);
  });

  it('allows Add only with a choice and while not saving', () => {
    const [alpha] = pickerOptions(resources, 'site', { excluded: new Set() });
    if (!alpha) throw new Error('no option');
    expect(canAdd([], false)).toBe(false);
    expect(canAdd([alpha], true)).toBe(false);
    expect(canAdd([alpha], false)).toBe(true);
    expect(canAdd([{ ...alpha, disabled: 'already-in' }], false)).toBe(false);
  });
});
