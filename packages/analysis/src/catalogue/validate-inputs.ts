import { type InputsCollection, isScriptType, type ToolInputs } from '../tools/script-types.js';
import {
  boundingInstrument,
  instrumentListFor,
  isParameterVisible,
  withDefaults,
} from './inputs.js';
import {
  type InstrumentCatalogue,
  instrumentMaxDate,
  instrumentYears,
  lastCalendarYear,
} from './instruments.js';
import type { ParameterDefinition, ToolDefinition } from './types.js';

export type InputProblemCode =
  | 'unknownTool'
  | 'notToolInputs'
  | 'toolNotAvailable'
  | 'unknownParameter'
  | 'required'
  | 'notANumber'
  | 'belowMin'
  | 'aboveMax'
  | 'offStep'
  | 'notAYear'
  | 'yearOutOfRange'
  | 'notADate'
  | 'dateOutOfRange'
  | 'notAnOption'
  | 'unknownInstrument'
  | 'notText'
  | 'notAList'
  | 'notABoolean'
  | 'csvMissingColumns';

/** Why one input was refused; `messageKey` is `tools.problems.<code>` with `params`. */
export interface InputProblem {
  scriptType: string;
  /** Absent for problems of the whole tool. */
  parameter?: string;
  code: InputProblemCode;
  messageKey: string;
  params?: Record<string, string | number>;
}

/** Year inputs without an instrument (specs/3 section 5). */
export const FIRST_YEAR_WITHOUT_INSTRUMENT = 1982;
/** Date picker years (specs/3 section 5). */
export const FIRST_DATE_YEAR = 1990;

type Check = Omit<InputProblem, 'scriptType' | 'parameter' | 'messageKey'> | null;
const problem = (code: InputProblemCode, params?: InputProblem['params']): Check =>
  params ? { code, params } : { code };

/**
 * Every problem of an inputs collection against the catalogue: unknown or unavailable tools,
 * unknown parameters, and each visible parameter's type, bounds, step, options and instrument
 * years. Empty when the collection can run. Pure: the clock is passed in.
 */
export function validateInputs(
  collection: InputsCollection | Record<string, unknown>,
  tools: readonly ToolDefinition[],
  catalogue: InstrumentCatalogue,
  now: Date,
): InputProblem[] {
  const problems: InputProblem[] = [];
  const add = (scriptType: string, parameter: string | undefined, check: Check) => {
    if (!check) return;
    problems.push({
      scriptType,
      ...(parameter === undefined ? {} : { parameter }),
      ...check,
      messageKey: `tools.problems.${check.code}`,
    });
  };
  for (const [scriptType, given] of Object.entries(collection)) {
    const tool = isScriptType(scriptType)
      ? tools.find((candidate) => candidate.scriptType === scriptType)
      : undefined;
    if (!tool) add(scriptType, undefined, problem('unknownTool'));
    else if (!tool.available) add(scriptType, undefined, problem('toolNotAvailable'));
    else if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      add(scriptType, undefined, problem('notToolInputs'));
    } else {
      const values = withDefaults(tool, given as ToolInputs, now, catalogue);
      for (const key of Object.keys(given)) {
        if (!tool.parameters.some((p) => p.id === key)) {
          add(scriptType, key, problem('unknownParameter'));
        }
      }
      for (const parameter of tool.parameters) {
        if (!isParameterVisible(parameter, values)) continue;
        add(scriptType, parameter.id, checkParameter(tool, parameter, values, catalogue, now));
      }
    }
  }
  return problems;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function checkParameter(
  tool: ToolDefinition,
  parameter: ParameterDefinition,
  values: ToolInputs,
  catalogue: InstrumentCatalogue,
  now: Date,
): Check {
  const value = values[parameter.id];
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0 && parameter.required)) {
    return parameter.required ? problem('required') : null;
  }
  switch (parameter.component) {
    case 'number':
      return checkNumber(parameter, value);
    case 'year':
      return checkYear(tool, parameter, values, catalogue, now);
    case 'date':
      return checkDate(tool, parameter, values, catalogue, now);
    case 'select':
      return parameter.options?.some((option) => option.value === value)
        ? null
        : problem('notAnOption');
    case 'multiSelect':
      return Array.isArray(value) &&
        value.every((item) => parameter.options?.some((option) => option.value === item))
        ? null
        : problem('notAnOption');
    case 'checkbox':
      return typeof value === 'boolean' ? null : problem('notABoolean');
    case 'instrument':
    case 'lcDataset':
    case 'monitoringInstrument': {
      const list = instrumentListFor(parameter.component, catalogue) ?? [];
      return list.some((instrument) => instrument.type === value)
        ? null
        : problem('unknownInstrument');
    }
    case 'list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? null
        : problem('notAList');
    case 'csv':
      return checkCsv(parameter, value);
    case 'text':
    case 'analysisId':
      return typeof value === 'string' ? null : problem('notText');
  }
}

function checkNumber(parameter: ParameterDefinition, value: unknown): Check {
  if (typeof value !== 'number' || !Number.isFinite(value)) return problem('notANumber');
  // A value the spec replaces (SOC MDD <= 0 becomes 0.01) is accepted as typed.
  if (parameter.nonPositiveReplacement !== undefined && value <= 0) return null;
  if (parameter.min !== undefined && value < parameter.min) {
    return problem('belowMin', { min: parameter.min });
  }
  if (parameter.max !== undefined && value > parameter.max) {
    return problem('aboveMax', { max: parameter.max });
  }
  const step = parameter.step ?? 'any';
  if (step !== 'any') {
    const steps = (value - (parameter.min ?? 0)) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return problem('offStep', { step });
  }
  return null;
}

function checkYear(
  tool: ToolDefinition,
  parameter: ParameterDefinition,
  values: ToolInputs,
  catalogue: InstrumentCatalogue,
  now: Date,
): Check {
  const value = values[parameter.id];
  if (typeof value !== 'number' || !Number.isInteger(value)) return problem('notAYear');
  const instrument = boundingInstrument(tool, parameter, values, catalogue);
  const { startYear, endYear } = instrument
    ? instrumentYears(instrument, now)
    : { startYear: FIRST_YEAR_WITHOUT_INSTRUMENT, endYear: lastCalendarYear(now) };
  if (value < startYear || value > endYear) {
    return problem('yearOutOfRange', { min: startYear, max: endYear });
  }
  return null;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function checkDate(
  tool: ToolDefinition,
  parameter: ParameterDefinition,
  values: ToolInputs,
  catalogue: InstrumentCatalogue,
  now: Date,
): Check {
  const value = values[parameter.id];
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (
    !match ||
    !date ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== value
  ) {
    return problem('notADate');
  }
  const instrument = boundingInstrument(tool, parameter, values, catalogue);
  const min = instrument?.minDate ?? `${FIRST_DATE_YEAR}-01-01`;
  const max =
    (instrument && instrumentMaxDate(instrument, now)) ?? `${now.getUTCFullYear() + 1}-12-31`;
  // ISO dates compare as strings.
  return value < min || value > max ? problem('dateOutOfRange', { min, max }) : null;
}

function checkCsv(parameter: ParameterDefinition, value: unknown): Check {
  if (typeof value !== 'string') return problem('notText');
  const header = (value.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '')
    .split(',')
    .map((column) => column.trim().replace(/^"|"$/g, ''));
  const missing = (parameter.validExpectedColumns ?? []).filter((c) => !header.includes(c));
  return missing.length > 0 ? problem('csvMissingColumns', { columns: missing.join(', ') }) : null;
}
