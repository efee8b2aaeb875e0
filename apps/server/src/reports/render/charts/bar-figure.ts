import { yTicks } from '@ecotone/results/charts/time-series-model';
import { COLORS, type ReportDocument, SIZES } from '../report-document.js';
import { drawAxes, drawBar, drawLegend, plotFrame, yAxisWidth } from './plot.js';

/**
 * Bars by category (the web's BarChartFigure): vertical or horizontal, each bar labelled with its
 * value at its end so the figure reads without colour; one colour per series, or per category
 * (Red List). Value ticks are the chart model's round steps.
 */
export interface BarFigure {
  title: string;
  categories: string[];
  series: { label: string; data: number[]; color?: string }[];
  categoryColors?: string[];
  layout?: 'vertical' | 'horizontal';
  valueAxisLabel?: string;
  /** The value axis ends here (MSA: 1); else a little above the largest bar. */
  valueMax?: number;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  legend?: boolean;
}

const LABEL_SIZE = SIZES.small - 0.5;

export function drawBarFigure(doc: ReportDocument, figure: BarFigure): void {
  if (figure.categories.length === 0) return;
  const horizontal = figure.layout === 'horizontal';
  const dataMax = Math.max(0, ...figure.series.flatMap((series) => series.data));
  // Labels sit past the bars' ends: a sixth more room (a quarter beside horizontal bars).
  const max = figure.valueMax ?? (dataMax > 0 ? dataMax * (horizontal ? 1.3 : 1.15) : 1);
  const ticks = yTicks(0, max, horizontal ? 5 : 6).ticks.filter((value) => value <= max + 1e-9);
  const legendItems =
    (figure.legend ?? figure.series.length > 1)
      ? figure.series.map((series) => ({
          text: series.label,
          color: series.color ?? COLORS.secondary,
          kind: 'box' as const,
        }))
      : [];
  const legendHeight = drawLegend(doc, legendItems, doc.left, 0, doc.width, true);
  const groups = figure.categories.length;
  const plotHeight = horizontal ? Math.max(60, groups * (14 * figure.series.length + 8)) : 160;
  doc.heading(figure.title, 3, plotHeight + 34 + legendHeight);
  const top = doc.y;
  if (horizontal) {
    const labelWidth = Math.min(
      doc.width * 0.42,
      Math.max(...figure.categories.map((name) => doc.widthOf(name, { size: LABEL_SIZE }))) + 8,
    );
    const box = {
      x: doc.left + labelWidth,
      y: top,
      width: doc.width - labelWidth - 10,
      height: plotHeight,
    };
    const frame = plotFrame(box, { min: 0, max }, { min: 0, max: groups });
    drawAxes(doc, frame, { x: [], y: [] });
    // The value axis runs along x: tick lines and labels below.
    for (const value of ticks) {
      const x = frame.xOf(value);
      doc.pdf
        .moveTo(x, box.y)
        .lineTo(x, box.y + box.height)
        .lineWidth(0.3)
        .strokeColor('#e3e6ea')
        .stroke();
      const label = figure.formatTick(value);
      const width = doc.widthOf(label, { size: LABEL_SIZE });
      doc.textAt(label, x - width / 2, box.y + box.height + 4, {
        size: LABEL_SIZE,
        color: COLORS.secondary,
        lineBreak: false,
      });
    }
    const bandHeight = box.height / Math.max(1, groups);
    figure.categories.forEach((name, group) => {
      const bandTop = box.y + group * bandHeight;
      doc.textAt(
        doc.fitted(name, labelWidth - 8, { size: LABEL_SIZE }),
        doc.left,
        bandTop + bandHeight / 2 - 4,
        {
          size: LABEL_SIZE,
          lineBreak: false,
        },
      );
      const barHeight = (bandHeight * 0.8) / Math.max(1, figure.series.length);
      figure.series.forEach((series, index) => {
        const value = series.data[group] ?? 0;
        const y = bandTop + bandHeight * 0.1 + index * barHeight;
        const color = series.color ?? figure.categoryColors?.[group] ?? COLORS.secondary;
        drawBar(doc, box.x, frame.xOf(value) - box.x, y, y + barHeight, color);
        doc.textAt(figure.formatValue(value), frame.xOf(value) + 3, y + barHeight / 2 - 3.5, {
          size: LABEL_SIZE,
          lineBreak: false,
        });
      });
    });
    if (figure.valueAxisLabel)
      doc.textAt(figure.valueAxisLabel, box.x, box.y + box.height + 14, {
        size: LABEL_SIZE,
        color: COLORS.secondary,
        lineBreak: false,
      });
    doc.y = top + plotHeight + (figure.valueAxisLabel ? 28 : 18);
  } else {
    const tickLabels = ticks.map((value) => figure.formatTick(value));
    const axisWidth = yAxisWidth(doc, tickLabels, Boolean(figure.valueAxisLabel));
    const box = {
      x: doc.left + axisWidth,
      y: top,
      width: doc.width - axisWidth - 10,
      height: plotHeight,
    };
    const frame = plotFrame(box, { min: -0.5, max: groups - 0.5 }, { min: 0, max });
    drawAxes(doc, frame, {
      x: figure.categories.map((name, group) => ({
        at: frame.xOf(group),
        label: doc.fitted(name, box.width / Math.max(1, groups) - 2, { size: LABEL_SIZE }),
      })),
      y: ticks.map((value, index) => ({ value, label: tickLabels[index] ?? '' })),
      ...(figure.valueAxisLabel ? { yLabel: figure.valueAxisLabel } : {}),
    });
    const bandWidth = box.width / Math.max(1, groups);
    const barWidth = (bandWidth * 0.7) / Math.max(1, figure.series.length);
    figure.categories.forEach((_name, group) => {
      figure.series.forEach((series, index) => {
        const value = series.data[group] ?? 0;
        const x = frame.xOf(group) - bandWidth * 0.35 + index * barWidth;
        const color = series.color ?? figure.categoryColors?.[group] ?? COLORS.secondary;
        drawBar(doc, x, barWidth, frame.yOf(0), frame.yOf(value), color);
        const label = figure.formatValue(value);
        const width = doc.widthOf(label, { size: LABEL_SIZE });
        doc.textAt(label, x + barWidth / 2 - width / 2, frame.yOf(value) - 10, {
          size: LABEL_SIZE,
          lineBreak: false,
        });
      });
    });
    doc.y = top + plotHeight + 22;
  }
  if (legendItems.length > 0) {
    drawLegend(doc, legendItems, doc.left, doc.y, doc.width);
    doc.y += legendHeight + 4;
  }
  doc.space(8);
}
