import type { FireEvent, ScriptType, SeriesHeadline } from '@ecotone/analysis';
import { fireRows, parseTimeSeriesValues } from '@ecotone/results/time-series/time-series-model';
import { drawTimeSeriesChart } from '../charts/time-series-plot.js';
import type { ReportDocument } from '../report-document.js';
import { drawTable } from '../report-table.js';

/**
 * A time-series tool (the web's TimeSeriesView: droughts and floods, soil moisture potential,
 * water balance, vegetation change, performance degradation, fire context): the summary with
 * the study area, period and headlines, the fire history (every fire with its burn severities
 * open), then every stored chart.
 */
export function drawTimeSeries(
  doc: ReportDocument,
  stored: Record<string, unknown>,
  scriptType: ScriptType,
): void {
  const { texts } = doc;
  const values = parseTimeSeriesValues(stored, scriptType);
  if (!values) {
    doc.note(texts.t('timeSeriesResults.unavailable'));
    return;
  }
  const rows: [string, string][] = [];
  if (values.studyAreaHa !== null)
    rows.push([
      texts.t('timeSeriesResults.headlines.studyArea'),
      texts.format.quantity(values.studyAreaHa, 'ha'),
    ]);
  if (values.startDate && values.endDate)
    rows.push([
      texts.t('timeSeriesResults.headlines.period'),
      texts.t('timeSeriesResults.headlines.periodValue', {
        start: values.startDate,
        end: values.endDate,
      }),
    ]);
  for (const headline of values.headlines)
    rows.push([texts.label(headline.label), headlineText(doc, headline)]);
  if (rows.length > 0) {
    doc.heading(texts.t('timeSeriesResults.headlines.title'), 3, 40);
    doc.keyValues(rows);
  }
  if (values.events) fireHistory(doc, values.events, values.studyAreaHa);
  for (const chart of values.charts) drawTimeSeriesChart(doc, chart);
  if (values.charts.length === 0 && values.headlines.length === 0 && !values.events)
    doc.note(texts.t('timeSeriesResults.unavailable'));
}

/** A headline's value as the tab shows it: with its unit in the reader's system, its class. */
function headlineText(doc: ReportDocument, headline: SeriesHeadline): string {
  const { texts } = doc;
  const value =
    headline.value === null
      ? texts.t('results.values.notAvailable')
      : headline.unit
        ? texts.format.quantity(headline.value, headline.unit)
        : texts.format.number(headline.value);
  return headline.classLabel
    ? texts.t('timeSeriesResults.headlines.classValue', {
        value,
        class: texts.label(headline.classLabel),
      })
    : value;
}

function fireHistory(
  doc: ReportDocument,
  events: readonly FireEvent[],
  studyAreaHa: number | null,
) {
  const { texts } = doc;
  const rows = fireRows(events, studyAreaHa);
  if (rows.length === 0) {
    doc.heading(texts.t('timeSeriesResults.fire.title'), 3, 40);
    doc.note(texts.t('timeSeriesResults.fire.empty'));
    return;
  }
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : texts.t('timeSeriesResults.fire.percent', { value: texts.format.number(value) });
  drawTable(
    doc,
    [
      { header: texts.t('timeSeriesResults.fire.date'), weight: 4 },
      { header: texts.t('timeSeriesResults.fire.area'), weight: 2, align: 'right' },
      { header: texts.t('timeSeriesResults.fire.share'), weight: 2, align: 'right' },
    ],
    rows.flatMap((row) => [
      {
        bold: true,
        cells: [
          row.startDate === row.endDate
            ? row.startDate
            : texts.t('timeSeriesResults.fire.dateRange', {
                start: row.startDate,
                end: row.endDate,
              }),
          texts.format.quantity(row.areaHa, 'ha'),
          percent(row.percentOfStudyArea),
        ],
      },
      ...row.severities.map((severity) => ({
        indent: 12,
        shade: true,
        swatch: severity.color,
        cells: [
          texts.t('timeSeriesResults.fire.severityLevel', {
            level: severity.level,
            name: texts.loose(`timeSeriesResults.fire.severityLevels.${severity.level}`),
          }),
          texts.format.quantity(severity.areaHa, 'ha'),
          percent(severity.percentOfStudyArea),
        ],
      })),
    ]),
    { title: texts.t('timeSeriesResults.fire.title') },
  );
}
