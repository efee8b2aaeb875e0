import type { CarbonValues } from '@ecotone/analysis';
import { unitLabel } from '@ecotone/i18n';
import { CARBON_UNITS, type CarbonMass, stockSeries } from '@ecotone/results/carbon/carbon-model';
import { LINE_WIDTH } from '@ecotone/results/charts/chart-geometry';
import {
  type ChartSeries,
  formatYTick,
  stackedSums,
  tickSpacing,
  tickValues,
  yDomain,
  yTicks,
} from '@ecotone/results/charts/time-series-model';
import {
  drawAxes,
  drawLegend,
  drawPolyline,
  fillPolygon,
  PX_PER_PT,
  plotFrame,
  ptOfPx,
  yAxisWidth,
} from '../charts/plot.js';
import type { ReportDocument } from '../report-document.js';
import { poolColor } from './carbon-colors.js';

const PLOT_HEIGHT = 170;

/**
 * Carbon stock by year (the web's StackedAreaChart of the carbon tab): the stock over project
 * years 0..duration stacked by pool over the study area. Series from the carbon model's
 * `stockSeries`; the stacked domain, stacks and ticks from the chart model.
 */
export function drawStockChart(doc: ReportDocument, values: CarbonValues, mass: CarbonMass) {
  const { texts } = doc;
  const chart = stockSeries(values, mass);
  const series: ChartSeries[] = chart.series.map((item) => ({
    field: {
      dataFieldId: item.pool,
      label: { key: `carbonResults.pools.${item.pool}` },
      color: poolColor(item.pool),
    },
    data: item.data,
    range: null,
  }));
  const domain = yDomain('stacked', series);
  const first = chart.years[0];
  const last = chart.years.at(-1);
  if (!domain || first === undefined || last === undefined || last === first) return;
  const legend = series.map((item) => ({
    text: texts.label(item.field.label),
    color: item.field.color,
    kind: 'box' as const,
  }));
  const legendHeight = drawLegend(doc, legend, doc.left, 0, doc.width, true);
  doc.heading(texts.t('carbonResults.charts.stockByYear'), 3, PLOT_HEIGHT + 34 + legendHeight);
  const y = yTicks(domain.min, domain.max);
  const labels = y.ticks.map((value) => formatYTick(value, y.step, texts.locale));
  const unit = unitLabel(CARBON_UNITS[mass].total);
  const axisWidth = yAxisWidth(doc, labels, true);
  const box = {
    x: doc.left + axisWidth,
    y: doc.y,
    width: doc.width - axisWidth - 8,
    height: PLOT_HEIGHT,
  };
  const frame = plotFrame(box, { min: first, max: last }, domain);
  const spacing = tickSpacing(last - first, box.width * PX_PER_PT, 'year');
  drawAxes(doc, frame, {
    x: tickValues(first, last, spacing, 'year').map((year) => ({
      at: frame.xOf(year),
      label: String(year),
    })),
    y: y.ticks.map((value, index) => ({ value, label: labels[index] ?? '' })),
    xLabel: texts.t('carbonResults.charts.year'),
    yLabel: unit,
  });
  const sums = stackedSums(series.map((item) => item.data));
  series.forEach((item, index) => {
    const upper = sums[index] ?? [];
    const lower = sums[index - 1] ?? upper.map(() => 0);
    const top = upper.map((value, k): [number, number] => [
      frame.xOf(chart.years[k] ?? first),
      frame.yOf(value),
    ]);
    const bottom = lower
      .map((value, k): [number, number] => [frame.xOf(chart.years[k] ?? first), frame.yOf(value)])
      .reverse();
    fillPolygon(doc, [...top, ...bottom], item.field.color, 0.85);
    drawPolyline(doc, top, { color: item.field.color, width: ptOfPx(LINE_WIDTH) / 2 });
  });
  doc.y = box.y + PLOT_HEIGHT + 28;
  drawLegend(doc, legend, doc.left, doc.y, doc.width);
  doc.y += legendHeight + 10;
}
