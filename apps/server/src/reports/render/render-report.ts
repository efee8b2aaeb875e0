import type { ReportInput, ReportOutput } from '../report-input.js';
import { preparedShapeOf } from './maps/layer-map.js';
import { drawPageFrames } from './page-frame.js';
import { readableInput } from './readable-input.js';
import { ReportDocument } from './report-document.js';
import { reportTexts } from './report-texts.js';
import { drawContents, drawCover } from './sections/cover.js';
import { drawFinancials } from './sections/financials-section.js';
import { drawSources } from './sections/sources-section.js';
import { drawToolSections } from './sections/tool-sections.js';

/**
 * The PDF report of an assessment (docs/assessment-report.md "Rendering", decision 0027), drawn
 * in a compute thread from its input alone: no database, no HTTP; it reads the layers' COGs, the
 * fonts and Natural Earth's offline files. A4 portrait in Roboto: the cover, a section per
 * family of analyses, the financial terms (full access only), the data sources and methods; on
 * every page the title, the report date, "Page N of M", and the demo-data warning when the data
 * are synthetic. The same input gives the same bytes (dates come from the input).
 */
export async function renderAssessmentReport(raw: ReportInput): Promise<ReportOutput> {
  const input = readableInput(raw);
  const texts = reportTexts(input.language, input.unitSystem);
  const reportDate = texts.date(input.generatedAt);
  const generatedAt = new Date(input.generatedAt);
  const created = Number.isNaN(generatedAt.getTime()) ? new Date(0) : generatedAt;
  const doc = new ReportDocument(
    texts,
    {
      Title: `${input.summary.title} - ${texts.t('report.title')}`,
      Author: texts.t('web.app.name'),
      Creator: texts.t('web.app.name'),
      Producer: texts.t('web.app.name'),
      CreationDate: created,
      ModDate: created,
    },
    input.summary.synthetic
      ? { title: texts.t('context.demoData.badge'), body: texts.t('context.demoData.notice') }
      : null,
  );
  const bytes = collect(doc.pdf);
  const { contentsTop } = drawCover(doc, input);
  await drawToolSections(doc, input, preparedShapeOf(input.shape));
  if (input.summary.financials) drawFinancials(doc, input.summary.financials);
  drawSources(doc, input.results);
  drawContents(doc, contentsTop);
  const pageCount = drawPageFrames(doc, input.summary.title, reportDate);
  doc.pdf.end();
  return { pdf: await bytes, pageCount };
}

/** The document's bytes once it ends, in one buffer of their own (movable between threads). */
function collect(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('error', reject);
    pdf.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.length;
      }
      resolve(bytes);
    });
  });
}
