import {
  contextSections,
  keyBiodiversityAreaRows,
  type NearbyAreaRow,
  protectedAreaRows,
} from '@ecotone/results/context-model';
import {
  DEFAULT_COMPARISON_SORT,
  landCoverView,
  signedDifference,
} from '@ecotone/results/land-cover-model';
import { sortRows } from '@ecotone/results/table-model';
import type { ReportDocument } from '../report-document.js';
import { drawTable } from '../report-table.js';

/**
 * The context tool (the web's ContextView): place, terrain, climate and ecology, then the
 * protected areas and key biodiversity areas within 50 km, nearest first.
 */
export function drawContext(doc: ReportDocument, values: Record<string, unknown>): void {
  const { texts } = doc;
  for (const section of contextSections(values, texts.contextTexts)) {
    doc.heading(texts.loose(section.title), 3, 40);
    doc.keyValues(
      section.rows.map((row) =>
        row.detail
          ? [texts.loose(row.label), row.value, row.detail]
          : [texts.loose(row.label), row.value],
      ),
    );
  }
  nearbyTable(
    doc,
    texts.t('context.fields.protectedAreas'),
    texts.t('context.fields.iucnCategory'),
    protectedAreaRows(values, texts.contextTexts),
  );
  nearbyTable(
    doc,
    texts.t('context.fields.keyBiodiversityAreas'),
    texts.t('context.fields.protection'),
    keyBiodiversityAreaRows(values, texts.contextTexts),
  );
}

function nearbyTable(
  doc: ReportDocument,
  title: string,
  categoryLabel: string,
  rows: NearbyAreaRow[],
): void {
  const { texts } = doc;
  if (rows.length === 0) {
    doc.heading(title, 3, 30);
    doc.note(texts.t('results.context.noneWithin'));
    return;
  }
  drawTable(
    doc,
    [
      { header: texts.t('results.context.name'), weight: 4 },
      { header: categoryLabel, weight: 3 },
      { header: texts.t('context.fields.distance'), weight: 1.5, align: 'right' },
      { header: texts.t('context.fields.overlap'), weight: 1.5, align: 'right' },
    ],
    rows.map((row) => ({ cells: [row.name, row.category, row.distance, row.overlap] })),
    { title },
  );
}

/**
 * Land cover change (the web's LandCoverChangeView): dataset and years, the comparison table
 * (every class, baseline area largest first: the web's default order), then the degradation,
 * stability and improvement totals.
 */
export function drawLandCover(doc: ReportDocument, values: Record<string, unknown>): void {
  const { texts } = doc;
  const { format } = texts;
  const view = landCoverView(values);
  const notAvailable = texts.t('results.values.notAvailable');
  doc.keyValues([
    [
      texts.t('results.landCover.dataset'),
      view.dataset ? texts.loose(`landCover.datasets.${view.dataset}`) : notAvailable,
    ],
    [
      texts.t('results.landCover.years'),
      view.baseYear !== null && view.studyYear !== null
        ? texts.t('results.landCover.yearRange', {
            baseYear: view.baseYear,
            studyYear: view.studyYear,
          })
        : notAvailable,
    ],
  ]);
  const rows = sortRows(
    view.rows.map((row) => ({ ...row, category: texts.loose(row.category) })),
    DEFAULT_COMPARISON_SORT,
    texts.locale,
  );
  const year = (label: string, value: number | null) =>
    value === null ? label : `${label} (${value})`;
  if (rows.length === 0) {
    doc.heading(texts.t('results.landCover.comparison'), 3, 40);
    doc.note(texts.t('timeSeriesResults.unavailable'));
  } else
    drawTable(
      doc,
      [
        { header: texts.t('landCover.table.category'), weight: 4 },
        {
          header: year(texts.t('landCover.table.baselineYear'), view.baseYear),
          weight: 2,
          align: 'right',
        },
        {
          header: year(texts.t('landCover.table.studyYear'), view.studyYear),
          weight: 2,
          align: 'right',
        },
        { header: texts.t('landCover.table.difference'), weight: 2, align: 'right' },
      ],
      rows.map((row) => ({
        swatch: row.color,
        cells: [
          row.category,
          format.quantity(row.baselineHa, 'ha'),
          format.quantity(row.studyHa, 'ha'),
          signedDifference(format.quantity(row.differenceHa, 'ha'), row.differenceHa),
        ],
      })),
      { title: texts.t('results.landCover.comparison') },
    );
  if (view.effects) {
    doc.heading(texts.t('results.landCover.totals'), 3, 40);
    doc.keyValues([
      [
        texts.t('landCover.transitions.degradation'),
        format.quantity(view.effects.degradationHa, 'ha'),
      ],
      [texts.t('landCover.transitions.stable'), format.quantity(view.effects.stableHa, 'ha')],
      [
        texts.t('landCover.transitions.improvement'),
        format.quantity(view.effects.improvementHa, 'ha'),
      ],
    ]);
  }
}
