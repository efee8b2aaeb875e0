import PDFDocument from 'pdfkit';
import { printable } from './printable-text.js';
import { FONTS, fontFiles } from './report-fonts.js';
import type { ReportTexts } from './report-texts.js';

/**
 * The report's page and its flow: A4 portrait, the frame every page shares (header, the demo-data
 * warning when the data are synthetic, footer: drawn last, page-frame.ts) and a cursor that moves
 * down the content area, starting a page when a block would not fit. Every text is drawn through
 * `printable` (the font's characters only) in Roboto.
 */

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 50;
export const HEADER_TOP = 28;
/** Where the content starts without the warning banner (below the header rule). */
const CONTENT_TOP = 64;
export const FOOTER_HEIGHT = 44;
export const BANNER_GAP = 8;

export const COLORS = {
  text: '#1f2328',
  secondary: '#5f6368',
  rule: '#d0d4d9',
  accent: '#1b5e20',
  /** The web's demo-data notice: MUI's filled warning Alert. */
  warning: '#ed6c02',
  shade: '#f3f5f7',
} as const;

export const SIZES = { body: 9.5, small: 8, caption: 8.5, h1: 17, h2: 13, h3: 10.5 } as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Extra space after, points. */
  gap?: number;
  indent?: number;
  width?: number;
}

export interface Banner {
  title: string;
  body: string;
  /** Its height with padding, measured once (every page has the same). */
  height: number;
}

export class ReportDocument {
  readonly pdf: PDFKit.PDFDocument;
  readonly texts: ReportTexts;
  readonly left = MARGIN_X;
  readonly width = PAGE_WIDTH - 2 * MARGIN_X;
  readonly top: number;
  readonly bottom = PAGE_HEIGHT - FOOTER_HEIGHT;
  readonly banner: Banner | null;
  /** The PDF outline's entry of the current section: the tools' entries go under it. */
  private outlineSection: PDFKit.PDFOutline | null = null;
  /** Every section's title and the page it starts on (0-based), for the cover's contents. */
  readonly sections: { title: string; page: number }[] = [];

  constructor(
    texts: ReportTexts,
    info: PDFKit.DocumentInfo,
    banner: Omit<Banner, 'height'> | null,
  ) {
    this.texts = texts;
    this.pdf = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      bufferPages: true,
      info,
      lang: texts.locale,
      displayTitle: true,
    });
    const files = fontFiles();
    this.pdf.registerFont(FONTS.regular, files.regular);
    this.pdf.registerFont(FONTS.bold, files.bold);
    this.pdf.font(FONTS.regular);
    this.banner = banner && { ...banner, height: this.bannerHeight(banner) };
    this.top = CONTENT_TOP + (this.banner ? this.banner.height + BANNER_GAP : 0);
    // pdfkit starts the pages a long text flows onto with the document's options: the same frame.
    this.pdf.options.margins = {
      top: this.top,
      bottom: PAGE_HEIGHT - this.bottom,
      left: MARGIN_X,
      right: MARGIN_X,
    };
  }

  private bannerHeight(banner: Omit<Banner, 'height'>): number {
    const inner = this.width - 20;
    return (
      16 +
      this.heightOf(banner.title, { size: SIZES.body, bold: true, width: inner }) +
      2 +
      this.heightOf(banner.body, { size: SIZES.small, width: inner })
    );
  }

  get y(): number {
    return this.pdf.y;
  }

  set y(value: number) {
    this.pdf.y = value;
  }

  newPage(): void {
    this.pdf.addPage();
    this.pdf.x = this.left;
    this.pdf.y = this.top;
  }

  /** The page being written, 0-based (pages are only ever added at the end). */
  pageIndex(): number {
    const range = this.pdf.bufferedPageRange();
    return range.start + range.count - 1;
  }

  /** Space left on this page below the cursor. */
  remaining(): number {
    return this.bottom - this.pdf.y;
  }

  /**
   * Starts a page unless `height` fits below the cursor (a block taller than a whole page starts
   * at the top of one and is cut by the caller). True when a page was started.
   */
  ensureSpace(height: number): boolean {
    if (this.pdf.y + height <= this.bottom || this.pdf.y <= this.top + 0.5) return false;
    this.newPage();
    return true;
  }

  /** Moves the cursor down, never past the bottom (a page then starts at the next block). */
  space(points: number): void {
    this.pdf.y = Math.min(this.pdf.y + points, this.bottom);
  }

  style({ size = SIZES.body, bold = false, color = COLORS.text }: TextStyle = {}): void {
    this.pdf
      .font(bold ? FONTS.bold : FONTS.regular)
      .fontSize(size)
      .fillColor(color);
  }

  /** The font of a style, to measure with (no colour: measuring may come before any page). */
  private measure({ size = SIZES.body, bold = false }: TextStyle): void {
    this.pdf.font(bold ? FONTS.bold : FONTS.regular).fontSize(size);
  }

  heightOf(text: string, style: TextStyle = {}): number {
    this.measure(style);
    return this.pdf.heightOfString(printable(text), {
      width: style.width ?? this.width - (style.indent ?? 0),
    });
  }

  widthOf(text: string, style: TextStyle = {}): number {
    this.measure(style);
    return this.pdf.widthOfString(printable(text));
  }

  /** Text flowing in the content area at the cursor (pdfkit continues it on a new page). */
  paragraph(text: string, style: TextStyle = {}): void {
    const indent = style.indent ?? 0;
    const width = style.width ?? this.width - indent;
    this.ensureSpace(Math.min(this.heightOf(text, { ...style, width }), 40));
    this.style(style);
    this.pdf.text(printable(text), this.left + indent, this.pdf.y, {
      width,
      align: style.align ?? 'left',
    });
    this.space(style.gap ?? 4);
  }

  /** Text at a place, not moving the cursor: chart labels, map captions, table cells. */
  textAt(text: string, x: number, y: number, style: TextStyle & { lineBreak?: boolean } = {}) {
    const cursor = { x: this.pdf.x, y: this.pdf.y };
    this.style(style);
    this.pdf.text(printable(text), x, y, {
      lineBreak: style.lineBreak ?? style.width !== undefined,
      ...(style.width !== undefined ? { width: style.width } : {}),
      align: style.align ?? 'left',
    });
    this.pdf.x = cursor.x;
    this.pdf.y = cursor.y;
  }

  /** `text` cut with an ellipsis to fit `width` on one line. */
  fitted(text: string, width: number, style: TextStyle = {}): string {
    if (this.widthOf(text, style) <= width) return text;
    let kept = printable(text);
    while (kept.length > 1 && this.widthOf(`${kept}…`, style) > width) kept = kept.slice(0, -1);
    return `${kept.trimEnd()}…`;
  }

  /**
   * A heading; level 1 starts a section (with the PDF's outline entry). A heading is kept with
   * the first `keepWith` points of what follows it.
   */
  heading(text: string, level: 1 | 2 | 3, keepWith = level === 2 ? 140 : 60): void {
    const size = level === 1 ? SIZES.h1 : level === 2 ? SIZES.h2 : SIZES.h3;
    const before = level === 1 ? 4 : level === 2 ? 10 : 6;
    if (this.pdf.y > this.top + 0.5) this.space(before);
    this.ensureSpace(this.heightOf(text, { size, bold: true }) + keepWith);
    if (level === 1) this.outlineSection = this.pdf.outline.addItem(printable(text));
    if (level === 2) (this.outlineSection ?? this.pdf.outline).addItem(printable(text));
    if (level === 1) {
      // The cover's contents link here (drawContents).
      this.pdf.addNamedDestination(`section-${this.sections.length}`);
      this.sections.push({ title: text, page: this.pageIndex() });
    }
    this.style({ size, bold: true, color: level === 1 ? COLORS.accent : COLORS.text });
    this.pdf.text(printable(text), this.left, this.pdf.y, { width: this.width });
    if (level === 1) {
      const y = this.pdf.y + 2;
      this.pdf
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.75)
        .strokeColor(COLORS.accent)
        .stroke();
      this.space(10);
    } else this.space(level === 2 ? 5 : 3);
  }

  /**
   * Label and value pairs in two columns (the web's definition lists); a third text is the
   * value's detail, in small secondary type below it.
   */
  keyValues(
    rows: readonly (readonly [string, string] | readonly [string, string, string])[],
    labelWidth = 170,
  ): void {
    const valueWidth = this.width - labelWidth - 10;
    const detailStyle = { size: SIZES.small, color: COLORS.secondary, width: valueWidth };
    for (const [label, value, detail] of rows) {
      const valueHeight = this.heightOf(value, { width: valueWidth, bold: true });
      const detailHeight = detail ? this.heightOf(detail, detailStyle) + 1 : 0;
      const height = Math.max(
        this.heightOf(label, { width: labelWidth }),
        valueHeight + detailHeight,
      );
      this.ensureSpace(height + 3);
      const y = this.pdf.y;
      this.textAt(label, this.left, y, { width: labelWidth, color: COLORS.secondary });
      this.textAt(value, this.left + labelWidth + 10, y, { width: valueWidth, bold: true });
      if (detail)
        this.textAt(detail, this.left + labelWidth + 10, y + valueHeight + 1, detailStyle);
      this.pdf.y = y + height + 3;
    }
    this.space(4);
  }

  /** A secondary remark (a missing value, an empty state). */
  note(text: string): void {
    this.paragraph(text, { color: COLORS.secondary, size: SIZES.caption, gap: 6 });
  }

  /** A horizontal rule across the content. */
  rule(color: string = COLORS.rule): void {
    const y = this.pdf.y;
    this.pdf
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
    this.space(6);
  }

  /** A small filled square of a colour, outlined so white shows (legends, table rows). */
  swatch(x: number, y: number, color: string, size = 8): void {
    this.pdf.rect(x, y, size, size).lineWidth(0.4).fillAndStroke(safeColor(color), '#808080');
  }
}

/** A colour as pdfkit reads it: `#rgb` or `#rrggbb` (a stored `#rrggbbaa` loses its alpha); else grey. */
export function safeColor(color: string | null | undefined): string {
  const hex =
    typeof color === 'string'
      ? /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color.trim())
      : null;
  return hex ? `#${hex[1]}` : '#9e9e9e';
}
