import { z } from 'zod';

/** The raster roles and vector roles of `data-source.ts`, as values the file is checked against. */
export const RASTER_ROLES = [
  'elevation',
  'temperatureMean',
  'precipitationAnnual',
  'temperatureMonthly',
  'potentialEvapotranspiration',
  'aridityIndex',
  'landCover',
] as const;
export const VECTOR_ROLES = [
  'ecoregions',
  'riverBasins',
  'protectedAreas',
  'keyBiodiversityAreas',
] as const;

/**
 * A COG at a URL or path. Placeholders: `{year}`; for datasets cut into square lon/lat tiles,
 * `{lat}` (`N45`, `S05`), `{lon}` (`W075`, `E012`) and `{tile}` (= `{lat}{lon}`) of each tile's
 * south-west corner, with `tileDegrees` the tile size.
 */
const cogSourceSchema = z.strictObject({
  kind: z.literal('cog'),
  url: z.string().min(1),
  tileDegrees: z.number().positive().max(90).optional(),
});

/** Items of a STAC collection, found through a STAC API or a static catalogue. */
const stacSourceSchema = z
  .strictObject({
    kind: z.literal('stac'),
    api: z.string().min(1).optional(),
    catalog: z.string().min(1).optional(),
    collection: z.string().min(1),
    asset: z.string().min(1),
    signing: z.literal('planetary-computer').optional(),
  })
  .refine((source) => (source.api === undefined) !== (source.catalog === undefined), {
    message: 'a stac source has exactly one of "api" and "catalog"',
  });

const vectorSourceSchema = z.strictObject({
  kind: z.enum(['flatgeobuf', 'geojson']),
  url: z.string().min(1),
});

export const datasetSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case kebab-case'),
    role: z.enum([...RASTER_ROLES, ...VECTOR_ROLES]),
    name: z.string().min(1),
    version: z.string().min(1),
    license: z.string().min(1),
    citation: z.string().min(1),
    /** Licence-restricted (non-commercial without permission): off unless the deployment opts in. */
    restricted: z.boolean().optional(),
    /** First and last year the dataset covers, for yearly roles (land cover). */
    years: z
      .tuple([z.number().int(), z.number().int()])
      .refine(([from, to]) => from <= to, { message: 'years are [from, to] with from <= to' })
      .optional(),
    /** Land-cover product id the tools ask for: `worldcover`, `esri`, `esa-cci`, `modis`, ... */
    dataset: z.string().min(1).optional(),
    source: z.union([cogSourceSchema, stacSourceSchema, vectorSourceSchema]),
    /** Physical value = stored * scale + offset. */
    scale: z.number().optional(),
    offset: z.number().optional(),
    /** Overrides the file's own no-data value (some products leave it unset). */
    noData: z.number().optional(),
    /** Free text for operators (how the self-hosted copy was made); not read by code. */
    notes: z.string().optional(),
  })
  .superRefine((dataset, context) => {
    const isVectorRole = (VECTOR_ROLES as readonly string[]).includes(dataset.role);
    const isVectorSource =
      dataset.source.kind === 'flatgeobuf' || dataset.source.kind === 'geojson';
    if (isVectorRole !== isVectorSource) {
      context.addIssue({
        code: 'custom',
        path: ['source', 'kind'],
        message: `role ${dataset.role} needs a ${isVectorRole ? 'flatgeobuf or geojson' : 'cog or stac'} source`,
      });
    }
    const url = dataset.source.kind === 'stac' ? '' : dataset.source.url;
    if (url.includes('{year}') && dataset.years === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['years'],
        message: 'a url with {year} needs "years"',
      });
    }
    const tiled = /\{(tile|lat|lon)\}/.test(url);
    const tileDegrees = dataset.source.kind === 'cog' ? dataset.source.tileDegrees : undefined;
    if (tiled !== (tileDegrees !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['source', 'tileDegrees'],
        message: '{tile}, {lat} and {lon} placeholders and "tileDegrees" go together',
      });
    }
  });

export const catalogueSchema = z.strictObject({
  /** Free text describing the file. */
  description: z.string().optional(),
  datasets: z.array(datasetSchema),
});

export type DatasetEntry = z.infer<typeof datasetSchema>;
export type CogSource = z.infer<typeof cogSourceSchema>;
export type StacSource = z.infer<typeof stacSourceSchema>;
export type VectorSource = z.infer<typeof vectorSourceSchema>;
export type CatalogueFile = z.infer<typeof catalogueSchema>;
