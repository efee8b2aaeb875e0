/**
 * The mask layers and options as the kernels take them. They mirror `MaskLayer` and `MaskOptions`
 * of @ecotone/contracts (packages/contracts/src/masks.ts), which imports this package and so
 * cannot be imported from here: the two are structurally the same, and the server passes the
 * contracts' values straight in (a mismatch fails its type check).
 */
export const MASK_KERNEL_LAYERS = [
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
  'bareGround',
  'nonGrassland',
] as const;
export type MaskKernelLayer = (typeof MASK_KERNEL_LAYERS)[number];

export interface MaskKernelOptions {
  landCoverDataset: 'worldcover' | 'esri' | 'dynamicworld';
  masks: readonly MaskKernelLayer[];
  year: number;
  /** Manual slope threshold, degrees (the slopeDegrees layer). */
  slopeDegrees: number;
  /** rangelandHerbaceous / nonGrassland: herbaceous cover below this %, masked. */
  herbaceousPercent: number;
  /** rangelandTree / nonGrassland: tree cover above this %, masked. */
  treePercent: number;
  /** natSemiGrasslandProbability / nonGrassland: grassland probability below this (0..100), masked. */
  natSemiProbability: number;
}

/** The fixed slope threshold of the automatic `slope` layer (specs/1 section 9). */
export const DEFAULT_SLOPE_DEGREES = 15;
