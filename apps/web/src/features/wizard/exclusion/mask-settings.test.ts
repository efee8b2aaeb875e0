import { DEFAULT_MASK_LAYERS, MASK_DEFAULTS } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  afterShapesEdit,
  appliedLayers,
  chooseMaskMode,
  clearMasks,
  INITIAL_MASK_SETTINGS,
  type MaskSettings,
  maskPayload,
  maskSettingsGap,
  setThreshold,
  tickLayer,
} from './mask-settings';

const collection = {
  type: 'FeatureCollection' as const,
  features: [
    {
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    },
  ],
};
const uploaded: MaskSettings = {
  ...chooseMaskMode(INITIAL_MASK_SETTINGS, 'upload', null),
  upload: { fileName: 'roads.geojson', collection },
};

describe('the exclusion mode', () => {
  it('starts automatic, with the spec defaults (Dynamic World 2024, 15°, 20 %, 20 %, 50)', () => {
    expect(INITIAL_MASK_SETTINGS.mode).toBe('automatic');
    expect(INITIAL_MASK_SETTINGS.options).toMatchObject(MASK_DEFAULTS);
    expect(INITIAL_MASK_SETTINGS.options).toMatchObject({
      landCoverDataset: 'dynamicworld',
      year: 2024,
      slopeDegrees: 15,
      herbaceousPercent: 20,
      treePercent: 20,
      natSemiProbability: 50,
    });
  });

  it('pre-ticks the default layers of the activity when manual mode is chosen', () => {
    expect(chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null).options.masks).toEqual([
      'built',
      'transportation',
      'water',
    ]);
    expect(
      chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', 'sustainableGrasslandsManagement').options
        .masks,
    ).toEqual([
      'built',
      'transportation',
      'water',
      'wetland',
      'cropland',
      'slope',
      'bareGround',
      'nonGrassland',
    ]);
    expect(
      chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', 'mangroveRestoration').options.masks,
    ).toEqual(['built', 'transportation', 'water', 'cropland', 'slope']);
  });

  it('keeps the thresholds when the mode changes, and the same mode changes nothing', () => {
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null);
    const steeper = setThreshold(manual, 'slopeDegrees', 30);
    const none = chooseMaskMode(steeper, 'none', null);
    expect(none.options.slopeDegrees).toBe(30);
    expect(chooseMaskMode(none, 'none', null)).toBe(none);
  });

  it('applies the activity default layers in automatic mode, the ticked ones in manual, none else', () => {
    expect(appliedLayers(INITIAL_MASK_SETTINGS, 'improvedForestManagement')).toEqual(
      DEFAULT_MASK_LAYERS.improvedForestManagement,
    );
    const manual = tickLayer(chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null), 'slope', true);
    expect(appliedLayers(manual, 'improvedForestManagement')).toEqual([
      'built',
      'transportation',
      'water',
      'slope',
    ]);
    expect(appliedLayers(uploaded, null)).toEqual([]);
    expect(appliedLayers(chooseMaskMode(manual, 'none', null), null)).toEqual([]);
  });
});

describe('ticking and clearing', () => {
  it('ticks a layer once and unticks it', () => {
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null);
    const twice = tickLayer(tickLayer(manual, 'water', true), 'water', true);
    expect(twice.options.masks.filter((layer) => layer === 'water')).toHaveLength(1);
    expect(tickLayer(manual, 'water', false).options.masks).toEqual(['built', 'transportation']);
  });

  it('Clear masks unticks every layer and drops the uploaded mask, keeping mode and thresholds', () => {
    const manual = setThreshold(
      chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null),
      'treePercent',
      35,
    );
    const cleared = clearMasks(manual);
    expect(cleared.mode).toBe('manual');
    expect(cleared.options.masks).toEqual([]);
    expect(cleared.options.treePercent).toBe(35);
    expect(clearMasks(uploaded).upload).toBeNull();
  });

  it('a shapes edit drops the uploaded mask and keeps a manual choice', () => {
    expect(afterShapesEdit(uploaded).upload).toBeNull();
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null);
    expect(afterShapesEdit(manual)).toBe(manual);
  });
});

describe('what the mode still lacks', () => {
  it('asks for a layer in manual mode and a file in upload mode', () => {
    const manual = clearMasks(chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null));
    expect(maskSettingsGap(manual, null)).toBe('noLayer');
    expect(maskSettingsGap(chooseMaskMode(INITIAL_MASK_SETTINGS, 'upload', null), null)).toBe(
      'noUpload',
    );
    expect(maskSettingsGap(uploaded, null)).toBeNull();
    expect(maskSettingsGap(INITIAL_MASK_SETTINGS, null)).toBeNull();
  });

  it('lacks nothing when the imported shapefile brings its own mask set', () => {
    const manual = clearMasks(chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', null));
    expect(maskSettingsGap(manual, 'a-mask')).toBeNull();
  });
});

describe('maskPayload', () => {
  it('automatic: neither options nor a mask, masks not skipped', () => {
    expect(maskPayload(INITIAL_MASK_SETTINGS, null)).toEqual({
      skipMask: false,
      maskOptions: null,
      maskGeojson: null,
    });
  });

  it('none, or an existing mask set: skipMask', () => {
    const none = chooseMaskMode(INITIAL_MASK_SETTINGS, 'none', null);
    expect(maskPayload(none, null)).toEqual({
      skipMask: true,
      maskOptions: null,
      maskGeojson: null,
    });
    expect(maskPayload(uploaded, 'a-mask')).toEqual({
      skipMask: true,
      maskOptions: null,
      maskGeojson: null,
    });
  });

  it('manual: the options (a copy), upload: the mask', () => {
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', 'custom');
    const payload = maskPayload(manual, null);
    expect(payload.maskOptions).toEqual(manual.options);
    expect(payload.maskOptions).not.toBe(manual.options);
    expect(maskPayload(uploaded, null)).toEqual({
      skipMask: false,
      maskOptions: null,
      maskGeojson: collection,
    });
  });
});
