import type {
  PercentileLine,
  TimeSeriesChart,
  TimeSeriesDataField,
  TrendLine,
} from '@ecotone/analysis';
import {
  convert,
  formatNumber,
  isMetricUnit,
  type Locale,
  TREND_SIGNIFICANT_DIGITS,
  UNIT_LABELS,
  type Unit,
  type UnitSystem,
} from '@ecotone/i18n';

/**
 * The pure part of the time-series chart (specs/3 section 3 "Time-series chart" and section 9
 * "Charts"): a stored `TimeSeriesChart` in the reader's units, its x positions, tick spacing,
 * y domain, stacked sums, dash patterns and the numbers of its legend entries. The component
 * (time-series-chart.tsx) only draws what this returns.
 */

/** specs/3 section 9: "time-series Y-axis padded 5% unless stacked (starts at 0)". */
export const Y_PADDING = 0.05;
/** specs/3 section 9: "tick spacing candidates 1, 2, 5, 10, 15, 20 chosen so ticks are over 100 px apart". */
export const TICK_SPACING_CANDIDATES = [1, 2, 5, 10, 15, 20] as const;
export const MIN_TICK_GAP_PX = 100;
/** specs/3 section 9: "range areas 0.2 fill opacity". */
export const RANGE_FILL_OPACITY = 0.2;
/** Above this many points a series is drawn without marks (they would merge into a band). */
export const MAX_POINTS_WITH_MARKS = 60;

export type TimeUnit = TimeSeriesChart['timeField']['unit'];

/** The x of a time point on a linear axis: a year as it is, 'YYYY-MM' as year + (month − 1)/12. */
export function timeValue(point: number | string): number {
  if (typeof point === 'number') return point;
  const match = /^(\d{4})-(\d{2})$/.exec(point);
  if (!match) return Number.NaN;
  return Number(match[1]) + (Number(match[2]) - 1) / 12;
}

/** A month's x back to 'YYYY-MM' (rounded to the nearest month). */
export function monthLabel(x: number): string {
  const index = Math.round(x * 12);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The tick label of an x: the year, or the month as 'YYYY-MM'. */
export const timeLabel = (x: number, unit: TimeUnit): string =>
  unit === 'month' ? monthLabel(x) : String(Math.round(x));

// --- Units ---------------------------------------------------------------------------------------

/** How one stored unit is shown: its display unit id and label, and the conversion of values. */
export interface DisplayUnit {
  /** The unit shown (imperial counterpart when converted); undefined for an index. */
  unit: string | undefined;
  /** What follows a number ('in', 'acres'); '' for an index. */
  label: string;
  value: (metric: number) => number;
  /** A difference or a rate (a slope): no offset (°C per year is 1.8 °F per year, not + 32). */
  delta: (metric: number) => number;
}

/**
 * A units module id converted to the reader's system; an index (no unit) and a unit the module
 * does not know ('%', 'NDVI') are shown as they are, unconverted, rather than stop the page.
 */
export function displayUnit(unit: string | undefined, system: UnitSystem): DisplayUnit {
  if (!unit || !isMetricUnit(unit))
    return {
      unit,
      label: unit && unit !== '1' ? unit : '',
      value: (v) => v,
      delta: (v) => v,
    };
  const shown = convert(0, unit, system).unit;
  const zero = convert(0, unit, system).value;
  return {
    unit: shown,
    label: UNIT_LABELS[shown as Unit] ?? shown,
    value: (v) => convert(v, unit, system).value,
    delta: (v) => convert(v, unit, system).value - zero,
  };
}

/** What follows a number of this unit id (metric or imperial): 'acres', '°C', '%'; '' for none. */
export function unitText(unit: string | undefined): string {
  if (!unit || unit === '1') return '';
  return Object.hasOwn(UNIT_LABELS, unit) ? UNIT_LABELS[unit as Unit] : unit;
}

/**
 * The chart in the reader's units: every field's values and range keys, its trend lines (ends
 * and slope) and percentile lines converted; the fields carry the shown unit ids. Metric is the
 * identity. Pure: the stored chart is not changed.
 */
export function chartInUnits(chart: TimeSeriesChart, system: UnitSystem): TimeSeriesChart {
  if (system === 'metric') return chart;
  const units = new Map(chart.dataFields.map((f) => [f.dataFieldId, displayUnit(f.unit, system)]));
  const keyUnit = (key: string) =>
    units.get(key) ?? units.get(key.replace(/(LowerRange|UpperRange)$/, ''));
  return {
    ...chart,
    dataFields: chart.dataFields.map((field) => {
      const shown = units.get(field.dataFieldId)?.unit;
      const { unit: _unit, ...rest } = field;
      return shown === undefined ? rest : { ...rest, unit: shown };
    }),
    dataPoints: chart.dataPoints.map((point) => ({
      timePoint: point.timePoint,
      values: Object.fromEntries(
        Object.entries(point.values).map(([key, value]) => {
          const unit = keyUnit(key);
          return [key, value === null || !unit ? value : unit.value(value)];
        }),
      ),
    })),
    ...(chart.trendLines && {
      trendLines: chart.trendLines.map((line) => {
        const unit = units.get(line.dataFieldId);
        return unit
          ? {
              ...line,
              minY: unit.value(line.minY),
              maxY: unit.value(line.maxY),
              slope: unit.delta(line.slope),
            }
          : line;
      }),
    }),
    ...(chart.percentileLines && {
      percentileLines: chart.percentileLines.map((line) => {
        const unit = units.get(line.dataFieldId);
        return unit ? { ...line, value: unit.value(line.value) } : line;
      }),
    }),
  };
}

// --- Series ----------------------------------------------------------------------------------------

export interface ChartSeries {
  field: TimeSeriesDataField;
  /** By point, in the order of `x`; null where there is no value. */
  data: (number | null)[];
  /** The range of a field with includeRange: low and high by point. */
  range: { low: (number | null)[]; high: (number | null)[] } | null;
}

export interface ChartData {
  /** x of each point (timeValue), ascending. */
  x: number[];
  labels: string[];
  series: ChartSeries[];
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Points sorted by time, one array per field (and its range when the field has one). */
export function chartData(chart: TimeSeriesChart): ChartData {
  const points = chart.dataPoints
    .map((point) => ({ x: timeValue(point.timePoint), values: point.values }))
    .filter((point) => Number.isFinite(point.x))
    .sort((a, b) => a.x - b.x);
  return {
    x: points.map((point) => point.x),
    labels: points.map((point) => timeLabel(point.x, chart.timeField.unit)),
    series: chart.dataFields.map((field) => {
      const id = field.dataFieldId;
      const data = points.map((point) => finite(point.values[id]));
      const range = field.includeRange
        ? {
            low: points.map((point) => finite(point.values[`${id}LowerRange`])),
            high: points.map((point) => finite(point.values[`${id}UpperRange`])),
          }
        : null;
      return { field, data, range };
    }),
  };
}

/** Whether the chart has any value to draw (else the tab shows "results not available"). */
export const hasValues = (data: ChartData): boolean =>
  data.series.some((series) => series.data.some((value) => value !== null));

/**
 * The stacked totals at each point, bottom to top: `sums[i][k]` is the sum of the first i + 1
 * series at point k (a missing value counts as 0, as the stacked areas draw it).
 */
export function stackedSums(series: readonly (readonly (number | null)[])[]): number[][] {
  const sums: number[][] = [];
  series.forEach((data, index) => {
    const below = sums[index - 1];
    sums.push(data.map((value, k) => (below?.[k] ?? 0) + (value ?? 0)));
  });
  return sums;
}

// --- Axes ----------------------------------------------------------------------------------------

/**
 * The y domain. Stacked (areas, or bars with `stackBars`): from 0 (or the lowest negative total) to the highest total, no padding.
 * Line: the visible values, ranges, trend ends and percentile lines, padded 5 % of their span
 * each side. Bar: the same, with 0 inside (a bar grows from 0) and no padding past 0 on the
 * side the bars do not reach.
 */
export function yDomain(
  chartType: TimeSeriesChart['chartType'] | 'stackedBar',
  visible: readonly ChartSeries[],
  extra: readonly number[] = [],
): { min: number; max: number } | null {
  if (chartType === 'stacked' || chartType === 'stackedBar') {
    const sums = stackedSums(visible.map((series) => series.data));
    const all = sums.flat();
    if (all.length === 0) return null;
    const max = Math.max(0, ...all);
    const min = Math.min(0, ...all);
    return { min, max: max === min ? min + 1 : max };
  }
  const values: number[] = [...extra.filter(Number.isFinite)];
  for (const series of visible) {
    for (const value of series.data) if (value !== null) values.push(value);
    if (series.range)
      for (const value of [...series.range.low, ...series.range.high])
        if (value !== null) values.push(value);
  }
  if (values.length === 0) return null;
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (chartType === 'bar') {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  const span = max - min || Math.abs(max) || 1;
  const pad = span * Y_PADDING;
  const bar = chartType === 'bar';
  return {
    min: bar && min === 0 ? 0 : min - pad,
    max: bar && max === 0 ? 0 : max + pad,
  };
}

/** Month spacings that keep calendar order (a quarter, half a year) before whole years. */
const MONTH_SPACINGS = [1, 2, 3, 6] as const;

/**
 * The tick spacing in the axis's steps (years, or months on a monthly axis): the first candidate
 * whose ticks are over 100 px apart. A yearly axis tries 1, 2, 5, 10, 15, 20 years (specs/3);
 * a monthly one tries 1, 2, 3 and 6 months, then the same years in months (12, 24, 60, ...).
 * Past the last candidate the spacing keeps growing by 20 years until the ticks fit.
 */
export function tickSpacing(span: number, widthPx: number, unit: TimeUnit): number {
  const perYear = unit === 'month' ? 12 : 1;
  const steps = span * perYear;
  if (!(steps > 0) || !(widthPx > 0)) return perYear;
  const pxPerStep = widthPx / steps;
  const candidates = [
    ...(unit === 'month' ? MONTH_SPACINGS : []),
    ...TICK_SPACING_CANDIDATES.map((years) => years * perYear),
  ];
  for (const spacing of candidates) if (spacing * pxPerStep > MIN_TICK_GAP_PX) return spacing;
  const last = 20 * perYear;
  return Math.ceil(MIN_TICK_GAP_PX / pxPerStep / last + 1e-9) * last;
}

/**
 * The x of each tick from `min` to `max`: every `spacing` years from a multiple of it, or every
 * `spacing` months counted from January of year 0 (so yearly ticks fall in January).
 */
export function tickValues(min: number, max: number, spacing: number, unit: TimeUnit): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || !(spacing > 0)) return [];
  const perYear = unit === 'month' ? 12 : 1;
  const first = Math.ceil(Math.round(min * perYear * 1e6) / 1e6 / spacing) * spacing;
  const last = Math.round(max * perYear * 1e6) / 1e6;
  const ticks: number[] = [];
  for (let step = first; step <= last; step += spacing) ticks.push(step / perYear);
  return ticks;
}

// --- Legend and formatting ---------------------------------------------------------------------

/**
 * Dash patterns by series (solid first), so series stay apart without colour (specs/3
 * accessibility; the marks' shapes differ too). SVG stroke-dasharray values.
 */
export const DASH_PATTERNS = ['', '10 5', '3 4', '14 4 3 4', '6 3', '2 2', '16 6'] as const;
export const dashPattern = (index: number): string =>
  DASH_PATTERNS[((index % DASH_PATTERNS.length) + DASH_PATTERNS.length) % DASH_PATTERNS.length] ??
  '';
/** Trend lines are dashed, percentile lines dotted, whatever their series. */
export const TREND_DASH = '8 4';
export const PERCENTILE_DASH = '2 4';

/** A chart value: 2 significant digits at least (specs/3 section 9), "0" below 0.0001. */
export const formatValue = (value: number, locale: Locale): string =>
  formatNumber(value, { locale });

/** An axis tick: the same digits with K, M and G. */
export const formatTick = (value: number, locale: Locale): string =>
  formatNumber(value, { locale, abbreviate: true });

/** A trend slope: 3 significant digits (specs/3 section 9) and its sign. */
export function formatSlope(slope: number, locale: Locale): string {
  const text = formatNumber(slope, { locale, minimumSignificantDigits: TREND_SIGNIFICANT_DIGITS });
  return slope > 0 && text !== '0' ? `+${text}` : text;
}

/** The numbers of a trend line's legend entry, ready for `timeSeriesResults.chart.trend`. */
export interface TrendText {
  slope: string;
  step: TimeUnit;
  /** Which sentence: significant (p < 0.05, specs/3 section 5) or not, and p as shown. */
  test: 'significant' | 'notSignificant' | 'significantBelow';
  p: string;
}

export function trendText(
  line: TrendLine,
  unitLabel: string,
  step: TimeUnit,
  locale: Locale,
): TrendText {
  const slope = `${formatSlope(line.slope, locale)}${unitLabel ? ` ${unitLabel}` : ''}`;
  // p below 0.0001 would format as "0": it reads "p < 0.0001" instead.
  if (line.p < 0.0001)
    return { slope, step, test: 'significantBelow', p: formatValue(0.0001, locale) };
  return {
    slope,
    step,
    test: line.significant ? 'significant' : 'notSignificant',
    p: formatValue(line.p, locale),
  };
}

/** A percentile line's value with its unit. */
export const percentileText = (line: PercentileLine, unitLabel: string, locale: Locale): string =>
  `${formatValue(line.value, locale)}${unitLabel ? ` ${unitLabel}` : ''}`;

/**
 * A trend line's y at each x of the chart between its ends (a straight line through
 * (minX, minY) and (maxX, maxY)); null outside them.
 */
export function trendLineData(line: TrendLine, x: readonly number[]): (number | null)[] {
  const run = line.maxX - line.minX;
  const eps = 1e-9;
  return x.map((value) => {
    if (value < line.minX - eps || value > line.maxX + eps) return null;
    if (run === 0) return line.minY;
    return line.minY + ((value - line.minX) / run) * (line.maxY - line.minY);
  });
}

/**
 * Bars of several fields that never share a point (SPI split into flooding above 0 and drought
 * below) stand on one stack, so each year has one full-width bar; fields that share points are
 * drawn side by side.
 */
export function barsComplementary(series: readonly ChartSeries[]): boolean {
  if (series.length < 2) return false;
  const length = Math.max(...series.map((item) => item.data.length));
  for (let k = 0; k < length; k++)
    if (series.filter((item) => item.data[k] !== null && item.data[k] !== undefined).length > 1)
      return false;
  return true;
}

/** A round tick step (1, 2 or 5 × 10^k) giving about `count` intervals over `span`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / magnitude;
  return (ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10) * magnitude;
}

/** The y ticks of a domain: the multiples of a round step inside it. */
export function yTicks(min: number, max: number, count = 6): { ticks: number[]; step: number } {
  const step = niceStep(max - min, count);
  const ticks: number[] = [];
  for (let k = Math.ceil(min / step - 1e-9); k * step <= max + step * 1e-9; k++)
    ticks.push(Number((k * step).toPrecision(12)));
  return { ticks, step };
}

/**
 * A y tick: at least 2 significant digits (specs/3 section 9, with K, M and G), and as many as
 * its step needs so that neighbouring ticks never read the same (1.9, 1.95, 2 rather than
 * 1.9, 2, 2).
 */
export function formatYTick(value: number, step: number, locale: Locale): string {
  if (value === 0 || !(step > 0)) return formatTick(value, locale);
  const digits = Math.floor(Math.log10(Math.abs(value))) - Math.floor(Math.log10(step)) + 1;
  return formatNumber(value, {
    locale,
    abbreviate: true,
    minimumSignificantDigits: Math.min(21, Math.max(2, digits)),
  });
}
