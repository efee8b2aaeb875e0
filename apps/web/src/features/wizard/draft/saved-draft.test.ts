import { describe, expect, it } from 'vitest';
import type { EditableShape } from '../../../shapes/editable-shape';
import { INITIAL_ANALYZE_CHOICE } from '../analyze-step/analyze-choice';
import { chooseMaskMode, INITIAL_MASK_SETTINGS } from '../exclusion/mask-settings';
import { activeImport, INITIAL_KEY_DETAILS, type KeyDetails } from '../wizard-draft';
import {
  DRAFT_VERSION,
  readSavedDraft,
  snapshotOf,
  toSavedDraft,
  type WizardSnapshot,
  worthSaving,
} from './saved-draft';

const square: EditableShape = {
  id: 'a',
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-107, 44],
        [-106.9, 44],
        [-106.9, 44.1],
        [-107, 44],
      ],
    ],
  },
};
const details: KeyDetails = {
  ...INITIAL_KEY_DETAILS,
  site: { kind: 'new', name: 'Rancho Verde' },
  siteType: 'ranch',
};
const empty: WizardSnapshot = {
  stepIndex: 0,
  shapes: [],
  keyDetails: INITIAL_KEY_DETAILS,
  analyzeChoice: INITIAL_ANALYZE_CHOICE,
  linkedImport: null,
  maskSettings: INITIAL_MASK_SETTINGS,
};
const savedAt = new Date('2026-11-24T05:00:00Z');
/** As IndexedDB gives it back: a structured clone, no object shared with what was saved. */
const kept = (snapshot: WizardSnapshot) => structuredClone(toSavedDraft(snapshot, savedAt));

describe('worthSaving', () => {
  it('is false for a wizard where nothing was drawn, typed or chosen', () => {
    expect(worthSaving(empty)).toBe(false);
  });

  it('is true once there is a shape, a key detail or an analysis choice', () => {
    expect(worthSaving({ ...empty, shapes: [square] })).toBe(true);
    expect(worthSaving({ ...empty, keyDetails: details })).toBe(true);
    expect(
      worthSaving({ ...empty, analyzeChoice: { ...INITIAL_ANALYZE_CHOICE, mode: 'manual' } }),
    ).toBe(true);
    expect(
      worthSaving({ ...empty, maskSettings: chooseMaskMode(INITIAL_MASK_SETTINGS, 'none', null) }),
    ).toBe(true);
  });
});

describe('a kept draft', () => {
  it('brings back the exclusion mode and its choices', () => {
    const manual = chooseMaskMode(INITIAL_MASK_SETTINGS, 'manual', 'mangroveRestoration');
    const snapshot: WizardSnapshot = { ...empty, shapes: [square], maskSettings: manual };
    const restored = snapshotOf(readSavedDraft(kept(snapshot)) ?? fail());
    expect(restored.maskSettings).toEqual(manual);
  });

  it('reads a draft kept before masks existed with the initial mask settings', () => {
    const { maskSettings: _, ...older } = kept({ ...empty, shapes: [square] });
    const restored = snapshotOf(readSavedDraft(older) ?? fail());
    expect(restored.maskSettings).toEqual(INITIAL_MASK_SETTINGS);
  });

  it('brings back the step, the shapes, the key details and the analysis choice', () => {
    const snapshot: WizardSnapshot = {
      ...empty,
      stepIndex: 1,
      shapes: [square],
      keyDetails: details,
    };
    const restored = snapshotOf(readSavedDraft(kept(snapshot)) ?? fail());
    expect(restored).toEqual(snapshot);
  });

  it('keeps an unedited "Select existing shape" linked to the restored shapes', () => {
    const linkedImport = {
      shapefileId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      shapefileName: 'usa_Old ranch',
      siteId: null,
      siteName: null,
      siteType: null,
      maskId: null,
      totalAreaHa: 12,
      shapes: [square],
    };
    const restored = snapshotOf(
      readSavedDraft(kept({ ...empty, shapes: [square], linkedImport })) ?? fail(),
    );
    expect(restored.linkedImport?.shapefileName).toBe('usa_Old ranch');
    expect(activeImport(restored.linkedImport, restored.shapes)).toBe(restored.linkedImport);
  });

  it('starts at step 1 when it holds no shape', () => {
    const restored = snapshotOf(
      readSavedDraft(kept({ ...empty, stepIndex: 2, keyDetails: details })) ?? fail(),
    );
    expect(restored.stepIndex).toBe(0);
  });

  it('is not read when another version wrote it or it is damaged', () => {
    const good = kept({ ...empty, shapes: [square] });
    expect(readSavedDraft(good)).not.toBeNull();
    expect(readSavedDraft(undefined)).toBeNull();
    expect(readSavedDraft({ ...good, version: DRAFT_VERSION + 1 })).toBeNull();
    expect(readSavedDraft({ ...good, savedAt: 'yesterday' })).toBeNull();
    expect(readSavedDraft({ ...good, shapes: [{ ...square, id: 7 }] })).toBeNull();
    expect(
      readSavedDraft({
        ...good,
        shapes: [{ ...square, geometry: { type: 'Point', coordinates: [0, 0] } }],
      }),
    ).toBeNull();
    expect(readSavedDraft({ ...good, keyDetails: { ...details, siteType: 'castle' } })).toBeNull();
    expect(readSavedDraft({ ...good, analyzeChoice: { mode: 'sometimes' } })).toBeNull();
    const badSlope = { ...INITIAL_MASK_SETTINGS.options, slopeDegrees: 91 };
    expect(
      readSavedDraft({ ...good, maskSettings: { ...INITIAL_MASK_SETTINGS, options: badSlope } }),
    ).toBeNull();
    expect(readSavedDraft({ ...good, maskSettings: { mode: 'sometimes' } })).toBeNull();
  });
});

function fail(): never {
  throw new Error('the kept draft was not read');
}
