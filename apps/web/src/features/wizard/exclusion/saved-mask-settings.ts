import {
  EXCLUSION_MODES,
  MASK_LAND_COVER_DATASETS,
  MASK_LAYERS,
  MASK_PERCENT_RANGE,
  MASK_YEAR_RANGE,
  SLOPE_DEGREES_RANGE,
} from '@ecotone/contracts';
import type { MaskSettings } from './mask-settings';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const within = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && value >= range.min && value <= range.max;
const wholeWithin = (value: unknown, range: { min: number; max: number }) =>
  Number.isInteger(value) && within(value, range);

const includes = (list: readonly string[], value: unknown) =>
  typeof value === 'string' && list.includes(value);

/**
 * Mask settings read back from a kept draft (draft/saved-draft.ts), or null when they are not
 * ones this version wrote: without zod, as the wizard's first load carries none. Its options are
 * checked as `maskOptionsSchema` checks them, except that no layer is allowed (a manual choice
 * being made; the step gate asks for one before the submission).
 */
export function readMaskSettings(value: unknown): MaskSettings | null {
  if (!isObject(value) || !includes(EXCLUSION_MODES, value.mode)) return null;
  const { options, upload } = value;
  if (!isObject(options)) return null;
  const layersOk =
    Array.isArray(options.masks) && options.masks.every((layer) => includes(MASK_LAYERS, layer));
  const optionsOk =
    layersOk &&
    includes(MASK_LAND_COVER_DATASETS, options.landCoverDataset) &&
    wholeWithin(options.year, MASK_YEAR_RANGE) &&
    wholeWithin(options.slopeDegrees, SLOPE_DEGREES_RANGE) &&
    within(options.herbaceousPercent, MASK_PERCENT_RANGE) &&
    within(options.treePercent, MASK_PERCENT_RANGE) &&
    within(options.natSemiProbability, MASK_PERCENT_RANGE);
  if (!optionsOk) return null;
  const uploadOk =
    upload === null ||
    (isObject(upload) &&
      typeof upload.fileName === 'string' &&
      isObject(upload.collection) &&
      upload.collection.type === 'FeatureCollection' &&
      Array.isArray(upload.collection.features));
  return uploadOk ? (value as unknown as MaskSettings) : null;
}
