import type { ToolInputs } from '../tools/script-types.js';
import { INSTRUMENTS, type InstrumentCatalogue, lastCalendarYear } from './instruments.js';
import type { InstrumentDefinition, ParameterDefinition, ToolDefinition } from './types.js';

/**
 * Pure rules over one tool's inputs, shared by the web table and the server: defaults, the
 * instrument a year is bounded by, visibility, and comparison with the defaults.
 */

/** The instrument list a parameter of this component picks from; null for other components. */
export function instrumentListFor(
  component: ParameterDefinition['component'],
  catalogue: InstrumentCatalogue,
): InstrumentDefinition[] | null {
  if (component === 'instrument') return catalogue.instruments;
  if (component === 'lcDataset') return catalogue.lcInstruments;
  if (component === 'monitoringInstrument') return catalogue.monitoringInstruments;
  return null;
}

/**
 * The instrument bounding `parameter` (via its `instrumentParameter`), given the tool's current
 * values; null when it names none or an unknown one.
 */
export function boundingInstrument(
  tool: ToolDefinition,
  parameter: ParameterDefinition,
  values: ToolInputs,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): InstrumentDefinition | null {
  if (!parameter.instrumentParameter) return null;
  const holder = tool.parameters.find((p) => p.id === parameter.instrumentParameter);
  const list = holder ? instrumentListFor(holder.component, catalogue) : null;
  const type = values[parameter.instrumentParameter];
  return list?.find((instrument) => instrument.type === type) ?? null;
}

function resolvedDefault(
  tool: ToolDefinition,
  parameter: ParameterDefinition,
  values: ToolInputs,
  now: Date,
  catalogue: InstrumentCatalogue,
): unknown {
  if (parameter.defaultValueFrom !== 'lastAvailableYear') return parameter.defaultValue;
  const lastYear = lastCalendarYear(now);
  const endYear = boundingInstrument(tool, parameter, values, catalogue)?.endYear;
  return endYear == null ? lastYear : Math.min(lastYear, endYear);
}

/**
 * The tool's inputs with every missing parameter at its default. Defaults that depend on another
 * parameter (the study year on the chosen dataset) follow the given value of that parameter.
 * Keys the tool does not know are kept, so validation can report them.
 */
export function withDefaults(
  tool: ToolDefinition,
  given: ToolInputs,
  now: Date,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): ToolInputs {
  const values: ToolInputs = { ...given };
  const derived = tool.parameters.filter((p) => p.defaultValueFrom !== undefined);
  const plain = tool.parameters.filter((p) => p.defaultValueFrom === undefined);
  for (const parameter of [...plain, ...derived]) {
    if (!Object.hasOwn(values, parameter.id)) {
      values[parameter.id] = resolvedDefault(tool, parameter, values, now, catalogue);
    }
  }
  return values;
}

/** A tool's default inputs, as the table shows them before any edit. */
export function defaultInputs(
  tool: ToolDefinition,
  now: Date,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): ToolInputs {
  return withDefaults(tool, {}, now, catalogue);
}

/** Whether a parameter shows, given the tool's values (specs/3 section 2 "visibility condition"). */
export function isParameterVisible(parameter: ParameterDefinition, values: ToolInputs): boolean {
  const condition = parameter.visibleWhen;
  if (!condition) return true;
  const equal = values[condition.parameter] === condition.value;
  return condition.operator === 'equal' ? equal : !equal;
}

/** Structural equality of JSON-like input values (numbers, strings, booleans, null, arrays). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  return (a ?? null) === (b ?? null);
}

/** Same values once defaults are applied to both: what the table and templates compare. */
export function sameToolInputs(
  tool: ToolDefinition,
  a: ToolInputs,
  b: ToolInputs,
  now: Date,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): boolean {
  const left = withDefaults(tool, a, now, catalogue);
  const right = withDefaults(tool, b, now, catalogue);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/** Whether 'Undo changes' shows for this tool (specs/3 section 2). */
export function inputsDifferFromDefaults(
  tool: ToolDefinition,
  given: ToolInputs,
  now: Date,
  catalogue: InstrumentCatalogue = INSTRUMENTS,
): boolean {
  return !sameToolInputs(tool, given, {}, now, catalogue);
}

/** specs/3 section 5: a value of 0 or less becomes the parameter's replacement (SOC MDD 0.01). */
export function normalizeToolInputs(tool: ToolDefinition, given: ToolInputs): ToolInputs {
  const values: ToolInputs = { ...given };
  for (const parameter of tool.parameters) {
    const value = values[parameter.id];
    if (parameter.nonPositiveReplacement !== undefined && typeof value === 'number' && value <= 0) {
      values[parameter.id] = parameter.nonPositiveReplacement;
    }
  }
  return values;
}
