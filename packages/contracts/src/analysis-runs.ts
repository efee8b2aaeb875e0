import { RUN_STATES, SCRIPT_TYPES } from '@ecotone/analysis';
import { z } from 'zod';
import { studyAreaSchema } from './study-area.js';

/**
 * Runs and results (specs/3 sections 3, 4, 7): starting and cancelling an analysis, its record,
 * the list of analyses of a shapefile, GET /api/analysis-results/{analysisId} and the assessment
 * context. Texts (legend labels, errors, warnings) come in the language of the request.
 */
export const runStateSchema = z.enum(RUN_STATES);

const scriptTypeEnum = z.enum(SCRIPT_TYPES);

/** specs/3 section 3 "Inputs collection": tool type -> parameter id -> value. */
export const inputsCollectionSchema = z.partialRecord(
  scriptTypeEnum,
  z.record(z.string(), z.unknown()),
);

export const startAnalysisBodySchema = z.object({
  shapefileId: z.uuid(),
  inputs: inputsCollectionSchema,
});
export type StartAnalysisBody = z.infer<typeof startAnalysisBodySchema>;

export const analysisIdAnswerSchema = z.object({ analysisId: z.uuid() });

/**
 * Any text of a path segment: an id that cannot exist (not a UUID) is answered 404 like an unknown
 * one, so a mistyped link reads "not found" rather than "bad request" (issue 12).
 */
export const analysisIdParamsSchema = z.object({ analysisId: z.string().min(1).max(200) });

/** One enabled tool of an analysis and how far it got. */
export const toolRunSchema = z.object({
  scriptType: scriptTypeEnum,
  version: z.string(),
  state: runStateSchema,
  /** 0..1 */
  progress: z.number(),
  attempts: z.number().int(),
  /** Why it failed, translated; null unless FAILED (or retrying after a transient error). */
  error: z.string().nullable(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ToolRun = z.infer<typeof toolRunSchema>;

/** specs/3 section 3 "Analysis record". */
export const analysisRecordSchema = z.object({
  analysisId: z.uuid(),
  shapefileId: z.uuid(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  state: runStateSchema,
  scripts: z.array(scriptTypeEnum),
  inputs: inputsCollectionSchema,
  analyses: z.array(toolRunSchema),
  /** Which area the tools ran on: the whole shape (gross) or the shape minus its masks (net). */
  studyArea: studyAreaSchema,
  /** The assessments that had this analysis and the viewer may read: their pages link back. */
  assessmentIds: z.array(z.uuid()),
});
export type AnalysisRecord = z.infer<typeof analysisRecordSchema>;

/** specs/3 section 3 "Analysis reference". */
export const analysisReferenceSchema = z.object({
  analysisId: z.uuid(),
  createdAt: z.iso.datetime(),
  state: runStateSchema,
});
export type AnalysisReference = z.infer<typeof analysisReferenceSchema>;

export const analysisListQuerySchema = z.object({
  shapefileId: z.uuid(),
  scriptType: scriptTypeEnum.optional(),
});
export const analysisListSchema = z.object({ analyses: z.array(analysisReferenceSchema) });
export type AnalysisList = z.infer<typeof analysisListSchema>;

/** specs/3 section 3 "Legend", labels translated. */
export const legendSchema = z.object({
  title: z.string().nullable(),
  items: z.array(
    z.object({
      itemId: z.string(),
      primaryLabel: z.string(),
      color: z.string(),
      heading: z.boolean(),
      extraData: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
    }),
  ),
  gradient: z
    .object({
      colors: z.array(z.string()),
      min: z.number(),
      max: z.number(),
      unit: z.string(),
      label: z.string().nullable(),
    })
    .nullable(),
});
export type ResultLegend = z.infer<typeof legendSchema>;

/** A stored layer: `url` streams the COG (images) or GeoJSON (vectors). */
export const resultLayerSchema = z.object({
  layerId: z.string(),
  /** The stored file name, `{analysisId}_{layerId}_image.tif` or `_shape.geojson`. */
  name: z.string(),
  label: z.string(),
  url: z.string(),
  legend: legendSchema,
  initialActive: z.boolean().nullable(),
  initialOpacity: z.number().nullable(),
  /** specs/3 "Map layer": one time point of a series (the time-lapse steps through a group). */
  timeSeries: z.object({ groupId: z.string(), year: z.number().int() }).optional(),
  /** Vectors: the popup of a clicked feature (labels translated; `unit` metric, units module). */
  display: z
    .object({
      titleField: z.string(),
      /** The property whose value is a legend item id (the feature's colour). */
      colorField: z.string().optional(),
      fields: z.array(
        z.object({ field: z.string(), label: z.string(), unit: z.string().optional() }),
      ),
    })
    .optional(),
});
export type ResultLayerReference = z.infer<typeof resultLayerSchema>;

export const lineageSchema = z.object({
  role: z.string(),
  datasetId: z.string(),
  name: z.string(),
  version: z.string(),
  license: z.string(),
  citation: z.string(),
  url: z.string().optional(),
  year: z.number().optional(),
  /** First and last year of a series (time-series analyses read one input per year or month). */
  years: z.tuple([z.number(), z.number()]).optional(),
  synthetic: z.boolean(),
});

export const analysisResultQuerySchema = z.object({ scriptType: scriptTypeEnum });

/** GET /api/analysis-results/{analysisId}?scriptType={type} */
export const analysisResultSchema = z.object({
  analysisId: z.uuid(),
  createdAt: z.iso.datetime(),
  scriptType: scriptTypeEnum,
  version: z.string(),
  state: runStateSchema,
  inputs: z.record(z.string(), z.unknown()),
  /** Which area the tool ran on (gross, or net of the exclusion masks): every area names it. */
  studyArea: studyAreaSchema,
  results: z.object({
    /** Normalised to the field names of specs/3 section 3. */
    values: z.record(z.string(), z.unknown()),
    main: z.object({
      title: z.string().nullable(),
      /** The legend of the first layer; each layer carries its own too. */
      legend: legendSchema.nullable(),
      images: z.array(resultLayerSchema),
      vectors: z.array(resultLayerSchema),
    }),
    lineage: z.array(lineageSchema),
    /** True when any input was synthetic demo data: the UI shows the demo-data notice. */
    synthetic: z.boolean(),
    methods: z.array(z.object({ name: z.string(), citation: z.string(), version: z.string() })),
    warnings: z.array(z.string()),
  }),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const assessmentIdParamsSchema = z.object({ id: z.uuid() });

const landCoverAreaSchema = z.object({ name: z.string(), areaHa: z.number() });

/** GET /api/assessment/{id}/assessment-context (specs/3 section 3 "Assessment context"). */
export const assessmentContextSchema = z.object({
  studyAreaHa: z.number(),
  landCoverBaseYear: z.array(landCoverAreaSchema),
  landCoverStudyYear: z.array(landCoverAreaSchema),
  /** yyyy-MM-dd, or null without a land-cover-change result. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type AssessmentContext = z.infer<typeof assessmentContextSchema>;
