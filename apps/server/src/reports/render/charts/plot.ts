import { COLORS, type ReportDocument, SIZES, safeColor } from '../report-document.js';

/**
 * Drawing primitives of the report's charts in pdfkit's vector paths: a plot frame with its
 * scales, axes with the ticks a view model chose, lines, areas, bars and marks, and a legend of
 * swatches. They place what the models computed (@ecotone/results); they compute no figure.
 */

/** CSS pixels per point: the models' pixel rules (ticks over 100 px apart) read the page in px. */
export const PX_PER_PT = 96 / 72;
/** The web's stroke widths are CSS pixels; on paper they are drawn at 3/4 of a point each. */
export const ptOfPx = (px: number) => px / PX_PER_PT;

export interface PlotFrame {
  /** The plot area (inside the axes). */
  x: number;
  y: number;
  width: number;
  height: number;
  xOf: (value: number) => number;
  yOf: (value: number) => number;
}

export function plotFrame(
  box: { x: number; y: number; width: number; height: number },
  xDomain: { min: number; max: number },
  yDomain: { min: number; max: number },
): PlotFrame {
  const xSpan = xDomain.max - xDomain.min || 1;
  const ySpan = yDomain.max - yDomain.min || 1;
  return {
    ...box,
    xOf: (value) => box.x + ((value - xDomain.min) / xSpan) * box.width,
    yOf: (value) => box.y + box.height - ((value - yDomain.min) / ySpan) * box.height,
  };
}

export interface AxisTicks {
  /** x ticks: a position in points along the plot and its label. */
  x: { at: number; label: string }[];
  /** y ticks: a value and its label. */
  y: { value: number; label: string }[];
  xLabel?: string;
  yLabel?: string;
}

const TICK_SIZE = SIZES.small - 0.5;

/** The widest y tick label: the room the y axis needs left of the plot. */
export function yAxisWidth(doc: ReportDocument, labels: readonly string[], withTitle: boolean) {
  const widest = Math.max(0, ...labels.map((label) => doc.widthOf(label, { size: TICK_SIZE })));
  return widest + 8 + (withTitle ? 12 : 0);
}

/** Grid lines at the y ticks, the axes, tick labels and the axis titles. */
export function drawAxes(doc: ReportDocument, frame: PlotFrame, ticks: AxisTicks): void {
  const { pdf } = doc;
  const right = frame.x + frame.width;
  const bottom = frame.y + frame.height;
  pdf.save();
  for (const tick of ticks.y) {
    const y = frame.yOf(tick.value);
    if (y < frame.y - 0.5 || y > bottom + 0.5) continue;
    pdf.moveTo(frame.x, y).lineTo(right, y).lineWidth(0.3).strokeColor('#e3e6ea').stroke();
    const width = doc.widthOf(tick.label, { size: TICK_SIZE });
    doc.textAt(tick.label, frame.x - 4 - width, y - TICK_SIZE / 2 - 1, {
      size: TICK_SIZE,
      color: COLORS.secondary,
      lineBreak: false,
    });
  }
  pdf
    .moveTo(frame.x, frame.y)
    .lineTo(frame.x, bottom)
    .lineTo(right, bottom)
    .lineWidth(0.6)
    .strokeColor('#8a9096')
    .stroke();
  for (const tick of ticks.x) {
    pdf
      .moveTo(tick.at, bottom)
      .lineTo(tick.at, bottom + 3)
      .lineWidth(0.6)
      .stroke();
    const width = doc.widthOf(tick.label, { size: TICK_SIZE });
    doc.textAt(tick.label, tick.at - width / 2, bottom + 4, {
      size: TICK_SIZE,
      color: COLORS.secondary,
      lineBreak: false,
    });
  }
  if (ticks.xLabel) {
    const width = doc.widthOf(ticks.xLabel, { size: TICK_SIZE });
    doc.textAt(ticks.xLabel, frame.x + frame.width / 2 - width / 2, bottom + 15, {
      size: TICK_SIZE,
      color: COLORS.secondary,
      lineBreak: false,
    });
  }
  if (ticks.yLabel) {
    const label = doc.fitted(ticks.yLabel, frame.height, { size: TICK_SIZE });
    const width = doc.widthOf(label, { size: TICK_SIZE });
    const widest = Math.max(
      0,
      ...ticks.y.map((tick) => doc.widthOf(tick.label, { size: TICK_SIZE })),
    );
    const x = frame.x - widest - 16;
    const y = frame.y + frame.height / 2 + width / 2;
    pdf.save();
    pdf.rotate(-90, { origin: [x, y] });
    doc.textAt(label, x, y, { size: TICK_SIZE, color: COLORS.secondary, lineBreak: false });
    pdf.restore();
  }
  pdf.restore();
}

/** An SVG stroke-dasharray ('10 5') as pdfkit's dash lengths; empty: solid. */
export function dashLengths(dash: string, scale = 1): number[] {
  return dash
    .trim()
    .split(/[\s,]+/)
    .map(Number)
    .filter((value) => Number.isFinite(value) && value > 0)
    .map((value) => value * scale);
}

/** pdfkit draws a dash pattern of several lengths; its type declaration admits only one. */
export function setDash(pdf: PDFKit.PDFDocument, lengths: number[]): void {
  (pdf.dash as unknown as (lengths: number[], options: object) => void).call(pdf, lengths, {});
}

export interface StrokeStyle {
  color: string;
  width: number;
  dash?: string;
}

/** A line through the points; a null breaks it (a missing value is a gap, never a 0). */
export function drawPolyline(
  doc: ReportDocument,
  points: readonly ([number, number] | null)[],
  { color, width, dash = '' }: StrokeStyle,
): void {
  const { pdf } = doc;
  pdf.save();
  pdf.lineWidth(width).strokeColor(safeColor(color)).lineJoin('round').lineCap('butt');
  const lengths = dashLengths(dash, ptOfPx(1));
  if (lengths.length > 0) setDash(pdf, lengths);
  let open = false;
  let drawn = false;
  for (const point of points) {
    if (!point) {
      open = false;
      continue;
    }
    if (open) pdf.lineTo(point[0], point[1]);
    else pdf.moveTo(point[0], point[1]);
    open = true;
    drawn = true;
  }
  if (drawn) pdf.stroke();
  pdf.undash();
  pdf.restore();
}

/** A filled polygon (an area between two lines, a range band). */
export function fillPolygon(
  doc: ReportDocument,
  points: readonly [number, number][],
  color: string,
  opacity = 1,
): void {
  const [first, ...rest] = points;
  if (!first || rest.length < 2) return;
  const { pdf } = doc;
  pdf.save();
  pdf.moveTo(first[0], first[1]);
  for (const [x, y] of rest) pdf.lineTo(x, y);
  pdf.closePath().fillOpacity(opacity).fill(safeColor(color));
  pdf.restore();
}

/** A bar between two y positions, outlined as the web's bars are (a white bar still shows). */
export function drawBar(
  doc: ReportDocument,
  x: number,
  width: number,
  y0: number,
  y1: number,
  color: string,
): void {
  const top = Math.min(y0, y1);
  const height = Math.abs(y1 - y0);
  if (!(height > 0) || !(width > 0)) return;
  doc.pdf.save();
  doc.pdf
    .rect(x, top, width, height)
    .lineWidth(0.4)
    .fillOpacity(1)
    .fillAndStroke(safeColor(color), '#5a5a5a');
  doc.pdf.restore();
}

const MARK_SHAPES = ['circle', 'square', 'diamond', 'triangle'] as const;

/** A series' mark at a point: its shape by series (the web's), so lines differ without colour. */
export function drawMark(doc: ReportDocument, x: number, y: number, index: number, color: string) {
  const shape = MARK_SHAPES[index % MARK_SHAPES.length];
  const r = 1.8;
  const { pdf } = doc;
  pdf.save();
  if (shape === 'circle') pdf.circle(x, y, r);
  else if (shape === 'square') pdf.rect(x - r, y - r, 2 * r, 2 * r);
  else if (shape === 'diamond')
    pdf
      .moveTo(x, y - r * 1.3)
      .lineTo(x + r * 1.3, y)
      .lineTo(x, y + r * 1.3)
      .lineTo(x - r * 1.3, y)
      .closePath();
  else
    pdf
      .moveTo(x, y - r * 1.3)
      .lineTo(x + r * 1.3, y + r)
      .lineTo(x - r * 1.3, y + r)
      .closePath();
  pdf.lineWidth(0.6).fillAndStroke('#ffffff', safeColor(color));
  pdf.restore();
}

export interface LegendItem {
  text: string;
  color: string;
  /** How the swatch is drawn: a filled box, a line (with its dash), a pale band. */
  kind: 'box' | 'line' | 'band';
  dash?: string;
}

const LEGEND_SWATCH = 20;

/** Legend entries flowing in rows below a chart; answers the height it took. */
export function drawLegend(
  doc: ReportDocument,
  items: readonly LegendItem[],
  x: number,
  y: number,
  width: number,
  dryRun = false,
): number {
  const size = SIZES.small;
  const gap = 12;
  let cx = x;
  let cy = y;
  let lineHeight = 0;
  for (const item of items) {
    const textWidth = Math.min(doc.widthOf(item.text, { size }), width - LEGEND_SWATCH - 6);
    const itemWidth = LEGEND_SWATCH + 4 + textWidth;
    const height = doc.heightOf(item.text, { size, width: textWidth + 1 });
    if (cx > x && cx + itemWidth > x + width) {
      cx = x;
      cy += lineHeight + 3;
      lineHeight = 0;
    }
    if (!dryRun) {
      drawLegendSwatch(doc, item, cx, cy + size / 2);
      doc.textAt(item.text, cx + LEGEND_SWATCH + 4, cy, { size, width: textWidth + 1 });
    }
    cx += itemWidth + gap;
    lineHeight = Math.max(lineHeight, height);
  }
  return items.length === 0 ? 0 : cy - y + lineHeight;
}

function drawLegendSwatch(doc: ReportDocument, item: LegendItem, x: number, middle: number) {
  const { pdf } = doc;
  if (item.kind === 'box') {
    doc.swatch(x + 4, middle - 4, item.color, 8);
    return;
  }
  if (item.kind === 'band') {
    fillPolygon(
      doc,
      [
        [x, middle - 4],
        [x + LEGEND_SWATCH, middle - 4],
        [x + LEGEND_SWATCH, middle + 4],
        [x, middle + 4],
      ],
      item.color,
      0.4,
    );
    return;
  }
  pdf.save();
  drawPolyline(
    doc,
    [
      [x, middle],
      [x + LEGEND_SWATCH, middle],
    ],
    { color: item.color, width: 1.6, dash: item.dash ?? '' },
  );
  pdf.restore();
}
