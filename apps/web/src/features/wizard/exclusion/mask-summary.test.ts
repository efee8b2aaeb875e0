import { describe, expect, it } from 'vitest';
import { chooseMaskMode, INITIAL_MASK_SETTINGS } from './mask-settings';
import { maskSummary } from './mask-summary';

describe('maskSummary (Review)', () => {
  it('names the automatic layers of the activity chosen in step 3', () => {
    expect(maskSummary(INITIAL_MASK_SETTINGS, 'mangroveRestoration', null)).toEqual({
      kind: 'automatic',
      layers: ['built', 'transportation', 'water', 'cropland', 'slope'],
    });
  });

  it('lists manual layers with their options, an upload by file name, and none', () => {
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null);
    expect(maskSummary(manual, null, null)).toEqual({
      kind: 'manual',
      layers: ['built', 'transportation', 'water'],
      options: manual.options,
    });
    const upload = chooseMaskMode(INITIAL_MASK_SETTINGS, 'upload', null);
    expect(maskSummary(upload, null, null)).toEqual({ kind: 'upload', fileName: null });
    expect(maskSummary(chooseMaskMode(upload, 'none', null), null, null)).toEqual({ kind: 'none' });
  });

  it('says the existing mask set is used when the imported shapefile has one', () => {
    expect(maskSummary(INITIAL_MASK_SETTINGS, null, 'mask-id')).toEqual({ kind: 'existing' });
  });
});
