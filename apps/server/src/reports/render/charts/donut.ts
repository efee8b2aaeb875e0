import { pieInnerRadius } from '@ecotone/results/charts/chart-geometry';
import { COLORS, type ReportDocument, SIZES, safeColor } from '../report-document.js';
import { PX_PER_PT } from './plot.js';

/**
 * A pie with a hole (the web's DonutChart): slices as the carbon model's `pieSlices` gives them,
 * the inner radius of the chart geometry (40 to 64 px over 200 to 550 px wide), the legend beside
 * it with each slice's value and share as the web's tooltip reads them.
 */
export interface DonutSlice {
  label: string;
  /** The slice's size (its magnitude). */
  value: number;
  color: string;
  /** What the legend says of it: "48,000 tC (78%)". */
  text: string;
}

const SIZE = 118;

/** Draws a donut with its legend in a box `width` wide at the cursor; answers its height. */
export function drawDonut(
  doc: ReportDocument,
  x: number,
  y: number,
  width: number,
  title: string,
  slices: readonly DonutSlice[],
): number {
  const { pdf } = doc;
  doc.textAt(title, x, y, { size: SIZES.caption, bold: true, width });
  const titleHeight = doc.heightOf(title, { size: SIZES.caption, bold: true, width }) + 4;
  const outer = SIZE / 2;
  // The model's rule is in CSS pixels of the chart's width.
  const inner = pieInnerRadius(SIZE * 2 * PX_PER_PT) / PX_PER_PT / 2;
  const cx = x + outer;
  const cy = y + titleHeight + outer;
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  let angle = -Math.PI / 2;
  for (const slice of slices) {
    const sweep = total > 0 ? (slice.value / total) * 2 * Math.PI : 0;
    if (sweep <= 0) continue;
    drawRingSegment(doc, cx, cy, outer, inner, angle, angle + sweep, slice.color);
    angle += sweep;
  }
  pdf.save();
  pdf.circle(cx, cy, inner).lineWidth(0.4).strokeColor('#ffffff').stroke();
  pdf.restore();
  let ly = y + titleHeight + 2;
  const legendX = x + SIZE + 10;
  const legendWidth = width - SIZE - 10;
  for (const slice of slices) {
    const text = `${slice.label}: ${slice.text}`;
    doc.swatch(legendX, ly + 1.5, slice.color, 7);
    doc.textAt(text, legendX + 11, ly, { size: SIZES.small, width: legendWidth - 11 });
    ly += doc.heightOf(text, { size: SIZES.small, width: legendWidth - 11 }) + 3;
  }
  return Math.max(titleHeight + SIZE, ly - y) + 6;
}

/** One slice of the ring, as a polygon along both arcs (a degree per step). */
function drawRingSegment(
  doc: ReportDocument,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  from: number,
  to: number,
  color: string,
) {
  const steps = Math.max(2, Math.ceil(((to - from) * 180) / Math.PI));
  const { pdf } = doc;
  pdf.save();
  for (let step = 0; step <= steps; step++) {
    const angle = from + ((to - from) * step) / steps;
    const px = cx + outer * Math.cos(angle);
    const py = cy + outer * Math.sin(angle);
    if (step === 0) pdf.moveTo(px, py);
    else pdf.lineTo(px, py);
  }
  for (let step = steps; step >= 0; step--) {
    const angle = from + ((to - from) * step) / steps;
    pdf.lineTo(cx + inner * Math.cos(angle), cy + inner * Math.sin(angle));
  }
  pdf.closePath().lineWidth(0.8).fillAndStroke(safeColor(color), '#ffffff');
  pdf.restore();
}

/** The place of a donut when a pie cannot be drawn (gains and losses mixed): its title and why. */
export function drawDonutNote(
  doc: ReportDocument,
  x: number,
  y: number,
  width: number,
  title: string,
  note: string,
): number {
  doc.textAt(title, x, y, { size: SIZES.caption, bold: true, width });
  const titleHeight = doc.heightOf(title, { size: SIZES.caption, bold: true, width }) + 4;
  doc.textAt(note, x, y + titleHeight, { size: SIZES.small, color: COLORS.secondary, width });
  return titleHeight + doc.heightOf(note, { size: SIZES.small, width }) + 6;
}
