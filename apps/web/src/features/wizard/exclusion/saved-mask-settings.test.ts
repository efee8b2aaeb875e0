import { maskOptionsSchema } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { chooseMaskMode, INITIAL_MASK_SETTINGS } from './mask-settings';
import { readMaskSettings } from './saved-mask-settings';

const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null);
const options = manual.options;

/** Options the schema and the reader must judge alike (each with at least one layer). */
const cases: unknown[] = [
  options,
  { ...options, slopeDegrees: 1 },
  { ...options, slopeDegrees: 90 },
  { ...options, slopeDegrees: 0 },
  { ...options, slopeDegrees: 91 },
  { ...options, slopeDegrees: 12.5 },
  { ...options, year: 2014 },
  { ...options, year: 2024.5 },
  { ...options, herbaceousPercent: -1 },
  { ...options, treePercent: 100.5 },
  { ...options, natSemiProbability: 0 },
  { ...options, landCoverDataset: 'modis' },
  { ...options, masks: ['built', 'castle'] },
  { ...options, year: '2024' },
];

describe('readMaskSettings', () => {
  it('judges options as maskOptionsSchema does', () => {
    for (const candidate of cases) {
      const read = readMaskSettings({ ...manual, options: candidate }) !== null;
      expect(read, JSON.stringify(candidate)).toBe(maskOptionsSchema.safeParse(candidate).success);
    }
  });

  it('keeps a manual choice with no layer yet, and an uploaded mask', () => {
    expect(readMaskSettings({ ...manual, options: { ...options, masks: [] } })).not.toBeNull();
    const upload = {
      fileName: 'a.geojson',
      collection: { type: 'FeatureCollection', features: [] },
    };
    expect(readMaskSettings({ ...manual, mode: 'upload', upload })).not.toBeNull();
  });

  it('refuses an unknown mode or a damaged upload', () => {
    expect(readMaskSettings({ ...manual, mode: 'sometimes' })).toBeNull();
    expect(readMaskSettings({ ...manual, upload: { fileName: 3 } })).toBeNull();
    expect(readMaskSettings(null)).toBeNull();
  });
});
