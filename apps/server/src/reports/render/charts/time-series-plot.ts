import type { TimeSeriesChart } from '@ecotone/analysis';
import { LINE_WIDTH, MONTHLY_LINE_WIDTH } from '@ecotone/results/charts/chart-geometry';
import {
  type ChartTranslate,
  initiallyHidden,
  isEntryHidden,
  type LegendEntry,
  legendEntries,
} from '@ecotone/results/charts/chart-legend';
import {
  barsComplementary,
  type ChartData,
  type ChartSeries,
  chartData,
  chartInUnits,
  dashPattern,
  formatYTick,
  hasValues,
  MAX_POINTS_WITH_MARKS,
  PERCENTILE_DASH,
  RANGE_FILL_OPACITY,
  stackedSums,
  TREND_DASH,
  tickSpacing,
  tickValues,
  timeLabel,
  trendLineData,
  unitText,
  yDomain,
  yTicks,
} from '@ecotone/results/charts/time-series-model';
import type { ReportDocument } from '../report-document.js';
import {
  drawAxes,
  drawBar,
  drawLegend,
  drawMark,
  drawPolyline,
  fillPolygon,
  type LegendItem,
  type PlotFrame,
  PX_PER_PT,
  plotFrame,
  ptOfPx,
  yAxisWidth,
} from './plot.js';

/**
 * One stored time-series chart as the web's TimeSeriesChartView draws it in its first view
 * (stored `hidden` fields hidden): line, stacked areas or bars, range bands, trend and
 * percentile lines, in the report's units; domain, ticks, stacks and legend texts from
 * `@ecotone/results/charts/time-series-model` and `chart-legend`.
 */

const PLOT_HEIGHT = 170;
const X_AXIS_ROOM = 28;

interface Visible {
  series: ChartSeries;
  index: number;
}

export function drawTimeSeriesChart(doc: ReportDocument, stored: TimeSeriesChart): void {
  const { texts } = doc;
  const chart = chartInUnits(stored, texts.units);
  const data = chartData(chart);
  const title = texts.label(chart.title);
  if (!hasValues(data)) {
    doc.heading(title, 3, 20);
    doc.note(texts.t('timeSeriesResults.chart.noData'));
    return;
  }
  const hidden = initiallyHidden(stored);
  const entries = legendEntries(chart, data, {
    translate: texts.loose as ChartTranslate,
    locale: texts.locale,
    labelText: texts.label,
  }).filter((entry) => !isEntryHidden(entry, hidden));
  const legend = entries.map(legendItemOf(chart));
  const legendHeight = drawLegend(doc, legend, doc.left, 0, doc.width, true);
  const comments = (chart.comments ?? []).map((comment) => texts.label(comment));
  doc.heading(title, 3, PLOT_HEIGHT + X_AXIS_ROOM + legendHeight + 8);
  const top = doc.y;
  drawPlot(doc, chart, data, hidden, entries, top);
  doc.y = top + PLOT_HEIGHT + X_AXIS_ROOM;
  drawLegend(doc, legend, doc.left, doc.y, doc.width);
  doc.y += legendHeight + 4;
  const hiddenLabels = chart.dataFields
    .filter((field) => hidden.has(field.dataFieldId))
    .map((field) => texts.label(field.label));
  if (hiddenLabels.length > 0)
    doc.note(texts.t('report.tool.seriesHidden', { series: hiddenLabels.join(', ') }));
  for (const comment of comments) doc.note(comment);
  doc.space(6);
}

const legendItemOf =
  (chart: TimeSeriesChart) =>
  (entry: LegendEntry): LegendItem => ({
    text: entry.text,
    color: entry.color,
    kind:
      entry.kind === 'range'
        ? 'band'
        : entry.kind === 'series' && (entry.dash === '' || chart.chartType !== 'line')
          ? 'box'
          : 'line',
    dash: entry.dash,
  });

function drawPlot(
  doc: ReportDocument,
  chart: TimeSeriesChart,
  data: ChartData,
  hidden: ReadonlySet<string>,
  entries: LegendEntry[],
  top: number,
) {
  const { texts } = doc;
  const shownIds = new Set(entries.map((entry) => entry.id));
  const visible: Visible[] = data.series
    .map((series, index) => ({ series, index }))
    .filter(({ series }) => !hidden.has(series.field.dataFieldId));
  const trends = (chart.trendLines ?? []).filter((line) => shownIds.has(line.legendItemId));
  const percentiles = (chart.percentileLines ?? []).filter((line) =>
    shownIds.has(line.legendItemId),
  );
  const withRange = (series: ChartSeries) => shownIds.has(`${series.field.dataFieldId}-range`);
  const stackBars =
    chart.chartType === 'bar' &&
    (chart.stackBars === true || barsComplementary(visible.map((v) => v.series)));
  const domain = yDomain(
    stackBars ? 'stackedBar' : chart.chartType,
    visible.map(({ series }) => (withRange(series) ? series : { ...series, range: null })),
    [...trends.flatMap((line) => [line.minY, line.maxY]), ...percentiles.map((line) => line.value)],
  );
  if (!domain) return;
  const y = yTicks(domain.min, domain.max);
  const yLabels = y.ticks.map((value) => formatYTick(value, y.step, texts.locale));
  const units = [...new Set(visible.map(({ series }) => series.field.unit).filter(Boolean))];
  const yLabel = units.length === 1 ? unitText(units[0]) : '';
  const axisWidth = yAxisWidth(doc, yLabels, yLabel !== '');
  const box = {
    x: doc.left + axisWidth,
    y: top,
    width: doc.width - axisWidth - 8,
    height: PLOT_HEIGHT,
  };
  const unit = chart.timeField.unit;
  const minX = data.x[0] ?? 0;
  const maxX = data.x.at(-1) ?? 0;
  const band = chart.chartType === 'bar';
  const count = data.x.length;
  // Bars stand in bands (one per point); lines and areas on a linear time axis.
  const frame = band
    ? plotFrame(box, { min: -0.5, max: count - 0.5 }, domain)
    : plotFrame(box, { min: minX, max: maxX === minX ? minX + 1 : maxX }, domain);
  const xAt = (index: number) => (band ? frame.xOf(index) : frame.xOf(data.x[index] ?? minX));
  const spacing = tickSpacing(maxX - minX, box.width * PX_PER_PT, unit);
  const ticks = tickValues(minX, maxX, spacing, unit);
  const xTicks = band
    ? (() => {
        const labels = new Set(ticks.map((tick) => timeLabel(tick, unit)));
        return data.labels.flatMap((label, index) =>
          labels.has(label) ? [{ at: xAt(index), label }] : [],
        );
      })()
    : ticks.map((tick) => ({ at: frame.xOf(tick), label: timeLabel(tick, unit) }));
  drawAxes(doc, frame, {
    x: xTicks,
    y: y.ticks.map((value, index) => ({ value, label: yLabels[index] ?? '' })),
    xLabel: texts.label(chart.timeField.label),
    ...(yLabel ? { yLabel } : {}),
  });
  doc.pdf.save();
  doc.pdf.rect(frame.x, frame.y - 1, frame.width, frame.height + 2).clip();
  if (chart.chartType === 'stacked') drawStacked(doc, frame, visible, xAt);
  if (band) drawBars(doc, frame, visible, stackBars);
  for (const { series } of visible)
    if (series.range && withRange(series)) drawRange(doc, frame, series, xAt);
  if (chart.chartType === 'line') {
    const width = ptOfPx(unit === 'month' ? MONTHLY_LINE_WIDTH : LINE_WIDTH);
    for (const { series, index } of visible)
      drawPolyline(doc, pointsOf(series.data, frame, xAt), {
        color: series.field.color,
        width,
        dash: dashPattern(index),
      });
    if (count <= MAX_POINTS_WITH_MARKS)
      for (const { series, index } of visible)
        series.data.forEach((value, k) => {
          if (value !== null) drawMark(doc, xAt(k), frame.yOf(value), index, series.field.color);
        });
  }
  const colorOf = (fieldId: string) =>
    data.series.find((series) => series.field.dataFieldId === fieldId)?.field.color ?? '#000';
  for (const line of trends)
    drawPolyline(
      doc,
      trendLineData(line, data.x).map((value, k) =>
        value === null ? null : [xAt(k), frame.yOf(value)],
      ),
      { color: colorOf(line.dataFieldId), width: ptOfPx(2), dash: TREND_DASH },
    );
  for (const line of percentiles)
    drawPolyline(
      doc,
      [
        [xAt(0), frame.yOf(line.value)],
        [xAt(count - 1), frame.yOf(line.value)],
      ],
      { color: colorOf(line.dataFieldId), width: ptOfPx(2), dash: PERCENTILE_DASH },
    );
  doc.pdf.restore();
}

const pointsOf = (
  data: readonly (number | null)[],
  frame: PlotFrame,
  xAt: (index: number) => number,
): ([number, number] | null)[] =>
  data.map((value, k) => (value === null ? null : [xAt(k), frame.yOf(value)]));

/** Stacked areas: each series between the sum below it and its own sum (model's stackedSums). */
function drawStacked(
  doc: ReportDocument,
  frame: PlotFrame,
  visible: Visible[],
  xAt: (index: number) => number,
) {
  const sums = stackedSums(visible.map(({ series }) => series.data));
  visible.forEach(({ series }, index) => {
    const upper = sums[index] ?? [];
    const lower = sums[index - 1] ?? upper.map(() => 0);
    const top = upper.map((value, k): [number, number] => [xAt(k), frame.yOf(value)]);
    const bottom = lower.map((value, k): [number, number] => [xAt(k), frame.yOf(value)]).reverse();
    fillPolygon(doc, [...top, ...bottom], series.field.color, 0.8);
    drawPolyline(doc, top, { color: series.field.color, width: ptOfPx(LINE_WIDTH) / 2 });
  });
}

/** Bars side by side in each band, or one diverging stack (positives up, negatives down). */
function drawBars(doc: ReportDocument, frame: PlotFrame, visible: Visible[], stacked: boolean) {
  const count = Math.max(0, ...visible.map(({ series }) => series.data.length));
  const bandWidth = frame.width / Math.max(1, count);
  const barRoom = bandWidth * 0.8;
  for (let k = 0; k < count; k++) {
    const centre = frame.xOf(k);
    if (stacked) {
      let up = 0;
      let down = 0;
      for (const { series } of visible) {
        const value = series.data[k];
        if (value === null || value === undefined) continue;
        const from = value >= 0 ? up : down;
        const to = from + value;
        if (value >= 0) up = to;
        else down = to;
        drawBar(
          doc,
          centre - barRoom / 2,
          barRoom,
          frame.yOf(from),
          frame.yOf(to),
          series.field.color,
        );
      }
      continue;
    }
    const width = barRoom / Math.max(1, visible.length);
    visible.forEach(({ series }, index) => {
      const value = series.data[k];
      if (value === null || value === undefined) return;
      const x = centre - barRoom / 2 + index * width;
      drawBar(doc, x, width, frame.yOf(0), frame.yOf(value), series.field.color);
    });
  }
}

/** A field's range (its stored lower and upper values) as a band at the web's 0.2 opacity. */
function drawRange(
  doc: ReportDocument,
  frame: PlotFrame,
  series: ChartSeries,
  xAt: (index: number) => number,
) {
  const upper: [number, number][] = [];
  const lower: [number, number][] = [];
  series.range?.high.forEach((high, k) => {
    const low = series.range?.low[k] ?? null;
    if (high === null || low === null) return;
    upper.push([xAt(k), frame.yOf(high)]);
    lower.unshift([xAt(k), frame.yOf(low)]);
  });
  if (upper.length >= 2)
    fillPolygon(doc, [...upper, ...lower], series.field.color, RANGE_FILL_OPACITY);
}
