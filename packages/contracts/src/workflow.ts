import { z } from 'zod';
import { inputsCollectionSchema } from './analysis-runs.js';
import { SHAPEFILE_NAME_MAX_LENGTH, SITE_NAME_MAX_LENGTH, SITE_TYPES } from './constants.js';

/**
 * POST /api/workflow/run (specs/1 sections 3 and 7, docs/workflow.md): the wizard's submission
 * creates a site (or uses one), a shapefile (or reuses an imported one) and an assessment with its
 * analysis run, all in one transaction; update-assessment re-runs the analysis of an assessment.
 */
export const WORKFLOW_NAMES = [
  'create-assessment',
  'create-shape-and-assessment',
  'update-assessment',
] as const;
export type WorkflowName = (typeof WORKFLOW_NAMES)[number];

export const siteTypeSchema = z.enum(SITE_TYPES);

/** specs/1 section 2.5 step 3: the activities of a manual analysis (the web's list). */
export const RESTORATION_ACTIVITIES = [
  'sustainableGrasslandsManagement',
  'afforestationReforestation',
  'improvedForestManagement',
  'mangroveRestoration',
  'custom',
] as const;
export type RestorationActivity = (typeof RESTORATION_ACTIVITIES)[number];

/**
 * The largest inline request body; the web sends shapes above INLINE_GEOJSON_MAX_BYTES
 * (constants.ts) through a signed upload instead (uploads.ts, docs/uploads.md).
 */
export const WORKFLOW_BODY_LIMIT_BYTES = 20_000_000;

const trimmedName = (max: number) => z.string().trim().min(1).max(max);

/**
 * specs/1 section 3 "Wizard submission payload" plus `requestId` (fresh per submission: the same
 * id twice answers the first result) and `assessmentId` (update-assessment). Which fields each
 * workflow needs is checked by the server, which explains a missing one in the user's language.
 */
export const workflowParamsSchema = z.object({
  requestId: z.uuid(),
  /** A FeatureCollection of Polygon/MultiPolygon features; null when `importedShapefileId`. */
  geoJson: z.unknown().nullish(),
  /** Upload mode: a FeatureCollection of polygons, clipped to the shape (docs/masks-server.md). */
  maskGeojson: z.unknown().nullish(),
  siteId: z.uuid().nullish(),
  siteName: trimmedName(SITE_NAME_MAX_LENGTH).nullish(),
  siteType: siteTypeSchema.nullish(),
  shapefileName: trimmedName(SHAPEFILE_NAME_MAX_LENGTH).nullish(),
  /** null = automatic analysis: the activity's template (none: baseline only), decision 0014. */
  analysisInputs: inputsCollectionSchema.nullish(),
  importedShapefileId: z.uuid().nullish(),
  restorationActivity: z.enum(RESTORATION_ACTIVITIES).nullish(),
  skipMask: z.boolean().nullish(),
  /** Manual mode: maskOptionsSchema (masks.ts), checked by the server with a translated reason. */
  maskOptions: z.record(z.string(), z.unknown()).nullish(),
  /** update-assessment only. */
  assessmentId: z.uuid().nullish(),
});
export type WorkflowParams = z.infer<typeof workflowParamsSchema>;

/**
 * A JSON document ({ geoJson }) uploaded beforehand to the signed location of
 * POST /api/shape-file/shape/get-bucket-upload-signed-url (docs/uploads.md); null = all inline.
 */
export const workflowDataBucketInfoSchema = z
  .object({ bucket: z.string().min(1).max(200), fileName: z.string().min(1).max(500) })
  .nullable();

export const workflowRunBodySchema = z.object({
  workflowName: z.enum(WORKFLOW_NAMES),
  workflowParams: workflowParamsSchema,
  workflowDataBucketInfo: workflowDataBucketInfoSchema.default(null),
});
export type WorkflowRunBody = z.infer<typeof workflowRunBodySchema>;
export type WorkflowRunRequest = z.input<typeof workflowRunBodySchema>;

export const workflowRunAnswerSchema = z.object({
  success: z.literal(true),
  /** null only for a shapefile stored before sites existed. */
  siteId: z.uuid().nullable(),
  shapefileId: z.uuid(),
  assessmentId: z.uuid(),
  analysisId: z.uuid(),
});
export type WorkflowRunAnswer = z.infer<typeof workflowRunAnswerSchema>;
