import { restorationTemplateOf } from '@ecotone/analysis';
import type { ReportInput } from '../../report-input.js';
import { drawShapeMap } from '../maps/shape-map.js';
import { COLORS, type ReportDocument, SIZES } from '../report-document.js';

/**
 * The first page: what the report is of (product, assessment, site), the shape on its map, and
 * the facts that frame every figure after it: the areas (gross, excluded by masks, net), when the
 * assessment was made and by whom, the report date, whether its data are synthetic, its stage and
 * recommended restoration activity, how many analyses finished, the unit system.
 */
/** Room kept at the cover's foot for the contents, written once every section has its page. */
const CONTENTS_ROOM = 120;

export function drawCover(doc: ReportDocument, input: ReportInput): { contentsTop: number } {
  const { texts } = doc;
  const { summary } = input;
  doc.newPage();
  doc.paragraph(`${texts.t('web.app.name')} · ${texts.t('report.title')}`, {
    size: SIZES.caption,
    bold: true,
    color: COLORS.accent,
    gap: 2,
  });
  doc.paragraph(summary.title, { size: 22, bold: true, gap: 2 });
  doc.paragraph(summary.site ? summary.site.title : texts.t('report.cover.noSite'), {
    size: 13,
    color: COLORS.secondary,
    gap: 10,
  });
  const facts = coverFacts(doc, input);
  const factsHeight = facts.reduce(
    (sum, [label, value]) =>
      sum +
      3 +
      Math.max(
        doc.heightOf(label, { width: 170 }),
        doc.heightOf(value, { width: doc.width - 180, bold: true }),
      ),
    0,
  );
  const mapHeight = Math.max(
    160,
    Math.min(340, doc.remaining() - factsHeight - 30 - CONTENTS_ROOM),
  );
  const box = { x: doc.left, y: doc.y, width: doc.width, height: mapHeight };
  drawShapeMap(doc, box, input.shape);
  doc.y = box.y + mapHeight + 18;
  doc.keyValues(facts);
  if (summary.tools.length === 0) {
    doc.heading(texts.t('report.empty.title'), 2, 20);
    doc.note(texts.t('report.empty.body'));
  }
  return { contentsTop: doc.y + 6 };
}

/**
 * The cover's contents: each section with the page it starts on, written after the last page
 * (on the cover's page, below its facts); those that do not fit the cover's foot are left out.
 */
export function drawContents(doc: ReportDocument, top: number): void {
  const { texts, pdf } = doc;
  if (doc.sections.length === 0) return;
  pdf.switchToPage(0);
  const lineHeight = 13;
  const fits = Math.floor((doc.bottom - top - 18) / lineHeight);
  if (fits < 1) return;
  doc.textAt(texts.t('report.contents.title'), doc.left, top, { size: SIZES.h3, bold: true });
  doc.sections.slice(0, fits).forEach((section, index) => {
    const y = top + 18 + index * lineHeight;
    const number = String(section.page + 1);
    const width = doc.widthOf(number) + 1;
    doc.textAt(doc.fitted(section.title, doc.width - 60), doc.left, y, { lineBreak: false });
    doc.textAt(number, doc.left + doc.width - width, y, { lineBreak: false });
    const titleWidth = doc.widthOf(doc.fitted(section.title, doc.width - 60));
    pdf.save();
    pdf
      .moveTo(doc.left + titleWidth + 6, y + 8)
      .lineTo(doc.left + doc.width - width - 6, y + 8)
      .lineWidth(0.4)
      .dash(1, { space: 2 })
      .strokeColor(COLORS.rule)
      .stroke();
    pdf.undash();
    pdf.restore();
    pdf.goTo(doc.left, y, doc.width, lineHeight, `section-${index}`);
  });
}

function coverFacts(doc: ReportDocument, { summary, generatedAt }: ReportInput) {
  const { texts } = doc;
  const area = (hectares: number) =>
    Number.isFinite(hectares) && hectares >= 0
      ? texts.format.quantity(hectares, 'ha')
      : texts.t('results.values.notAvailable');
  const studyArea = summary.area.studyArea;
  const masks = summary.area.maskLayers.map(
    (layer) => texts.known(`masks.layers.${layer}`) ?? layer,
  );
  const finished = summary.tools.filter((tool) => tool.state === 'SUCCEEDED').length;
  const activity = restorationTemplateOf(summary.restorationActivity);
  const rows: [string, string][] = [
    [texts.t('report.cover.shape'), summary.shapefile.name],
    [texts.t('report.cover.grossArea'), area(studyArea?.grossHa ?? summary.shapefile.totalAreaHa)],
    [
      texts.t('report.cover.excludedArea'),
      studyArea && studyArea.maskHa > 0
        ? area(studyArea.maskHa)
        : texts.t('report.cover.noExclusions'),
    ],
    [texts.t('report.cover.netArea'), area(studyArea?.netHa ?? summary.shapefile.totalAreaHa)],
  ];
  if (masks.length > 0) rows.push([texts.t('report.cover.maskLayers'), masks.join(', ')]);
  rows.push(
    [
      texts.t('report.cover.created'),
      texts.t('report.cover.createdBy', {
        date: texts.date(summary.createdAt),
        name: summary.creatorName,
      }),
    ],
    [texts.t('report.cover.reportDate'), texts.date(generatedAt)],
    [
      texts.t('report.cover.dataMode'),
      summary.synthetic ? texts.t('report.cover.synthetic') : texts.t('report.cover.production'),
    ],
    [
      texts.t('report.cover.stage'),
      texts.known(`sharing.site.stages.${summary.stage}`) ?? summary.stage,
    ],
    [
      texts.t('report.cover.restorationActivity'),
      activity === null
        ? texts.t('report.cover.noActivity')
        : 'unknown' in activity
          ? activity.unknown
          : (texts.known(`tools.templates.${activity.templateId}`) ?? activity.templateId),
    ],
    [
      texts.t('report.cover.analyses'),
      texts.t('report.cover.analysesFinished', { finished, count: summary.tools.length }),
    ],
    [texts.t('report.cover.units'), texts.t(`report.cover.unitSystems.${texts.units}`)],
  );
  return rows;
}
