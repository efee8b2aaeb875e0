import type { LabelRef, TimeSeriesChart } from '@ecotone/analysis';
import type { Locale } from '@ecotone/i18n';
import {
  type ChartData,
  dashPattern,
  PERCENTILE_DASH,
  percentileText,
  TREND_DASH,
  trendText,
  unitText,
} from './time-series-model.js';

/**
 * The legend of a time-series chart (specs/3 section 3): one entry per field, its range band,
 * its trend lines ("NDVI trend: +0.00521 per year, significant (p = 0.00026)") and percentile
 * lines, with the colour and dash each is drawn with. The web's chart and the PDF report both
 * print these entries, so their words and numbers are the same.
 */

/** Translates a catalogue key; the keys used here are all in `timeSeriesResults.chart`. */
export type ChartTranslate = (key: string, params?: Record<string, string | number>) => string;

export interface LegendEntry {
  id: string;
  text: string;
  color: string;
  /** SVG stroke-dasharray ('' for solid). */
  dash: string;
  kind: 'series' | 'trend' | 'percentile' | 'range';
  /** The field it belongs to: hiding the field hides its lines too. */
  fieldId: string;
}

export interface LegendTexts {
  translate: ChartTranslate;
  locale: Locale;
  /** A stored label (the field's) in the reader's language. */
  labelText: (label: LabelRef) => string;
}

/** The chart's fields' labels and their units as shown ('' for an index). */
export function fieldTexts(chart: TimeSeriesChart, labelText: (label: LabelRef) => string) {
  return {
    unitOf: (fieldId: string) =>
      unitText(chart.dataFields.find((field) => field.dataFieldId === fieldId)?.unit),
    fieldLabel: (fieldId: string) => {
      const field = chart.dataFields.find((candidate) => candidate.dataFieldId === fieldId);
      return field ? labelText(field.label) : fieldId;
    },
  };
}

/** Every entry of the chart's legend, fields first, then trend and percentile lines. */
export function legendEntries(
  chart: TimeSeriesChart,
  data: ChartData,
  { translate: t, locale, labelText }: LegendTexts,
): LegendEntry[] {
  const { unitOf, fieldLabel } = fieldTexts(chart, labelText);
  const entries: LegendEntry[] = [];
  const solidFill = chart.chartType !== 'line';
  data.series.forEach((series, index) => {
    const id = series.field.dataFieldId;
    const unit = unitOf(id);
    const label = fieldLabel(id);
    entries.push({
      id,
      text: unit ? t('timeSeriesResults.chart.withUnit', { label, unit }) : label,
      color: series.field.color,
      dash: solidFill ? '' : dashPattern(index),
      kind: 'series',
      fieldId: id,
    });
    if (series.range)
      entries.push({
        id: `${id}-range`,
        text: t('timeSeriesResults.chart.range', { label }),
        color: series.field.color,
        dash: '',
        kind: 'range',
        fieldId: id,
      });
  });
  for (const line of chart.trendLines ?? []) {
    const field = data.series.find((series) => series.field.dataFieldId === line.dataFieldId);
    if (!field) continue;
    const text = trendText(line, unitOf(line.dataFieldId), chart.timeField.unit, locale);
    const step =
      text.step === 'month'
        ? t('timeSeriesResults.chart.steps.month')
        : t('timeSeriesResults.chart.steps.year');
    const test =
      text.test === 'significant'
        ? t('timeSeriesResults.chart.significant', { p: text.p })
        : text.test === 'significantBelow'
          ? t('timeSeriesResults.chart.significantBelow', { p: text.p })
          : t('timeSeriesResults.chart.notSignificant', { p: text.p });
    entries.push({
      id: line.legendItemId,
      text: t('timeSeriesResults.chart.trend', {
        label: fieldLabel(line.dataFieldId),
        slope: text.slope,
        step,
        test,
      }),
      color: field.field.color,
      dash: TREND_DASH,
      kind: 'trend',
      fieldId: line.dataFieldId,
    });
  }
  for (const line of chart.percentileLines ?? []) {
    const field = data.series.find((series) => series.field.dataFieldId === line.dataFieldId);
    if (!field) continue;
    entries.push({
      id: line.legendItemId,
      text: t('timeSeriesResults.chart.percentile', {
        label: fieldLabel(line.dataFieldId),
        percentile: line.percentile,
        value: percentileText(line, unitOf(line.dataFieldId), locale),
      }),
      color: field.field.color,
      dash: PERCENTILE_DASH,
      kind: 'percentile',
      fieldId: line.dataFieldId,
    });
  }
  return entries;
}

/** Whether an entry is hidden: its own id, or (a line or band) its field's, is in `hidden`. */
export const isEntryHidden = (entry: LegendEntry, hidden: ReadonlySet<string>): boolean =>
  hidden.has(entry.id) || (entry.kind !== 'series' && hidden.has(entry.fieldId));

/** The fields a chart starts with hidden (stored `hidden`): the web's first view, the report's. */
export const initiallyHidden = (chart: TimeSeriesChart): Set<string> =>
  new Set(chart.dataFields.filter((field) => field.hidden).map((field) => field.dataFieldId));
