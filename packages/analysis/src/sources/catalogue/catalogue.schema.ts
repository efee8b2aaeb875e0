import { z } from 'zod';

/** The raster roles and vector roles of `data-source.ts`, as values the file is checked against. */
export const RASTER_ROLES = [
  'elevation',
  'temperatureMean',
  'precipitationAnnual',
  'temperatureMonthly',
  'precipitationMonthly',
  'soilWaterCapacity',
  'potentialEvapotranspiration',
  'aridityIndex',
  'landCover',
  'abovegroundBiomass',
  'soilOrganicCarbon',
  'climateZone',
  'ecologicalZone',
  'soilType',
  'mangroveExtent',
  'wetlandExtent',
  'forestAge',
  'roadDistance',
  'settlementDistance',
  'burnDate',
  'dnbr',
  'ndvi',
  'evi',
  'treeCoverPercent',
  'herbaceousCoverPercent',
  'grasslandProbability',
] as const;
export const VECTOR_ROLES = [
  'ecoregions',
  'riverBasins',
  'protectedAreas',
  'keyBiodiversityAreas',
  'speciesRanges',
  'roadCorridors',
] as const;

/**
 * A COG at a URL or path. Placeholders: `{year}`, `{month}` (01..12, monthly datasets); for datasets cut into square lon/lat tiles,
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

const assetKey = z.string().min(1);

/**
 * A monthly NDVI or EVI composite computed from the reflectance bands of a STAC API collection
 * (Sentinel-2 L2A, Landsat Collection 2 Level-2): see sources/stac/index-composite.ts and
 * docs/data-sources.md. Reflectance = DN · scale + offset; with `baselineOffset`, items whose
 * `property` (a version such as `s2:processing_baseline` "04.00") is at least `from` use its
 * offset instead. The `mask` asset keeps either the listed classes or the pixels with none of
 * the listed bits set.
 */
const stacIndexSourceSchema = z
  .strictObject({
    kind: z.literal('stac-index'),
    api: z.string().min(1),
    collection: z.string().min(1),
    signing: z.literal('planetary-computer').optional(),
    index: z.enum(['ndvi', 'evi']),
    bands: z.strictObject({ red: assetKey, nir: assetKey, blue: assetKey.optional() }),
    reflectance: z.strictObject({
      scale: z.number().positive(),
      offset: z.number(),
      baselineOffset: z
        .strictObject({ property: z.string().min(1), from: z.number(), offset: z.number() })
        .optional(),
    }),
    /** Stored band value meaning no data; the files' own when unset. */
    bandNoData: z.number().optional(),
    mask: z
      .strictObject({
        asset: assetKey,
        keepClasses: z.array(z.number().int().min(0)).min(1).optional(),
        rejectBits: z.array(z.number().int().min(0).max(31)).min(1).optional(),
      })
      .refine((mask) => (mask.keepClasses === undefined) !== (mask.rejectBits === undefined), {
        message: 'a mask has exactly one of "keepClasses" and "rejectBits"',
      }),
    /** Items with a larger `eo:cloud_cover` (percent) are not read. */
    maxCloudCover: z.number().min(0).max(100).optional(),
    /** Item properties that must equal these values (e.g. `platform`: `landsat-8`). */
    properties: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** Least cloudy scenes composited per request at most. Default 8. */
    maxScenes: z.number().int().min(1).max(32).optional(),
  })
  .refine((source) => source.index !== 'evi' || source.bands.blue !== undefined, {
    message: 'an evi source needs bands.blue',
    path: ['bands', 'blue'],
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
    source: z.union([cogSourceSchema, stacSourceSchema, stacIndexSourceSchema, vectorSourceSchema]),
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
        message: `role ${dataset.role} needs a ${isVectorRole ? 'flatgeobuf or geojson' : 'cog, stac or stac-index'} source`,
      });
    }
    if (dataset.source.kind === 'stac-index') {
      if (dataset.source.index !== dataset.role) {
        context.addIssue({
          code: 'custom',
          path: ['source', 'index'],
          message:
            dataset.role === 'ndvi' || dataset.role === 'evi'
              ? `role ${dataset.role} needs "index": "${dataset.role}"`
              : 'a stac-index source serves only the ndvi and evi roles',
        });
      }
      if (dataset.years === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['years'],
          message: 'a stac-index source composites a month of scenes and needs "years"',
        });
      }
    }
    const url = 'url' in dataset.source ? dataset.source.url : '';
    if (url.includes('{year}') && dataset.years === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['years'],
        message: 'a url with {year} needs "years"',
      });
    }
    if (url.includes('{month}') && !url.includes('{year}')) {
      context.addIssue({
        code: 'custom',
        path: ['source', 'url'],
        message: 'a url with {month} needs {year}',
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
export type StacIndexSource = z.infer<typeof stacIndexSourceSchema>;
export type VectorSource = z.infer<typeof vectorSourceSchema>;
export type CatalogueFile = z.infer<typeof catalogueSchema>;
