import { z } from 'zod';
import { CLEAN_UP_TOLERANCES } from './constants.js';

/**
 * The shape-file endpoints' bodies and answers (POST /api/shape-file/generate-geojson-from-files,
 * clean-up-geojson, store-shape-hash-from-geojson; docs/shapes.md).
 */

/** Size limits of shape uploads (docs/shapes.md). */
export const UPLOAD_LIMITS = {
  /**
   * The one limit of a file upload request: the bytes of all its files together (three files of
   * 190 MB pass). Refused from Content-Length when declared, else the moment the count passes.
   */
  requestBytes: 600_000_000,
  /** Per file (the importer's own limit, DEFAULT_IMPORT_LIMITS, is 200 MiB). */
  fileBytes: 200_000_000,
  files: 20,
  /** JSON bodies carrying GeoJSON (compressed or not). */
  jsonBodyBytes: 100_000_000,
} as const;

/** `geojson` is an object, or base64 gzip text when `compressed` is true (docs/shapes.md). */
export const geoJsonBodySchema = z.object({
  geojson: z.unknown().refine((value) => value !== undefined && value !== null, {
    message: 'geojson is required',
  }),
  compressed: z.boolean().default(false),
});

export const cleanUpBodySchema = geoJsonBodySchema.extend({
  simplifyTolerance: z.number().min(0).max(10_000).default(CLEAN_UP_TOLERANCES.simplifyTolerance),
  areaTolerance: z.number().min(0).max(1e10).default(CLEAN_UP_TOLERANCES.areaTolerance),
});

export const cleanUpAnswerSchema = z.object({
  geojson: z.unknown(),
  compressed: z.boolean(),
  /** Set when dissolving failed: the answer then holds the original (repaired) shape. */
  dissolveError: z.string().nullable(),
});
export type CleanUpAnswer = z.infer<typeof cleanUpAnswerSchema>;

export const importAnswerSchema = z.object({
  geojson: z.unknown(),
  compressed: z.boolean(),
  /** What was found in each file or layer, so people see what will be imported. */
  layers: z.array(
    z.object({
      name: z.string(),
      file: z.string(),
      featureCount: z.number().int(),
      /** Every geometry found, by GeoJSON type, including the ones left out. */
      geometryTypes: z.record(z.string(), z.number().int()),
    }),
  ),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
  error: z.null(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
export type ImportedLayer = ImportAnswer['layers'][number];
export type ImportWarning = ImportAnswer['warnings'][number];

export const shapeHashAnswerSchema = z.object({ shapeHash: z.string() });
export type ShapeHashAnswer = z.infer<typeof shapeHashAnswerSchema>;
