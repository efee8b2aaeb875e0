import type { AnalysisResult } from '@ecotone/contracts';
import { assessmentLineage } from '@ecotone/results/lineage/grouped-lineage';
import { lineageTexts } from '@ecotone/results/lineage/lineage-texts';
import { COLORS, type ReportDocument, SIZES } from '../report-document.js';

/**
 * Data sources and methods (the web's DataSources, for the whole assessment): every dataset once
 * (`assessmentLineage` over all the results), with what it was used for and by which analyses, its
 * version, licence, year, link and citation, and whether it is synthetic; then each method once
 * with its citation.
 */
export function drawSources(doc: ReportDocument, results: readonly AnalysisResult[]): void {
  const { texts } = doc;
  doc.newPage();
  doc.heading(texts.t('report.sources.title'), 1);
  const uses = assessmentLineage(results);
  if (uses.length === 0) doc.note(texts.t('report.sources.none'));
  else doc.paragraph(texts.t('report.sources.intro'), { color: COLORS.secondary, gap: 8 });
  for (const { entry, roles, scriptTypes } of uses) {
    const own = lineageTexts(entry, texts.loose);
    const name = entry.synthetic
      ? `${own.name} (${texts.t('results.dataSources.synthetic')})`
      : own.name;
    const facts = [
      `${texts.t('results.dataSources.role')}: ${roles.map((role) => roleText(doc, role)).join(', ')}`,
      texts.t('results.dataSources.version', { version: entry.version }),
      texts.t('results.dataSources.license', { license: own.license }),
      entry.year === undefined ? null : texts.t('results.dataSources.year', { year: entry.year }),
      entry.years === undefined
        ? null
        : texts.t('results.dataSources.years', { from: entry.years[0], to: entry.years[1] }),
    ].filter((part): part is string => part !== null);
    const tools = scriptTypes.map((scriptType) => texts.loose(`tools.labels.${scriptType}`));
    const lines = [
      facts.join(' · '),
      ...(tools.length > 0
        ? [texts.t('report.sources.analyses', { tools: tools.join(', ') })]
        : []),
      ...(entry.url && isWebAddress(entry.url)
        ? [texts.t('report.sources.link', { url: entry.url })]
        : []),
      own.citation,
    ].filter((line) => line.trim() !== '');
    const height =
      doc.heightOf(name, { bold: true }) +
      lines.reduce((sum, line) => sum + doc.heightOf(line, { size: SIZES.small }) + 1, 0);
    doc.ensureSpace(height + 8);
    doc.paragraph(name, {
      bold: true,
      gap: 1,
      color: entry.synthetic ? COLORS.warning : COLORS.text,
    });
    for (const line of lines) {
      const y = doc.y;
      doc.paragraph(line, { size: SIZES.small, color: COLORS.secondary, gap: 1 });
      if (entry.url && line.endsWith(entry.url) && isWebAddress(entry.url))
        doc.pdf.link(doc.left, y, doc.width, doc.y - y, entry.url);
    }
    doc.space(6);
  }
  const methods = new Map<string, { name: string; citation: string }>();
  for (const result of results)
    for (const method of result.results.methods ?? [])
      methods.set(`${method.name}|${method.citation}`, {
        name: texts.loose(method.name),
        citation: method.citation,
      });
  if (methods.size === 0) return;
  doc.heading(texts.t('results.dataSources.methods'), 2, 40);
  for (const method of methods.values()) {
    doc.ensureSpace(
      doc.heightOf(method.name, { bold: true }) +
        doc.heightOf(method.citation, { size: SIZES.small }) +
        8,
    );
    doc.paragraph(method.name, { bold: true, gap: 1 });
    if (method.citation)
      doc.paragraph(method.citation, { size: SIZES.small, color: COLORS.secondary, gap: 6 });
  }
}

/** A role the catalogue names is translated; one it does not know is shown as it came. */
function roleText(doc: ReportDocument, role: string): string {
  return doc.texts.known(`results.dataSources.roles.${role}`) ?? role;
}

/** A lineage URL may be a server file path; only web addresses are printed as links. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
