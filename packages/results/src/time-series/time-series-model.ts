import type {
  BurnSeverityLevel,
  FireEvent,
  LabelRef,
  ScriptType,
  SeriesHeadline,
  TimeSeriesChart,
  TimeSeriesDataField,
  TimeSeriesPoint,
} from '@ecotone/analysis';
import { BURN_SEVERITY_COLORS as TOOL_BURN_COLORS } from '@ecotone/analysis';

/**
 * The time-series tab's view model: the stored `values` of the six time-series tools
 * (packages/analysis time-series-values.ts: headlines, charts, named fields) read defensively,
 * and the fire history table's rows (specs/3 "Charts and tables": rows by event date, expandable
 * into burn-severity sub-rows, area and share of the study area).
 */

/** Every tool whose result is a TimeSeriesValues, so whose tab is the time-series tab. */
export const TIME_SERIES_SCRIPT_TYPES = [
  'droughtsAndFloods',
  'soilMoisturePotential',
  'waterBalance',
  'vegetationChange',
  'performanceDegradation',
  'fireContext',
] as const satisfies readonly ScriptType[];

export const isTimeSeriesScriptType = (scriptType: ScriptType): boolean =>
  (TIME_SERIES_SCRIPT_TYPES as readonly ScriptType[]).includes(scriptType);

/** What the tab draws; a chart or headline that does not follow the contract is left out. */
export interface TimeSeriesView {
  studyAreaHa: number | null;
  startDate: string | null;
  endDate: string | null;
  headlines: SeriesHeadline[];
  charts: TimeSeriesChart[];
  /** Fire context only: its events (null for the other tools). */
  events: FireEvent[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const stringOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function labelOf(value: unknown): LabelRef | null {
  if (!isRecord(value) || typeof value.key !== 'string') return null;
  if (!isRecord(value.params)) return { key: value.key };
  const params: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(value.params))
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  return { key: value.key, params };
}

function headlineOf(value: unknown): SeriesHeadline | null {
  if (!isRecord(value)) return null;
  const id = stringOr(value.id);
  const label = labelOf(value.label);
  if (!id || !label) return null;
  const classLabel = labelOf(value.classLabel);
  const unit = stringOr(value.unit);
  const color = stringOr(value.color);
  return {
    id,
    label,
    value: numberOr(value.value),
    ...(unit ? { unit } : {}),
    ...(classLabel ? { classLabel } : {}),
    ...(color ? { color } : {}),
  };
}

function fieldOf(value: unknown): TimeSeriesDataField | null {
  if (!isRecord(value)) return null;
  const dataFieldId = stringOr(value.dataFieldId);
  const label = labelOf(value.label);
  const color = stringOr(value.color);
  if (!dataFieldId || !label || !color) return null;
  const unit = stringOr(value.unit);
  const longLabel = labelOf(value.longLabel);
  return {
    dataFieldId,
    label,
    color,
    ...(unit ? { unit } : {}),
    ...(longLabel ? { longLabel } : {}),
    ...(value.hidden === true ? { hidden: true } : {}),
    ...(value.includeRange === true ? { includeRange: true } : {}),
  };
}

function pointOf(value: unknown): TimeSeriesPoint | null {
  if (!isRecord(value) || !isRecord(value.values)) return null;
  const timePoint =
    numberOr(value.timePoint) ??
    (typeof value.timePoint === 'string' && /^\d{4}-\d{2}$/.test(value.timePoint)
      ? value.timePoint
      : null);
  if (timePoint === null) return null;
  const values: Record<string, number | null> = {};
  for (const [key, entry] of Object.entries(value.values)) values[key] = numberOr(entry);
  return { timePoint, values };
}

const CHART_TYPES = ['line', 'stacked', 'bar'] as const;

/** One stored chart, or null when it lacks what the chart needs (title, time axis, fields). */
export function chartOf(value: unknown): TimeSeriesChart | null {
  if (!isRecord(value) || !isRecord(value.timeField)) return null;
  const title = labelOf(value.title);
  const timeSeriesId = stringOr(value.timeSeriesId);
  const unit = value.timeField.unit;
  const chartType = CHART_TYPES.find((type) => type === value.chartType);
  if (!title || !timeSeriesId || !chartType || (unit !== 'year' && unit !== 'month')) return null;
  if (!Array.isArray(value.dataFields) || !Array.isArray(value.dataPoints)) return null;
  const dataFields = value.dataFields.map(fieldOf).filter((f) => f !== null);
  if (dataFields.length === 0) return null;
  const comments = Array.isArray(value.comments)
    ? value.comments.map(labelOf).filter((c) => c !== null)
    : [];
  return {
    timeSeriesId,
    title,
    timeField: {
      label: labelOf(value.timeField.label) ?? { key: '' },
      axisType: value.timeField.axisType === 'linear' ? 'linear' : 'time',
      unit,
    },
    dataFields,
    dataPoints: value.dataPoints.map(pointOf).filter((p) => p !== null),
    chartType,
    ...(value.stackBars === true ? { stackBars: true } : {}),
    ...(comments.length > 0 ? { comments } : {}),
    ...(Array.isArray(value.trendLines)
      ? { trendLines: value.trendLines.filter(isTrendLine) as TimeSeriesChart['trendLines'] }
      : {}),
    ...(Array.isArray(value.percentileLines)
      ? {
          percentileLines: value.percentileLines.filter(
            isPercentileLine,
          ) as TimeSeriesChart['percentileLines'],
        }
      : {}),
  };
}

const isTrendLine = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.legendItemId === 'string' &&
  typeof value.dataFieldId === 'string' &&
  ['minX', 'maxX', 'minY', 'maxY', 'slope', 'p'].every((key) => numberOr(value[key]) !== null) &&
  typeof value.significant === 'boolean';

const isPercentileLine = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.legendItemId === 'string' &&
  typeof value.dataFieldId === 'string' &&
  (value.percentile === 20 || value.percentile === 80) &&
  ['minX', 'maxX', 'value'].every((key) => numberOr(value[key]) !== null);

export const BURN_SEVERITY_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const satisfies BurnSeverityLevel[];

function eventOf(value: unknown): FireEvent | null {
  if (!isRecord(value)) return null;
  const startDate = stringOr(value.startDate);
  const endDate = stringOr(value.endDate) ?? startDate;
  const areaHa = numberOr(value.areaHa);
  if (!startDate || !endDate || areaHa === null) return null;
  const bySeverity: FireEvent['areaHaByBurnSeverity'] = {};
  if (isRecord(value.areaHaByBurnSeverity))
    for (const level of BURN_SEVERITY_LEVELS) {
      const area = numberOr(value.areaHaByBurnSeverity[String(level)]);
      if (area !== null) bySeverity[`${level}`] = area;
    }
  return {
    startDate,
    endDate,
    areaHa,
    shareOfStudyArea: numberOr(value.shareOfStudyArea) ?? Number.NaN,
    areaHaByBurnSeverity: bySeverity,
  };
}

/**
 * The stored values of a time-series result, or null when neither headlines nor charts are
 * there (the tab then says "Results not available" rather than draw an empty page).
 */
export function parseTimeSeriesValues(
  values: Record<string, unknown>,
  scriptType: ScriptType,
): TimeSeriesView | null {
  const headlines = Array.isArray(values.headlines)
    ? values.headlines.map(headlineOf).filter((h) => h !== null)
    : null;
  const charts = Array.isArray(values.charts)
    ? values.charts.map(chartOf).filter((c) => c !== null)
    : null;
  if (headlines === null && charts === null) return null;
  const events =
    scriptType === 'fireContext'
      ? Array.isArray(values.events)
        ? values.events.map(eventOf).filter((e) => e !== null)
        : []
      : null;
  return {
    studyAreaHa: numberOr(values.studyAreaHa),
    startDate: stringOr(values.startDate),
    endDate: stringOr(values.endDate),
    headlines: headlines ?? [],
    charts: charts ?? [],
    events,
  };
}

// --- The fire history table -----------------------------------------------------------------------

/**
 * Burn severity colours of levels 1-7: the fire tool's map legend's (ColorBrewer PuOr, colour-blind
 * safe; packages/analysis/src/fire/fire-layers.ts), so a row's swatch is the colour on the map.
 */
export const BURN_SEVERITY_COLORS: Record<BurnSeverityLevel, string> = {
  1: TOOL_BURN_COLORS[1] as string,
  2: TOOL_BURN_COLORS[2] as string,
  3: TOOL_BURN_COLORS[3] as string,
  4: TOOL_BURN_COLORS[4] as string,
  5: TOOL_BURN_COLORS[5] as string,
  6: TOOL_BURN_COLORS[6] as string,
  7: TOOL_BURN_COLORS[7] as string,
};

export interface SeverityRow {
  level: BurnSeverityLevel;
  color: string;
  areaHa: number;
  /** Share of the study area, 0..100 (null without a study area). */
  percentOfStudyArea: number | null;
}

export interface FireRow {
  /** Stable key: the dates (two events never share both). */
  id: string;
  startDate: string;
  endDate: string;
  areaHa: number;
  percentOfStudyArea: number | null;
  severities: SeverityRow[];
}

/**
 * One row per event, newest first (by start date, then end date), each with its severity levels
 * (the levels with area, 1 to 7). The share is the stored one, or area / study area when missing.
 */
export function fireRows(events: readonly FireEvent[], studyAreaHa: number | null): FireRow[] {
  const share = (areaHa: number) =>
    studyAreaHa && studyAreaHa > 0 ? (areaHa / studyAreaHa) * 100 : null;
  return [...events]
    .sort((a, b) =>
      a.startDate === b.startDate
        ? b.endDate.localeCompare(a.endDate)
        : b.startDate.localeCompare(a.startDate),
    )
    .map((event) => ({
      id: `${event.startDate}/${event.endDate}`,
      startDate: event.startDate,
      endDate: event.endDate,
      areaHa: event.areaHa,
      percentOfStudyArea: Number.isFinite(event.shareOfStudyArea)
        ? event.shareOfStudyArea * 100
        : share(event.areaHa),
      severities: BURN_SEVERITY_LEVELS.flatMap((level) => {
        const areaHa = event.areaHaByBurnSeverity[`${level}`];
        return areaHa !== undefined && areaHa > 0
          ? [
              {
                level,
                color: BURN_SEVERITY_COLORS[level],
                areaHa,
                percentOfStudyArea: share(areaHa),
              },
            ]
          : [];
      }),
    }));
}
