import { SCRIPT_TYPES, type ScriptType } from '@ecotone/analysis';
import { z } from 'zod';
import { analysisReferenceSchema, runStateSchema } from './analysis-runs.js';
import { MASK_LAYERS } from './mask-constants.js';
import { assessmentStageSchema } from './sharing.js';
import { siteFinancialsSchema } from './sites.js';
import { studyAreaSchema } from './study-area.js';
import { accessLevelSchema } from './users.js';

/**
 * The natural capital assessment (specs/3 "Natural capital assessment summary", issue 21;
 * docs/assessment.md): one page and one printable report per assessment.
 */

/** The page's sections that analyses fill, in page order (specs/3). */
export const ASSESSMENT_SECTIONS = ['context', 'carbon', 'water', 'biodiversity'] as const;
export type AssessmentSection = (typeof ASSESSMENT_SECTIONS)[number];
export const assessmentSectionSchema = z.enum(ASSESSMENT_SECTIONS);

/**
 * The section each tool's results fill, on the page and in the PDF report (both read this one
 * table). A tool of no section (monitoring, soil sampling, parcels, ...) is not part of the
 * assessment's summary.
 */
export const ASSESSMENT_SECTION_OF_TOOL: Readonly<Partial<Record<ScriptType, AssessmentSection>>> =
  {
    context: 'context',
    landCoverChange: 'context',
    vegetationChange: 'context',
    performanceDegradation: 'context',
    fireContext: 'context',
    forestCarbon: 'carbon',
    grasslandCarbon: 'carbon',
    ifmCarbon: 'carbon',
    wetlandsCarbon: 'carbon',
    snapgrazeCarbon: 'carbon',
    carbonInputs: 'carbon',
    droughtsAndFloods: 'water',
    soilMoisturePotential: 'water',
    waterBalance: 'water',
    biodiversityMsa: 'biodiversity',
    wetlandsBiodiversityMsa: 'biodiversity',
    biodiversityContext: 'biodiversity',
  };

/** The section a tool's results fill; null: the tool is not part of the summary. */
export const assessmentSectionOf = (scriptType: ScriptType): AssessmentSection | null =>
  ASSESSMENT_SECTION_OF_TOOL[scriptType] ?? null;

/**
 * One tool of the assessment as the page shows it: its latest successful run across the
 * assessment's analyses (newest analysis first), else its latest run (running, failed, cancelled).
 */
export const assessmentToolSchema = z.object({
  scriptType: z.enum(SCRIPT_TYPES),
  section: assessmentSectionSchema,
  /** The analysis that holds this run: `GET /api/analysis-results/{analysisId}?scriptType=`. */
  analysisId: z.uuid(),
  state: runStateSchema,
  /** 0..1 */
  progress: z.number(),
  /** Why it failed, translated; null unless FAILED. */
  error: z.string().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /** True when the run read synthetic demo data (known once it succeeded). */
  synthetic: z.boolean(),
});
export type AssessmentTool = z.infer<typeof assessmentToolSchema>;

/** GET /api/assessment/{id}: everything the page needs besides each tool's result. */
export const assessmentSummarySchema = z.object({
  assessmentId: z.uuid(),
  /** The assessment's title (the shapefile's name when it has none). */
  title: z.string(),
  stage: assessmentStageSchema,
  /**
   * The recommended restoration activity as stored: the wizard's activity
   * (afforestationReforestation, ...) or a template id (forest1, ...); `restorationTemplateOf`
   * of @ecotone/analysis gives its template.
   */
  restorationActivity: z.string().nullable(),
  createdAt: z.iso.datetime(),
  creatorName: z.string(),
  site: z.object({ siteId: z.uuid(), title: z.string() }).nullable(),
  shapefile: z.object({ shapefileId: z.uuid(), name: z.string(), totalAreaHa: z.number() }),
  /**
   * Area summary: the gross area, the exclusion masks and the net project area, from the newest
   * analysis's study area (null before any analysis ran: then gross is the shapefile's area).
   */
  area: z.object({
    studyArea: studyAreaSchema.nullable(),
    /** The mask layers of the merged mask (none without exclusions). */
    maskLayers: z.array(z.enum(MASK_LAYERS)),
  }),
  /** Every analysis the assessment has had, newest first. */
  analyses: z.array(analysisReferenceSchema),
  /** One entry per tool the assessment's analyses ran, in catalogue order. */
  tools: z.array(assessmentToolSchema),
  /** True when any shown tool read synthetic demo data: the page and the report say so. */
  synthetic: z.boolean(),
  /** The viewer's level on the assessment. */
  accessLevel: accessLevelSchema,
  /** The site's financial terms: present only with full access (specs/2 section 6). */
  financials: siteFinancialsSchema.optional(),
  /** Where the assessment's documents are kept, when a document store is configured. */
  documentsUrl: z.url().nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

/** A PDF report's progress (a job: docs/assessment-report.md). */
export const REPORT_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const reportLanguageSchema = z.enum(['en', 'es']);
export const reportUnitSystemSchema = z.enum(['metric', 'imperial']);

/** One report of an assessment, in one language and unit system. */
export const assessmentReportSchema = z.object({
  reportId: z.uuid(),
  assessmentId: z.uuid(),
  state: z.enum(REPORT_STATES),
  /** 0..1 */
  progress: z.number(),
  /** Why it failed, translated; null unless failed. */
  error: z.string().nullable(),
  language: reportLanguageSchema,
  unitSystem: reportUnitSystemSchema,
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  createdByName: z.string(),
  /** Set once succeeded. */
  pageCount: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The PDF's file name, e.g. `Ranch North - natural capital assessment - 2026-11-25.pdf`. */
  fileName: z.string(),
  /** `GET` it for the PDF once succeeded; null before. */
  downloadUrl: z.string().nullable(),
});
export type AssessmentReport = z.infer<typeof assessmentReportSchema>;

/** POST /api/assessment/{id}/reports: language and units of the report (default: the viewer's). */
export const createReportBodySchema = z.object({
  language: reportLanguageSchema.optional(),
  unitSystem: reportUnitSystemSchema.optional(),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

/** GET /api/assessment/{id}/reports: newest first. */
export const assessmentReportListSchema = z.object({ reports: z.array(assessmentReportSchema) });
export type AssessmentReportList = z.infer<typeof assessmentReportListSchema>;

export const assessmentReportParamsSchema = z.object({ id: z.uuid(), reportId: z.uuid() });
