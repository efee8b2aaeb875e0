import type { LabelRef } from '../tools/tool.js';
import { mannKendall, percentile, TREND_SIGNIFICANCE, theilSen } from './trend.js';

/**
 * specs/3 section 3 "Time-series chart": what a time-series analysis stores for each chart, and
 * what the one chart component of the results page draws (line, stacked or bar; trend and
 * percentile lines; range areas). Labels are i18n keys, units are the units module's metric ids
 * (the page converts them to the reader's units).
 */
export interface TimeSeriesChart {
  /** `group/chart-name`, e.g. `vegetationChange/ndvi-yearly` (the embeddable widget's id). */
  timeSeriesId: string;
  title: LabelRef;
  timeField: {
    label: LabelRef;
    axisType: 'time' | 'linear';
    /** The time axis unit: a point is a year (2016) or a month ('2016-03'). */
    unit: 'year' | 'month';
  };
  dataFields: TimeSeriesDataField[];
  dataPoints: TimeSeriesPoint[];
  chartType: 'line' | 'stacked' | 'bar';
  /** A bar chart of parts of a whole (area per level): the fields' bars stacked at each point. */
  stackBars?: boolean;
  comments?: LabelRef[];
  /** Trend lines (Theil-Sen, with their Mann-Kendall test) of the fields that have one. */
  trendLines?: TrendLine[];
  /** The 20th and 80th percentile lines of a single-field chart. */
  percentileLines?: PercentileLine[];
}

export interface TimeSeriesDataField {
  dataFieldId: string;
  label: LabelRef;
  longLabel?: LabelRef;
  /** A units module id ('mm', 'ha', ...) or none for an index. */
  unit?: string;
  color: string;
  hidden?: boolean;
  /** The points carry `${dataFieldId}LowerRange` and `${dataFieldId}UpperRange`. */
  includeRange?: boolean;
}

export interface TimeSeriesPoint {
  /** A year (number) or a month 'YYYY-MM'. */
  timePoint: number | string;
  /** By data field id (and its range keys); null where there is no value. */
  values: Record<string, number | null>;
}

export interface TrendLine {
  legendItemId: string;
  dataFieldId: string;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  /** Per time unit (year or month). */
  slope: number;
  p: number;
  significant: boolean;
}

export interface PercentileLine {
  legendItemId: string;
  dataFieldId: string;
  percentile: 20 | 80;
  minX: number;
  maxX: number;
  value: number;
}

/** The x of a time point on a linear axis: years as they are, 'YYYY-MM' as year + (month − 1)/12. */
export function timeValue(point: number | string): number {
  if (typeof point === 'number') return point;
  const match = /^(\d{4})-(\d{2})$/.exec(point);
  if (!match) throw new RangeError(`Not a year or a 'YYYY-MM' month: ${point}`);
  return Number(match[1]) + (Number(match[2]) - 1) / 12;
}

const seriesOf = (points: readonly TimeSeriesPoint[], fieldId: string) => {
  const times: number[] = [];
  const values: number[] = [];
  for (const point of points) {
    const value = point.values[fieldId];
    if (typeof value === 'number' && Number.isFinite(value)) {
      times.push(timeValue(point.timePoint));
      values.push(value);
    }
  }
  return { times, values };
};

/**
 * The Theil-Sen trend line of one field across the points it has, tested by Mann-Kendall
 * (significant at p < 0.05); null with fewer than 3 values. The slope is per year on a yearly
 * axis and per month on a monthly one.
 */
export function trendLineOf(
  points: readonly TimeSeriesPoint[],
  fieldId: string,
  unit: TimeSeriesChart['timeField']['unit'],
): TrendLine | null {
  const { times, values } = seriesOf(points, fieldId);
  if (values.length < 3) return null;
  const fit = theilSen(values, times);
  const test = mannKendall(values, { times });
  const minX = Math.min(...times);
  const maxX = Math.max(...times);
  return {
    legendItemId: `${fieldId}-trend`,
    dataFieldId: fieldId,
    minX,
    maxX,
    minY: fit.intercept + fit.slope * minX,
    maxY: fit.intercept + fit.slope * maxX,
    slope: unit === 'month' ? fit.slope / 12 : fit.slope,
    p: test.p,
    significant: test.p < TREND_SIGNIFICANCE,
  };
}

/** The 20th and 80th percentile lines of one field (specs/3 section 9), none without values. */
export function percentileLinesOf(
  points: readonly TimeSeriesPoint[],
  fieldId: string,
): PercentileLine[] {
  const { times, values } = seriesOf(points, fieldId);
  if (values.length === 0) return [];
  const minX = Math.min(...times);
  const maxX = Math.max(...times);
  return ([20, 80] as const).map((p) => ({
    legendItemId: `${fieldId}-p${p}`,
    dataFieldId: fieldId,
    percentile: p,
    minX,
    maxX,
    value: percentile(values, p),
  }));
}
