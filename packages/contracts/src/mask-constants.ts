/**
 * The zod-free constants of exclusion masks (docs/masks.md): the web's first load (the wizard's
 * state and submission) reads them without carrying zod; `masks.ts` re-exports them beside the
 * schemas. This module imports nothing, so it joins no import cycle; `masks.ts` holds the two
 * types below equal to the schema's and to workflow.ts's activities at compile time.
 */

/** specs/1 section 3 "Mask types". `merged` is the set's union, never computed on its own. */
export const MASK_TYPES = [
  'landCover',
  'slopeDegrees',
  'natSemiGrasslandProbability',
  'rangelandHerbaceous',
  'rangelandTree',
  'built',
  'transportation',
  'water',
  'cropland',
  'wetland',
  'slope',
  'merged',
  'bareGround',
  'nonGrassland',
] as const;
export type MaskType = (typeof MASK_TYPES)[number];

/** The layers a user can pick in manual mode (every type but the merged union). */
export const MASK_LAYERS = MASK_TYPES.filter(
  (type): type is Exclude<MaskType, 'merged'> => type !== 'merged',
);
export type MaskLayer = Exclude<MaskType, 'merged'>;

/** specs/1 section 3 "Exclusion modes"; automatic is the default. */
export const EXCLUSION_MODES = ['automatic', 'manual', 'upload', 'none'] as const;
export type ExclusionMode = (typeof EXCLUSION_MODES)[number];

/** specs/1 section 3 "Mask layer status". */
export const MASK_LAYER_STATUSES = [
  'none',
  'pending',
  'running',
  'success',
  'failed',
  'noDataAvailable',
] as const;
export type MaskLayerStatus = (typeof MASK_LAYER_STATUSES)[number];

/** specs/1 section 3 "Land-cover data sources" (World Cover, ESRI, Dynamic World). */
export const MASK_LAND_COVER_DATASETS = ['worldcover', 'esri', 'dynamicworld'] as const;
export type MaskLandCoverDataset = (typeof MASK_LAND_COVER_DATASETS)[number];

/** The activities of workflow.ts `RESTORATION_ACTIVITIES` (held equal in masks.ts). */
export type MaskActivity =
  | 'sustainableGrasslandsManagement'
  | 'afforestationReforestation'
  | 'improvedForestManagement'
  | 'mangroveRestoration'
  | 'custom';

/**
 * What `maskOptionsSchema` (masks.ts) accepts, as a plain type (held equal in masks.ts). A type
 * alias, not an interface: the workflow's `maskOptions` is a Record<string, unknown> it must fit.
 */
export type MaskOptionsValue = {
  landCoverDataset: MaskLandCoverDataset;
  masks: MaskLayer[];
  year: number;
  slopeDegrees: number;
  herbaceousPercent: number;
  treePercent: number;
  natSemiProbability: number;
};

/** specs/1 section 9 "Mask defaults". */
export const MASK_DEFAULTS = {
  landCoverDataset: 'dynamicworld',
  year: 2024,
  slopeDegrees: 15,
  herbaceousPercent: 20,
  treePercent: 20,
  natSemiProbability: 50,
} as const satisfies Omit<MaskOptionsValue, 'masks'>;

/** specs/1 section 5: slope is a whole number of degrees, 1..90; percentages 0..100. */
export const SLOPE_DEGREES_RANGE = { min: 1, max: 90, step: 1 } as const;
export const MASK_PERCENT_RANGE = { min: 0, max: 100 } as const;
/** Years the mask land-cover datasets may be asked for. */
export const MASK_YEAR_RANGE = { min: 2015, max: 2025 } as const;

/** specs/1 section 9 "Default mask layers by activity" (custom and automatic analysis: default). */
const DEFAULT_LAYERS: readonly MaskLayer[] = ['built', 'transportation', 'water'];
const FOREST_LAYERS: readonly MaskLayer[] = [...DEFAULT_LAYERS, 'wetland', 'cropland', 'slope'];
export const DEFAULT_MASK_LAYERS: Record<MaskActivity | 'default', readonly MaskLayer[]> = {
  default: DEFAULT_LAYERS,
  custom: DEFAULT_LAYERS,
  afforestationReforestation: FOREST_LAYERS,
  improvedForestManagement: FOREST_LAYERS,
  sustainableGrasslandsManagement: [...FOREST_LAYERS, 'bareGround', 'nonGrassland'],
  mangroveRestoration: ['built', 'transportation', 'water', 'cropland', 'slope'],
};

/** The automatic mask options of an activity (null activity: the default layers). */
export function defaultMaskOptions(activity: MaskActivity | null | undefined): MaskOptionsValue {
  return { ...MASK_DEFAULTS, masks: [...DEFAULT_MASK_LAYERS[activity ?? 'default']] };
}

/** Fixed preview colours per layer (specs/1 section 9), shown at MASK_PREVIEW_OPACITY. */
export const MASK_COLORS: Record<MaskType, string> = {
  landCover: '#8e44ad',
  slopeDegrees: '#a0522d',
  natSemiGrasslandProbability: '#9acd32',
  rangelandHerbaceous: '#daa520',
  rangelandTree: '#228b22',
  built: '#e31a1c',
  transportation: '#555555',
  water: '#1f78b4',
  cropland: '#ff7f00',
  wetland: '#00ced1',
  slope: '#8b4513',
  merged: '#000000',
  bareGround: '#bdb76b',
  nonGrassland: '#c71585',
};
export const MASK_PREVIEW_OPACITY = 0.5;

/** Precision of a custom mask's coordinates as sent (specs/1 section 5): 5 decimals. */
export const MASK_GEOJSON_DECIMALS = 5;
