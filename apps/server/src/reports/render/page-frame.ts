import {
  COLORS,
  HEADER_TOP,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type ReportDocument,
  SIZES,
} from './report-document.js';

/**
 * What every page carries, drawn once all pages exist (pdfkit's buffered pages), so the footer
 * can say "Page 3 of 12": the assessment's title and the report date on top, the demo-data
 * warning below them whenever the data are synthetic (the web's notice: the same words, the
 * same filled orange), and the product name with the page number at the foot.
 */
export function drawPageFrames(doc: ReportDocument, title: string, reportDate: string): number {
  const { pdf, texts } = doc;
  const range = pdf.bufferedPageRange();
  const product = texts.t('web.app.name');
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    // Drawing below the bottom margin would make pdfkit start another page.
    const margins = pdf.page.margins;
    pdf.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    header(doc, title, reportDate);
    if (doc.banner) banner(doc, doc.banner);
    footer(doc, product, texts.t('report.page.number', { page: index + 1, count: range.count }));
    pdf.page.margins = margins;
  }
  return range.count;
}

function header(doc: ReportDocument, title: string, reportDate: string) {
  const dateWidth = doc.widthOf(reportDate, { size: SIZES.small }) + 2;
  const titleWidth = doc.width - dateWidth - 16;
  doc.textAt(
    doc.fitted(title, titleWidth, { size: SIZES.small, bold: true }),
    MARGIN_X,
    HEADER_TOP,
    {
      size: SIZES.small,
      bold: true,
      color: COLORS.secondary,
      lineBreak: false,
    },
  );
  doc.textAt(reportDate, PAGE_WIDTH - MARGIN_X - dateWidth, HEADER_TOP, {
    size: SIZES.small,
    color: COLORS.secondary,
    lineBreak: false,
  });
  const y = HEADER_TOP + 14;
  doc.pdf
    .moveTo(MARGIN_X, y)
    .lineTo(PAGE_WIDTH - MARGIN_X, y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
}

function banner(
  doc: ReportDocument,
  { title, body, height }: NonNullable<ReportDocument['banner']>,
) {
  const top = HEADER_TOP + 26;
  doc.pdf.save();
  doc.pdf.roundedRect(MARGIN_X, top, doc.width, height, 3).fill(COLORS.warning);
  doc.pdf.restore();
  const inner = doc.width - 20;
  doc.textAt(title, MARGIN_X + 10, top + 8, {
    size: SIZES.body,
    bold: true,
    color: '#ffffff',
    width: inner,
  });
  const titleHeight = doc.heightOf(title, { size: SIZES.body, bold: true, width: inner });
  doc.textAt(body, MARGIN_X + 10, top + 10 + titleHeight, {
    size: SIZES.small,
    color: '#ffffff',
    width: inner,
  });
}

function footer(doc: ReportDocument, product: string, pageText: string) {
  const y = PAGE_HEIGHT - 30;
  doc.pdf
    .moveTo(MARGIN_X, y - 6)
    .lineTo(PAGE_WIDTH - MARGIN_X, y - 6)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.textAt(product, MARGIN_X, y, {
    size: SIZES.small,
    color: COLORS.secondary,
    lineBreak: false,
  });
  const width = doc.widthOf(pageText, { size: SIZES.small }) + 2;
  doc.textAt(pageText, PAGE_WIDTH - MARGIN_X - width, y, {
    size: SIZES.small,
    color: COLORS.secondary,
    lineBreak: false,
  });
}
