import { formatNumber } from '@ecotone/i18n';
import { displayUnit } from '@ecotone/results/charts/time-series-model';
import type { ReportMapLayer } from '../../report-input.js';
import { COLORS, type ReportDocument, SIZES, safeColor } from '../report-document.js';

/**
 * A map's legend beside it: the classes (swatch and label, headings in bold) or the gradient
 * (its colour ramp with the ends in the reader's units), as the map view's legend shows them.
 * At most `MAX_ROWS` classes; the rest are counted ("and 12 more", the snapshot's words).
 */

const MAX_ROWS = 24;
const ROW_SIZE = SIZES.small;
const RAMP_HEIGHT = 110;

interface LegendLines {
  title: string;
  rows: { label: string; color: string | null }[];
  more: number;
}

function legendLines(layer: ReportMapLayer): LegendLines {
  const { legend } = layer;
  const title = legend.title ?? layer.layer.label;
  const items = legend.items.map((item) => ({
    label: item.primaryLabel,
    color: item.heading ? null : item.color,
  }));
  const rows = items.slice(0, MAX_ROWS);
  return { title, rows, more: items.length - rows.length };
}

/** The height the legend takes in a column `width` wide. */
export function layerLegendHeight(doc: ReportDocument, layer: ReportMapLayer, width: number) {
  const { title, rows, more } = legendLines(layer);
  let height = doc.heightOf(title, { size: SIZES.caption, bold: true, width }) + 4;
  if (layer.legend.gradient && rows.length === 0) return height + RAMP_HEIGHT + 24;
  for (const row of rows)
    height += doc.heightOf(row.label, { size: ROW_SIZE, width: width - 12 }) + 3;
  if (more > 0) height += ROW_SIZE + 4;
  return height;
}

export function drawLayerLegend(
  doc: ReportDocument,
  layer: ReportMapLayer,
  x: number,
  y: number,
  width: number,
): void {
  const { texts } = doc;
  const { title, rows, more } = legendLines(layer);
  doc.textAt(title, x, y, { size: SIZES.caption, bold: true, width });
  let cy = y + doc.heightOf(title, { size: SIZES.caption, bold: true, width }) + 4;
  const gradient = layer.legend.gradient;
  if (gradient && rows.length === 0) {
    drawRamp(doc, gradient, x, cy);
    return;
  }
  for (const row of rows) {
    if (row.color) doc.swatch(x, cy + 1, row.color, 8);
    doc.textAt(row.label, x + (row.color ? 12 : 0), cy, {
      size: ROW_SIZE,
      bold: row.color === null,
      width: width - 12,
    });
    cy += doc.heightOf(row.label, { size: ROW_SIZE, width: width - 12 }) + 3;
  }
  if (more > 0)
    doc.textAt(texts.t('mapSnapshot.moreRows', { count: more }), x, cy, {
      size: ROW_SIZE,
      color: COLORS.secondary,
      lineBreak: false,
    });
}

/** A vertical colour ramp, the highest value on top, its ends labelled in the reader's units. */
function drawRamp(
  doc: ReportDocument,
  gradient: NonNullable<ReportMapLayer['legend']['gradient']>,
  x: number,
  y: number,
) {
  const { pdf, texts } = doc;
  const colors = gradient.colors.map(safeColor);
  if (colors.length > 0) {
    const ramp = pdf.linearGradient(x, y + RAMP_HEIGHT, x, y);
    colors.forEach((color, index) => {
      ramp.stop(colors.length > 1 ? index / (colors.length - 1) : 0, color);
    });
    pdf.save();
    pdf.rect(x, y, 12, RAMP_HEIGHT).fill(ramp);
    pdf.rect(x, y, 12, RAMP_HEIGHT).lineWidth(0.4).strokeColor('#808080').stroke();
    pdf.restore();
  }
  const unit = displayUnit(gradient.unit || undefined, texts.units);
  const end = (value: number) => {
    const number = formatNumber(unit.value(value), { locale: texts.locale });
    return unit.label ? `${number} ${unit.label}` : number;
  };
  doc.textAt(end(gradient.max), x + 16, y - 1, { size: ROW_SIZE, lineBreak: false });
  doc.textAt(end(gradient.min), x + 16, y + RAMP_HEIGHT - ROW_SIZE, {
    size: ROW_SIZE,
    lineBreak: false,
  });
  if (gradient.label)
    doc.textAt(gradient.label, x, y + RAMP_HEIGHT + 4, {
      size: ROW_SIZE,
      color: COLORS.secondary,
      width: 150,
    });
}
