import { z } from 'zod';

/**
 * The species endpoints (specs/3 section 7; docs/analyses/biodiversity-context.md):
 * - GET /api/biodiversity/iucn-species-list?shapefileId= : the species whose range overlaps the
 *   shapefile's shape, sorted by Red List severity then scientific name; `{ success, data }`.
 * - GET /api/species/{scientificName}?shapefileId= : one of those species with its taxonomy and
 *   threats (IUCN Threats Classification Scheme 3.3 codes and their STAR shares C_{s,t}).
 * Both answer 404 to whoever may not read the shapefile (and for a species not in its list), and
 * 403 DATA_RESTRICTED, naming the dataset and its licence, when the species ranges are
 * licence-restricted and this server is not enabled for them (ENABLE_RESTRICTED_LAYERS).
 * Records follow `SpeciesRecord` of @ecotone/analysis (biodiversity-values.ts).
 */
export const RED_LIST_CATEGORY_CODES = [
  'EX',
  'EW',
  'CR',
  'EN',
  'VU',
  'NT',
  'LC',
  'DD',
  'NE',
] as const;

export const speciesListQuerySchema = z.object({
  shapefileId: z.string().min(1).max(100),
});
export type SpeciesListQuery = z.infer<typeof speciesListQuerySchema>;

export const speciesRecordSchema = z.object({
  scientificName: z.string(),
  commonName: z.string().optional(),
  threatCategory: z.enum(RED_LIST_CATEGORY_CODES),
  kingdom: z.string(),
  phylum: z.string(),
  class: z.string(),
  order: z.string(),
  family: z.string(),
  genus: z.string(),
  /** Share (0..1) of the species' range polygon inside the shape. */
  shareOfRange: z.number().optional(),
});
export type SpeciesRecordBody = z.infer<typeof speciesRecordSchema>;

/** Where the species came from: dataset, licence, and whether it is the synthetic demo data. */
export const speciesSourceSchema = z.object({
  datasetId: z.string(),
  name: z.string(),
  version: z.string(),
  license: z.string(),
  synthetic: z.boolean(),
});

export const speciesListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(speciesRecordSchema),
  source: speciesSourceSchema,
});
export type SpeciesListAnswer = z.infer<typeof speciesListAnswerSchema>;

export const speciesParamsSchema = z.object({
  /** The scientific name, URL-encoded (`Synthornis fictus1234`). */
  scientificName: z.string().min(1).max(200),
});

export const speciesDetailAnswerSchema = z.object({
  success: z.literal(true),
  data: speciesRecordSchema.extend({
    /** Taxonomic group of STAR (`birds`, `mammals`, `amphibians`), or null outside STAR. */
    taxon: z.string().nullable(),
    /** Threat code and its share of the species' extinction risk (shares sum to 1). */
    threats: z.array(z.object({ code: z.string(), share: z.number() })),
  }),
  source: speciesSourceSchema,
});
export type SpeciesDetailAnswer = z.infer<typeof speciesDetailAnswerSchema>;
