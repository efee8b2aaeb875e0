import { SCRIPT_TYPES } from '@ecotone/analysis';
import { z } from 'zod';

/**
 * GET /api/analysis/metadata and GET /api/analysis/instrument-info (specs/3 sections 3, 5, 9).
 * Texts (labels, descriptions, status messages) are in the language of the request.
 */
export const scriptTypeSchema = z.enum(SCRIPT_TYPES);

export const parameterComponentSchema = z.enum([
  'text',
  'list',
  'number',
  'year',
  'date',
  'select',
  'multiSelect',
  'checkbox',
  'instrument',
  'lcDataset',
  'monitoringInstrument',
  'csv',
  'analysisId',
]);

const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);

export const parameterMetadataSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The translation key of `description`, shown to holders of access:hub (specs/2 section 2). */
  descriptionKey: z.string().nullable().optional(),
  component: parameterComponentSchema,
  required: z.boolean(),
  advanced: z.boolean(),
  defaultValue: z.unknown(),
  /** Unit of a number (units module id, e.g. 'm', 'ha'), converted for imperial readers. */
  unit: z.string().nullable().optional(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  step: z.union([z.number(), z.literal('any')]),
  options: z
    .array(z.object({ value: z.union([z.string(), z.number()]), label: z.string() }))
    .nullable(),
  visibleWhen: z
    .object({ parameter: z.string(), operator: z.enum(['equal', 'notEqual']), value: scalarSchema })
    .nullable(),
  instrumentParameter: z.string().nullable(),
  inputKeys: z.array(z.string()).nullable(),
  /** For 'analysisId': the tool type whose prior analyses are offered (null: this tool's). */
  analysisScriptType: scriptTypeSchema.nullable().optional(),
  /** For 'number': a value of 0 or less becomes this one (specs/3 section 5). */
  nonPositiveReplacement: z.number().nullable().optional(),
  validExpectedColumns: z.array(z.string()).nullable(),
});
export type ParameterMetadata = z.infer<typeof parameterMetadataSchema>;

export const toolMetadataSchema = z.object({
  scriptType: scriptTypeSchema,
  label: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  hidden: z.boolean(),
  usedInAssessments: z.boolean(),
  /** False while the computation is not built: the tool cannot be enabled. */
  available: z.boolean(),
  statusMessage: z.string().nullable(),
  manualUrl: z.string(),
  parameters: z.array(parameterMetadataSchema),
});
export type ToolMetadata = z.infer<typeof toolMetadataSchema>;

export const templateMetadataSchema = z.object({
  id: z.string(),
  label: z.string(),
  userSelectable: z.boolean(),
  /** Tool type -> parameter id -> value; the tools the template enables. */
  inputs: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type TemplateMetadata = z.infer<typeof templateMetadataSchema>;

export const analysisMetadataSchema = z.object({
  tools: z.array(toolMetadataSchema),
  templates: z.array(templateMetadataSchema),
});
export type AnalysisMetadata = z.infer<typeof analysisMetadataSchema>;

export const instrumentSchema = z.object({
  type: z.string(),
  label: z.string(),
  startYear: z.number().int(),
  endYear: z.number().int(),
  /** Metres. */
  resolution: z.number(),
  minDate: z.string().nullable(),
  maxDate: z.string().nullable(),
  note: z.string().nullable(),
});
export type Instrument = z.infer<typeof instrumentSchema>;

export const instrumentInfoSchema = z.object({
  instruments: z.array(instrumentSchema),
  lcInstruments: z.array(instrumentSchema),
  monitoringInstruments: z.array(instrumentSchema),
});
export type InstrumentInfo = z.infer<typeof instrumentInfoSchema>;
