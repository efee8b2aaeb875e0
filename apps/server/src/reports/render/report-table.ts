import { COLORS, type ReportDocument, SIZES } from './report-document.js';

/**
 * The report's tables (the web's results tables, every row: print has no paging): a header row
 * repeated on each page the table runs onto, right-aligned numbers, an optional colour swatch
 * before a row's first cell, bold totals and indented sub-rows (a fire's burn severities, a
 * threat's sub-categories).
 */

export interface TableColumn {
  header: string;
  /** Share of the table's width; the shares are scaled to fill it. */
  weight: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  /** A colour shown before the first cell. */
  swatch?: string | null;
  bold?: boolean;
  /** Points the first cell is indented (sub-rows). */
  indent?: number;
  shade?: boolean;
}

const PAD_X = 4;
const PAD_Y = 3.5;
const SWATCH = 7;

export function drawTable(
  doc: ReportDocument,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  { title, size = SIZES.small + 0.5 }: { title?: string; size?: number } = {},
): void {
  const total = columns.reduce((sum, column) => sum + column.weight, 0) || 1;
  const widths = columns.map((column) => (column.weight / total) * doc.width);
  const lefts = widths.map(
    (_, index) => doc.left + widths.slice(0, index).reduce((a, b) => a + b, 0),
  );
  const cellWidth = (index: number, row?: TableRow) =>
    (widths[index] ?? 0) -
    2 * PAD_X -
    (index === 0 && row ? (row.indent ?? 0) + (row.swatch ? SWATCH + 4 : 0) : 0);

  const headerHeight =
    Math.max(
      ...columns.map((column, index) =>
        doc.heightOf(column.header, { size, bold: true, width: cellWidth(index) }),
      ),
    ) +
    2 * PAD_Y;
  const rowHeight = (row: TableRow) =>
    Math.max(
      ...row.cells.map((cell, index) =>
        doc.heightOf(cell, { size, bold: row.bold, width: cellWidth(index, row) }),
      ),
      size,
    ) +
    2 * PAD_Y;

  const drawHeader = () => {
    const y = doc.y;
    columns.forEach((column, index) => {
      doc.textAt(column.header, (lefts[index] ?? 0) + PAD_X, y + PAD_Y, {
        size,
        bold: true,
        color: COLORS.secondary,
        width: cellWidth(index),
        align: column.align ?? 'left',
      });
    });
    const bottom = y + headerHeight;
    doc.pdf
      .moveTo(doc.left, bottom)
      .lineTo(doc.left + doc.width, bottom)
      .lineWidth(0.75)
      .strokeColor(COLORS.secondary)
      .stroke();
    doc.y = bottom;
  };

  const first = rows[0];
  const start = headerHeight + (first ? rowHeight(first) : 0);
  // A title stays with the header and the first row (with room for the gap under the title,
  // or the check below starts a page after it and leaves the title alone at the page's foot).
  if (title) doc.heading(title, 3, start + 16);
  doc.ensureSpace(start);
  drawHeader();
  for (const row of rows) {
    const height = rowHeight(row);
    if (doc.ensureSpace(height)) drawHeader();
    const y = doc.y;
    if (row.shade) doc.pdf.rect(doc.left, y, doc.width, height).fill(COLORS.shade);
    row.cells.forEach((cell, index) => {
      let x = (lefts[index] ?? 0) + PAD_X;
      if (index === 0) {
        x += row.indent ?? 0;
        if (row.swatch) {
          doc.swatch(x, y + PAD_Y + (size - SWATCH) / 2 + 1, row.swatch, SWATCH);
          x += SWATCH + 4;
        }
      }
      doc.textAt(cell, x, y + PAD_Y, {
        size,
        bold: row.bold,
        width: cellWidth(index, row),
        align: columns[index]?.align ?? 'left',
      });
    });
    doc.pdf
      .moveTo(doc.left, y + height)
      .lineTo(doc.left + doc.width, y + height)
      .lineWidth(0.3)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = y + height;
  }
  doc.space(10);
}
