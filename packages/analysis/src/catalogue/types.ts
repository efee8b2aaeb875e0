import type { MetricUnit } from '@ecotone/i18n';
import type { ScriptType } from '../tools/script-types.js';

/** How a parameter is edited in the analysis inputs table (specs/3 section 5). */
export type ParameterComponent =
  | 'text' // sanitised text
  | 'list' // comma-separated list, debounced 300 ms
  | 'number' // float with min / max / step
  | 'year' // integer year; bounds from the instrument named by `instrumentParameter`
  | 'date' // yyyy-MM-dd, picker years 1990 .. next year
  | 'select' // one of `options`
  | 'multiSelect' // several of `options` (land cover values are mapped to labels)
  | 'checkbox'
  | 'instrument' // one of the instruments (instrumentName)
  | 'lcDataset' // one of the land-cover instruments (lcDatasetName)
  | 'monitoringInstrument'
  | 'csv' // .csv text with `validExpectedColumns`
  | 'analysisId'; // a prior analysis of the same shapefile and tool type

export interface ParameterOption {
  value: string | number;
  /** i18n key of the option label. */
  labelKey: string;
}

/** A parameter shows only when another parameter of the same tool equals / differs from a value. */
export interface VisibilityCondition {
  parameter: string;
  operator: 'equal' | 'notEqual';
  value: string | number | boolean;
}

export interface ParameterDefinition {
  id: string;
  /** i18n keys. */
  nameKey: string;
  descriptionKey?: string;
  component: ParameterComponent;
  required: boolean;
  advanced: boolean;
  defaultValue: unknown;
  /**
   * A default resolved when served: last calendar year, or the last year of the instrument named
   * by `instrumentParameter` when that is earlier. `defaultValue` is null in the definition.
   */
  defaultValueFrom?: 'lastAvailableYear';
  /** Unit of a number, from the units module (converted for imperial readers). */
  unit?: MetricUnit;
  min?: number;
  max?: number;
  /** Default 'any'. */
  step?: number | 'any';
  options?: ParameterOption[];
  visibleWhen?: VisibilityCondition;
  /**
   * For 'year' (and 'date'): the parameter holding the instrument whose years (dates) bound this
   * one.
   */
  instrumentParameter?: string;
  /** For 'analysisId': paths of the prior result's values this parameter reads. */
  inputKeys?: string[];
  /** For 'analysisId': the tool type of the prior analyses offered (default: this tool). */
  analysisScriptType?: ScriptType;
  /** For 'number': a value of 0 or less is replaced by this one (specs/3 section 5, SOC MDD). */
  nonPositiveReplacement?: number;
  /** For 'csv': the columns the file must have. */
  validExpectedColumns?: string[];
}

export type ToolCategory =
  | 'context'
  | 'landCover'
  | 'carbon'
  | 'biodiversity'
  | 'water'
  | 'degradation'
  | 'fire'
  | 'soil'
  | 'monitoring'
  | 'other';

export interface ToolDefinition {
  scriptType: ScriptType;
  labelKey: string;
  category: ToolCategory;
  hidden: boolean;
  usedInAssessments: boolean;
  /** True when the computation exists; false tools say so in their status and cannot be enabled. */
  available: boolean;
  statusMessageKey?: string;
  /** Path of the tool's manual page. */
  manualUrl: string;
  parameters: ParameterDefinition[];
}

export interface TemplateDefinition {
  id: 'forest1' | 'grasslands1' | 'ifm1' | 'mangrove1' | 'undeterminedActivity1';
  labelKey: string;
  userSelectable: boolean;
  /** Tools enabled by the template with their parameter values (others at their defaults). */
  inputs: Partial<Record<ScriptType, Record<string, unknown>>>;
}

export interface InstrumentDefinition {
  type: string;
  labelKey: string;
  startYear: number;
  /** null = up to last calendar year. */
  endYear: number | null;
  resolutionMeters: number;
  /** Monitoring sets only. */
  minDate?: string;
  maxDate?: string;
  /** Short note on coverage (e.g. 2001 needs MODIS or ESA CCI), i18n key. */
  noteKey?: string;
  /**
   * Offered only to holders of the access:hub permission (decision 0026); never a tool's or a
   * template's default.
   */
  hubOnly?: boolean;
}
