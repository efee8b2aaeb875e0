import { type Locale, type MessageKey, translate } from '@ecotone/i18n';
import { defaultInputs } from './inputs.js';
import {
  INSTRUMENTS,
  type InstrumentCatalogue,
  instrumentMaxDate,
  instrumentYears,
} from './instruments.js';
import { applyTemplate, TEMPLATES } from './templates.js';
import { TOOLS } from './tools.js';
import type { InstrumentDefinition, ParameterDefinition, ToolDefinition } from './types.js';
import type { InputProblem } from './validate-inputs.js';

/**
 * The catalogue as served by GET /api/analysis/metadata and /instrument-info: texts translated,
 * clock-dependent values (open end years, "last year" defaults) resolved. The shapes are those of
 * `analysisMetadataSchema` and `instrumentInfoSchema` in @ecotone/contracts.
 */

/** Catalogue keys are checked against both languages by test/catalogue/catalogue.test.ts. */
const text = (locale: Locale, key: string) => translate(locale, key as MessageKey);

function presentParameter(locale: Locale, parameter: ParameterDefinition, defaultValue: unknown) {
  return {
    id: parameter.id,
    name: text(locale, parameter.nameKey),
    description: parameter.descriptionKey ? text(locale, parameter.descriptionKey) : null,
    descriptionKey: parameter.descriptionKey ?? null,
    component: parameter.component,
    required: parameter.required,
    advanced: parameter.advanced,
    defaultValue,
    unit: parameter.unit ?? null,
    min: parameter.min ?? null,
    max: parameter.max ?? null,
    step: parameter.step ?? ('any' as const),
    options:
      parameter.options?.map((option) => ({
        value: option.value,
        label: text(locale, option.labelKey),
      })) ?? null,
    visibleWhen: parameter.visibleWhen ?? null,
    instrumentParameter: parameter.instrumentParameter ?? null,
    inputKeys: parameter.inputKeys ?? null,
    analysisScriptType: parameter.analysisScriptType ?? null,
    nonPositiveReplacement: parameter.nonPositiveReplacement ?? null,
    validExpectedColumns: parameter.validExpectedColumns ?? null,
  };
}

function presentTool(locale: Locale, tool: ToolDefinition, now: Date) {
  const defaults = defaultInputs(tool, now);
  return {
    scriptType: tool.scriptType,
    label: text(locale, tool.labelKey),
    category: tool.category,
    categoryLabel: text(locale, `tools.categories.${tool.category}`),
    hidden: tool.hidden,
    usedInAssessments: tool.usedInAssessments,
    available: tool.available,
    statusMessage: tool.statusMessageKey ? text(locale, tool.statusMessageKey) : null,
    manualUrl: tool.manualUrl,
    parameters: tool.parameters.map((p) => presentParameter(locale, p, defaults[p.id] ?? null)),
  };
}

export function presentAnalysisMetadata(locale: Locale, now: Date) {
  return {
    tools: TOOLS.map((tool) => presentTool(locale, tool, now)),
    templates: TEMPLATES.map((template) => ({
      id: template.id,
      label: text(locale, template.labelKey),
      userSelectable: template.userSelectable,
      inputs: applyTemplate(template, TOOLS, now) as Record<string, Record<string, unknown>>,
    })),
  };
}

function presentInstrument(locale: Locale, instrument: InstrumentDefinition, now: Date) {
  return {
    type: instrument.type,
    label: text(locale, instrument.labelKey),
    ...instrumentYears(instrument, now),
    resolution: instrument.resolutionMeters,
    minDate: instrument.minDate ?? null,
    maxDate: instrumentMaxDate(instrument, now),
    note: instrument.noteKey ? text(locale, instrument.noteKey) : null,
  };
}

export function presentInstrumentInfo(
  locale: Locale,
  now: Date,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
) {
  const present = (list: InstrumentDefinition[]) =>
    list.map((instrument) => presentInstrument(locale, instrument, now));
  return {
    instruments: present(catalogue.instruments),
    lcInstruments: present(catalogue.lcInstruments),
    monitoringInstruments: present(catalogue.monitoringInstruments),
  };
}

/**
 * One refused input as a sentence for people: "Land cover change, Study year: ...". For the API
 * error that refuses an analysis request.
 */
export function describeInputProblem(
  locale: Locale,
  problem: InputProblem,
  tools: readonly ToolDefinition[] = TOOLS,
): string {
  const tool = tools.find((candidate) => candidate.scriptType === problem.scriptType);
  const parameter = tool?.parameters.find((p) => p.id === problem.parameter);
  const where = [
    tool ? text(locale, tool.labelKey) : problem.scriptType,
    ...(problem.parameter === undefined
      ? []
      : [parameter ? text(locale, parameter.nameKey) : problem.parameter]),
  ].join(', ');
  return `${where}: ${translate(locale, problem.messageKey as MessageKey, problem.params)}`;
}
