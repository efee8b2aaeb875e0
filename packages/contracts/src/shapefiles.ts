import { SCRIPT_TYPES } from '@ecotone/analysis';
import { z } from 'zod';
import { runStateSchema } from './analysis-runs.js';
import { siteTypeSchema } from './workflow.js';

/**
 * The shapefile list and its expanded panel (specs/1 sections 2.1, 3 and 9; docs/shapefiles.md).
 * A user sees the shapefiles they created; holders of `read-draft:resource` see all of them.
 */
export const SHAPEFILE_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_SHAPEFILE_PAGE_SIZE = 10;
export const SHAPEFILE_SEARCH_DEBOUNCE_MS = 1000;
/**
 * A search counts its matches up to this many: counting every row of a search that matches most
 * of 100,000 shapefiles ("usa", the prefix of every automatic name) took 145 ms at p95, the
 * capped count a few.
 */
export const SHAPEFILE_SEARCH_COUNT_CAP = 1000;
export const SHAPEFILE_SORT_FIELDS = [
  'shapefileName',
  'totalAreaHa',
  'totalMaskAreaHa',
  'creator',
  'createdAt',
] as const;
export type ShapefileSortField = (typeof SHAPEFILE_SORT_FIELDS)[number];

/** GET /api/shape-file/list query: server-side paging, search and sort (default createdAt desc). */
export const shapefileListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (SHAPEFILE_PAGE_SIZES as readonly number[]).includes(value), {
      message: 'must be 10, 20 or 50',
    })
    .default(DEFAULT_SHAPEFILE_PAGE_SIZE),
  orderBy: z.enum(SHAPEFILE_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Case-insensitive substring of the shapefile name or of the creator's name. */
  search: z.string().trim().max(200).optional(),
});
export type ShapefileListQuery = z.input<typeof shapefileListQuerySchema>;

export const shapefileCreatorSchema = z.object({ id: z.string(), name: z.string() });

export const shapefileListItemSchema = z.object({
  shapefileId: z.uuid(),
  shapefileName: z.string(),
  siteId: z.uuid().nullable(),
  siteName: z.string().nullable(),
  siteType: siteTypeSchema.nullable(),
  totalAreaHa: z.number(),
  /** Area of the merged exclusion mask; null when the shapefile has no mask. */
  totalMaskAreaHa: z.number().nullable(),
  maskId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  creator: shapefileCreatorSchema,
});
export type ShapefileListItem = z.infer<typeof shapefileListItemSchema>;

export const shapefileListAnswerSchema = z.object({
  items: z.array(shapefileListItemSchema),
  /** Rows matching the search, over all pages (at most SHAPEFILE_SEARCH_COUNT_CAP for a search). */
  total: z.number().int().nonnegative(),
  /** True when a search matched more than `total` rows (the count stopped at the cap). */
  totalCapped: z.boolean(),
});
export type ShapefileListAnswer = z.infer<typeof shapefileListAnswerSchema>;

const scriptTypeEnum = z.enum(SCRIPT_TYPES);

/** One mask of the shapefile's mask set; the GeoJSON downloads from `downloadPath`. */
export const shapefileMaskSchema = z.object({
  name: z.string(),
  areaHa: z.number(),
  /** Metres per pixel when the mask was made from a raster. */
  scale: z.number().nullable(),
  /** Made from synthetic demo data (an uploaded mask never is): the list says so. */
  synthetic: z.boolean(),
  downloadPath: z.string(),
});

/** GET /api/shape-file/{id}: the expanded row (Area Makeup, masks, analyses). */
export const shapefileDetailSchema = shapefileListItemSchema.extend({
  /** Total minus mask area (never below 0); equals the total when there is no mask. */
  projectAreaHa: z.number(),
  /** Project area as a percentage of the total (0 to 100). */
  projectAreaPercent: z.number(),
  masks: z.array(shapefileMaskSchema),
  latestAnalysis: z
    .object({ analysisId: z.uuid(), createdAt: z.iso.datetime(), state: runStateSchema })
    .nullable(),
  /** Successful tool runs per script type, newest analysis first; absent types never succeeded. */
  successfulAnalyses: z.array(
    z.object({
      scriptType: scriptTypeEnum,
      count: z.number().int().positive(),
      latestAnalysisId: z.uuid(),
    }),
  ),
});
export type ShapefileDetail = z.infer<typeof shapefileDetailSchema>;
