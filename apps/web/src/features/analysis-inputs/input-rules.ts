import type {
  Instrument,
  InstrumentInfo,
  ParameterMetadata,
  ToolMetadata,
} from '@ecotone/contracts';
import type { ToolInputs } from './inputs-model';

/** Input rules of specs/3 section 5, one pure function each, used by the table's fields. */

/** Anything but letters, digits, whitespace and / - _ . , ( ) (so also < > and quotes). */
const DISALLOWED_TEXT = /[^\p{L}\p{N}\s/\-_.,()]/gu;

/** Text values are trimmed and stripped of characters that could smuggle markup or quoting. */
export function sanitizeText(text: string): string {
  return text.replace(DISALLOWED_TEXT, '').trim();
}

const QUOTES = /^["'`]+|["'`]+$/g;

/**
 * List input: a string with a comma and no newline splits on commas; otherwise one item per line.
 * Items are trimmed, unquoted, sanitised and kept only when non-empty. An empty result means
 * "revert to the previous value" for the caller.
 */
export function parseList(text: string): string[] {
  const separator = text.includes(',') && !text.includes('\n') ? ',' : '\n';
  return text
    .split(separator)
    .map((item) => sanitizeText(item.trim().replace(QUOTES, '')))
    .filter((item) => item.length > 0);
}

export const formatList = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'string' ? value : '';

export type NumberCheck =
  | { valid: true; value: number | null }
  | { valid: false; reason: 'notANumber' | 'belowMin' | 'aboveMax' | 'offStep' };

interface NumberBounds {
  min: number | null;
  max: number | null;
  step: number | 'any';
}

/** Relative tolerance for step checks: 0.1 + 0.2 must count as a multiple of 0.1. */
const STEP_TOLERANCE = 1e-9;

/**
 * Parses a typed number as a float and checks min, max and step (counted from min, or 0).
 * Empty text is `null`: whether that is allowed is the required attribute's business.
 */
export function checkNumber(text: string, bounds: NumberBounds): NumberCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, value: null };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) {
    return { valid: false, reason: 'notANumber' };
  }
  const value = Number.parseFloat(trimmed);
  if (bounds.min !== null && value < bounds.min) return { valid: false, reason: 'belowMin' };
  if (bounds.max !== null && value > bounds.max) return { valid: false, reason: 'aboveMax' };
  if (bounds.step !== 'any' && bounds.step > 0) {
    const steps = (value - (bounds.min ?? 0)) / bounds.step;
    if (Math.abs(steps - Math.round(steps)) > STEP_TOLERANCE * Math.max(1, Math.abs(steps))) {
      return { valid: false, reason: 'offStep' };
    }
  }
  return { valid: true, value };
}

/** specs/3 section 5: some numbers replace a value of 0 or less (SOC MDD becomes 0.01). */
export function replaceNonPositive(value: number | null, replacement: number | null | undefined) {
  return value !== null && value <= 0 && replacement != null ? replacement : value;
}

/** The first year with the default instruments' archive (specs/3 section 5). */
export const DEFAULT_FIRST_YEAR = 1982;
export const FIRST_PICKER_YEAR = 1990;

export interface YearBounds {
  min: number;
  max: number;
}

const INSTRUMENT_LISTS = {
  instrument: 'instruments',
  lcDataset: 'lcInstruments',
  monitoringInstrument: 'monitoringInstruments',
} as const satisfies Partial<Record<ParameterMetadata['component'], keyof InstrumentInfo>>;

/**
 * The instruments a parameter picks from, by its component: the same type may be in several
 * lists with different years ('modis' vegetation from 2000, MODIS land cover 2001..2023).
 */
export function instrumentListOf(
  component: ParameterMetadata['component'],
  instrumentInfo: InstrumentInfo | undefined,
): Instrument[] {
  const listName = INSTRUMENT_LISTS[component as keyof typeof INSTRUMENT_LISTS];
  return listName && instrumentInfo ? instrumentInfo[listName] : [];
}

/**
 * Year input bounds: 1982 through last year, or the years of the instrument chosen in the
 * parameter named by `instrumentParameter`. The parameter's own min/max narrow them further.
 */
export function yearBounds(
  tool: ToolMetadata,
  parameter: ParameterMetadata,
  toolInputs: ToolInputs,
  instrumentInfo: InstrumentInfo | undefined,
  today: Date,
): YearBounds {
  let bounds: YearBounds = { min: DEFAULT_FIRST_YEAR, max: today.getFullYear() - 1 };
  const holder = tool.parameters.find(
    (candidate) => candidate.id === parameter.instrumentParameter,
  );
  if (holder) {
    const instrument = instrumentListOf(holder.component, instrumentInfo).find(
      (candidate) => candidate.type === toolInputs[holder.id],
    );
    if (instrument) bounds = { min: instrument.startYear, max: instrument.endYear };
  }
  return {
    min: Math.max(bounds.min, parameter.min ?? bounds.min),
    max: Math.min(bounds.max, parameter.max ?? bounds.max),
  };
}

/** The date picker offers 1990 through next year; values are yyyy-MM-dd. */
export function dateBounds(today: Date): { min: string; max: string } {
  return { min: `${FIRST_PICKER_YEAR}-01-01`, max: `${today.getFullYear() + 1}-12-31` };
}

export type CsvCheck =
  | { valid: true }
  | { valid: false; reason: 'empty' | 'noRows' }
  | { valid: false; reason: 'missingColumns'; missing: string[] };

/** Column names of a CSV header: comma-separated, or ';' / tab when the line has no comma. */
export function csvColumns(text: string): string[] {
  const header = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((line) => line.trim() !== '');
  if (!header) return [];
  const separator = header.includes(',') ? ',' : header.includes(';') ? ';' : '\t';
  return header.split(separator).map((name) => name.trim().replace(QUOTES, '').trim());
}

/**
 * Checks that a CSV has every expected column (case does not matter: 'lat' is 'Lat') and at
 * least one row under its header.
 */
export function checkCsvColumns(text: string, expected: readonly string[]): CsvCheck {
  const columns = csvColumns(text);
  if (columns.length === 0) return { valid: false, reason: 'empty' };
  const present = new Set(columns.map((name) => name.toLowerCase()));
  const missing = expected.filter((name) => !present.has(name.toLowerCase()));
  if (missing.length > 0) return { valid: false, reason: 'missingColumns', missing };
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.length > 1 ? { valid: true } : { valid: false, reason: 'noRows' };
}
