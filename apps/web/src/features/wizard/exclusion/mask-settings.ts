import {
  DEFAULT_MASK_LAYERS,
  defaultMaskOptions,
  type ExclusionMode,
  type MaskLayer,
  type MaskOptions,
  type RestorationActivity,
  type WorkflowRunRequest,
} from '@ecotone/contracts';
import type { ShapeCollection } from '@ecotone/geometry';

/**
 * The wizard's exclusion-mask choice (specs/1 sections 2.5, 3, 4 and 9; docs/masks-web.md): the
 * mode, the manual layers and thresholds, and an uploaded mask. It belongs to the wizard's draft
 * (kept with it, cleared on a successful submission); the computed preview does not
 * (mask-preview.ts).
 */
export interface MaskSettings {
  mode: ExclusionMode;
  /** Manual mode's layers (ticked) and thresholds; kept while another mode is chosen. */
  options: MaskOptions;
  /** Upload mode's mask, already checked and rounded (mask-upload.ts). */
  upload: UploadedMask | null;
}

export interface UploadedMask {
  fileName: string;
  collection: ShapeCollection;
}

export const INITIAL_MASK_SETTINGS: MaskSettings = {
  mode: 'automatic',
  options: defaultMaskOptions(null),
  upload: null,
};

/** The default layers of an activity (none chosen yet, or automatic analysis: the default row). */
export const defaultLayersOf = (activity: RestorationActivity | null): readonly MaskLayer[] =>
  DEFAULT_MASK_LAYERS[activity ?? 'default'];

/**
 * Choosing a mode. Entering manual mode ticks the activity's default layers (specs/1 section 9),
 * so manual starts from what automatic would apply; the thresholds stay as they were set.
 */
export function chooseMaskMode(
  settings: MaskSettings,
  mode: ExclusionMode,
  activity: RestorationActivity | null,
): MaskSettings {
  if (mode === settings.mode) return settings;
  if (mode !== 'manual') return { ...settings, mode };
  return {
    ...settings,
    mode,
    options: { ...settings.options, masks: [...defaultLayersOf(activity)] },
  };
}

/** Ticks or unticks a manual layer (the order stays the layers' own order). */
export function tickLayer(settings: MaskSettings, layer: MaskLayer, ticked: boolean): MaskSettings {
  const others = settings.options.masks.filter((candidate) => candidate !== layer);
  const masks = ticked ? [...others, layer] : others;
  return { ...settings, options: { ...settings.options, masks } };
}

export type MaskThreshold = Exclude<keyof MaskOptions, 'masks'>;

/** Changes one threshold (the fields check their own bounds before calling this). */
export function setThreshold<Key extends MaskThreshold>(
  settings: MaskSettings,
  key: Key,
  value: MaskOptions[Key],
): MaskSettings {
  return { ...settings, options: { ...settings.options, [key]: value } };
}

/** "Clear masks": no manual layer ticked, no uploaded mask; the mode and thresholds stay. */
export function clearMasks(settings: MaskSettings): MaskSettings {
  return { ...settings, options: { ...settings.options, masks: [] }, upload: null };
}

/**
 * specs/1 section 4: a draw edit clears the mask inputs. An uploaded mask was drawn for the old
 * shape, so it goes; the manual choice (layers, thresholds) stays and is computed again for the
 * new shape (the preview itself is dropped by mask-preview.ts).
 */
export function afterShapesEdit(settings: MaskSettings): MaskSettings {
  return settings.upload ? { ...settings, upload: null } : settings;
}

/** The layers the mode applies: automatic's by activity, manual's ticked ones, else none. */
export function appliedLayers(
  settings: MaskSettings,
  activity: RestorationActivity | null,
): readonly MaskLayer[] {
  if (settings.mode === 'automatic') return defaultLayersOf(activity);
  if (settings.mode === 'manual') return settings.options.masks;
  return [];
}

/** What the mode still lacks before the wizard may go on (the panel says it). */
export type MaskSettingsGap = 'noLayer' | 'noUpload';

export function maskSettingsGap(
  settings: MaskSettings,
  existingMaskId: string | null,
): MaskSettingsGap | null {
  if (existingMaskId) return null;
  if (settings.mode === 'manual' && settings.options.masks.length === 0) return 'noLayer';
  if (settings.mode === 'upload' && !settings.upload) return 'noUpload';
  return null;
}

type Params = WorkflowRunRequest['workflowParams'];
export type MaskPayload = Pick<Params, 'skipMask' | 'maskOptions' | 'maskGeojson'>;

/**
 * The submission's mask fields (specs/1 section 3): an imported shapefile that has a mask set
 * keeps it (skipMask); none skips; manual sends its options; upload its mask (5 decimals,
 * already rounded); automatic sends neither, and the server applies the activity's default
 * layers.
 */
export function maskPayload(settings: MaskSettings, existingMaskId: string | null): MaskPayload {
  if (existingMaskId || settings.mode === 'none') {
    return { skipMask: true, maskOptions: null, maskGeojson: null };
  }
  if (settings.mode === 'manual') {
    return { skipMask: false, maskOptions: { ...settings.options }, maskGeojson: null };
  }
  if (settings.mode === 'upload') {
    return { skipMask: false, maskOptions: null, maskGeojson: settings.upload?.collection ?? null };
  }
  return { skipMask: false, maskOptions: null, maskGeojson: null };
}
