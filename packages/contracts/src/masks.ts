import { z } from 'zod';
import {
  EXCLUSION_MODES,
  MASK_LAND_COVER_DATASETS,
  MASK_LAYERS,
  MASK_PERCENT_RANGE,
  MASK_TYPES,
  MASK_YEAR_RANGE,
  type MaskActivity,
  type MaskOptionsValue,
  SLOPE_DEGREES_RANGE,
} from './mask-constants.js';
import type { RestorationActivity } from './workflow.js';

export * from './mask-constants.js';

/**
 * Exclusion masks (specs/1 sections 2.5, 3, 4, 7 and 9; docs/masks.md): the parts of a shape an
 * assessment leaves out. Gross area = the shape; merged mask = the union of every mask of the set;
 * net (project) area = gross minus merged mask. Analyses run on the net area when a set exists.
 */

/** specs/1 section 3 "Mask options": what a manual mask set is made of. */
export const maskOptionsSchema = z.object({
  landCoverDataset: z.enum(MASK_LAND_COVER_DATASETS),
  /** The layers of the set, without duplicates; at least one. */
  masks: z
    .array(z.enum(MASK_LAYERS))
    .min(1)
    .refine((masks) => new Set(masks).size === masks.length, 'duplicate mask layer'),
  year: z.number().int().min(MASK_YEAR_RANGE.min).max(MASK_YEAR_RANGE.max),
  slopeDegrees: z.number().int().min(SLOPE_DEGREES_RANGE.min).max(SLOPE_DEGREES_RANGE.max),
  herbaceousPercent: z.number().min(MASK_PERCENT_RANGE.min).max(MASK_PERCENT_RANGE.max),
  treePercent: z.number().min(MASK_PERCENT_RANGE.min).max(MASK_PERCENT_RANGE.max),
  natSemiProbability: z.number().min(MASK_PERCENT_RANGE.min).max(MASK_PERCENT_RANGE.max),
});
export type MaskOptions = z.infer<typeof maskOptionsSchema>;

/** Compile-time: mask-constants.ts's plain types are the schema's and workflow.ts's. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<Condition extends true> = Condition;
export type MaskConstantsAgree = [
  Assert<Same<MaskOptions, MaskOptionsValue>>,
  Assert<Same<RestorationActivity, MaskActivity>>,
];

/**
 * POST /api/shape-file/create-mask-from-geojson (specs/1 section 7): computes one mask layer of a
 * shape for the wizard's preview. The shape is the wizard's FeatureCollection (as clean-up-geojson
 * takes it); `maskId` groups the layers of one preview set (null: the server makes one).
 */
export const createMaskBodySchema = z.object({
  geojson: z.unknown(),
  compressed: z.boolean().nullish(),
  maskLayer: z.enum(MASK_LAYERS),
  maskId: z.uuid().nullish(),
  maskOptions: maskOptionsSchema,
  shapeHash: z.string().max(128).nullish(),
});
export type CreateMaskBody = z.infer<typeof createMaskBodySchema>;

export const createMaskAnswerSchema = z.object({
  /** null when the layer was computed; a translated reason otherwise (noDataAvailable among them). */
  err: z.object({ code: z.string(), message: z.string() }).nullable(),
  maskId: z.uuid(),
  maskLayer: z.enum(MASK_LAYERS),
  status: z.enum(['success', 'noDataAvailable']),
  /** Area of this layer's mask within the shape, ha. */
  areaHa: z.number().nonnegative(),
  /** Metres per pixel the layer was computed at; null for vector-made layers. */
  scale: z.number().positive().nullable(),
  /** Computed from synthetic demo data (ARCHITECTURE "Data honesty"): the panel says so. */
  synthetic: z.boolean(),
  /** The preview's tiles: `/api/geo/tiles-dynamic/{maskId}/{maskLayer}/{z}/{x}/{y}` (XYZ). */
  maskUrl: z.object({ tiles: z.string() }),
});
export type CreateMaskAnswer = z.infer<typeof createMaskAnswerSchema>;

/** POST /api/shape-file/geojson-asset-relationship (specs/1 section 7). */
export const ASSET_NAMES = ['nonGrasslandCoverage'] as const;
export const assetRelationshipBodySchema = z.object({
  geojson: z.unknown(),
  assetName: z.enum(ASSET_NAMES),
});
export type AssetRelationshipBody = z.infer<typeof assetRelationshipBodySchema>;
export const assetRelationshipAnswerSchema = z.object({
  contains: z.boolean(),
  intersects: z.boolean(),
  /** Share of the shape's area the asset covers, 0..100. */
  overlapPercent: z.number().min(0).max(100),
});
export type AssetRelationshipAnswer = z.infer<typeof assetRelationshipAnswerSchema>;

/**
 * specs/1 section 3 "Mask set of a shapefile", as stored with a submission: the areas always
 * reconcile (grossHa = netHa + mergedHa within 1e-6 relative).
 */
export const maskSetSummarySchema = z.object({
  maskId: z.uuid(),
  mode: z.enum(EXCLUSION_MODES),
  grossHa: z.number().nonnegative(),
  mergedHa: z.number().nonnegative(),
  netHa: z.number().nonnegative(),
  masks: z.array(
    z.object({
      type: z.enum(MASK_TYPES),
      areaHa: z.number().nonnegative(),
      scale: z.number().nullable(),
      inputs: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type MaskSetSummary = z.infer<typeof maskSetSummarySchema>;

/**
 * POST /api/shape-file/mask-preview-summary: the merged mask of the layers picked in a preview set
 * (layers computed before under `maskId`), or of an uploaded mask (`customMask`, upload mode, clipped
 * to the shape). Step 2 and Review show its areas; the map shows its merged tiles.
 */
export const maskPreviewSummaryBodySchema = z.object({
  /** The wizard's shape, as for create-mask-from-geojson. */
  geojson: z.unknown(),
  compressed: z.boolean().nullish(),
  /** The preview set the layers were computed under; null (upload mode): a new preview of the caller's. */
  maskId: z.uuid().nullish(),
  masks: z.array(z.enum(MASK_LAYERS)),
  /** Upload mode: a FeatureCollection of Polygon/MultiPolygon features (5 decimals). */
  customMask: z.unknown().nullish(),
});
export type MaskPreviewSummaryBody = z.infer<typeof maskPreviewSummaryBodySchema>;
export const maskPreviewSummaryAnswerSchema = z.object({
  maskId: z.uuid(),
  grossHa: z.number().nonnegative(),
  mergedHa: z.number().nonnegative(),
  netHa: z.number().nonnegative(),
  /** `/api/geo/tiles-dynamic/{maskId}/merged/{z}/{x}/{y}`. */
  maskUrl: z.object({ tiles: z.string() }),
});
export type MaskPreviewSummaryAnswer = z.infer<typeof maskPreviewSummaryAnswerSchema>;

/**
 * Which area an analysis ran on: defined in study-area.ts, which analysis-runs.ts imports without
 * the cycle through workflow.ts this file's RestorationActivity would make.
 */
export { type StudyArea, studyAreaSchema } from './study-area.js';
