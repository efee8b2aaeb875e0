import {
  type BiodiversityContextValues,
  type BiodiversityMsaValues,
  STAR_TAXA,
  type ThreatScore,
} from '@ecotone/analysis';
import { formatNumber } from '@ecotone/i18n';
import {
  formatFixed,
  msaLossAvoidedHa,
  msaRows,
  parseContextValues,
  parseMsaValues,
  perAreaMean,
  signed,
  threatKey,
  threatRows,
} from '@ecotone/results/biodiversity/biodiversity-model';
import { paletteColor } from '@ecotone/results/charts/chart-palette';
import { drawBarFigure } from '../charts/bar-figure.js';
import type { ReportDocument } from '../report-document.js';
import { drawTable } from '../report-table.js';
import { drawSpecies } from './species-section.js';

/**
 * The biodiversity tools (the web's BiodiversityView): MSA before and after with the MSA-loss
 * areas and the comparison chart; STAR scores (4 decimals) by threat category with their
 * sub-categories, and by taxon; then the species (species-section.ts).
 */

const BEFORE_COLOR = paletteColor(0);
const AFTER_COLOR = paletteColor(2);
const THREAT_COLOR = paletteColor(5);
const RESTORATION_COLOR = paletteColor(2);

export function drawBiodiversity(
  doc: ReportDocument,
  stored: Record<string, unknown>,
  context: boolean,
): void {
  const msa = context ? null : parseMsaValues(stored);
  const contextValues = context ? parseContextValues(stored) : null;
  if (msa) drawMsa(doc, msa);
  else if (contextValues) {
    drawStar(doc, contextValues);
    drawSpecies(doc, contextValues);
  } else doc.note(doc.texts.t('biodiversityResults.unavailable'));
}

function drawMsa(doc: ReportDocument, values: BiodiversityMsaValues) {
  const { texts } = doc;
  const { format } = texts;
  const msa = (value: number) => formatNumber(value, { locale: texts.locale });
  const avoided = msaLossAvoidedHa(values);
  const activity = (type: string) =>
    texts.known(`tools.options.msaActivityType.${type}`) ??
    texts.known(`analysisInputs.analyzeStep.activities.${type}`) ??
    texts.loose(type);
  const rows: [string, string][] = [
    [texts.t('biodiversityResults.headline.studyArea'), format.quantity(values.studyAreaHa, 'ha')],
  ];
  if (values.activityType)
    rows.push([texts.t('biodiversityResults.headline.activity'), activity(values.activityType)]);
  if (values.projectDuration > 0)
    rows.push([
      texts.t('biodiversityResults.headline.duration'),
      texts.t('biodiversityResults.headline.years', { years: values.projectDuration }),
    ]);
  rows.push(
    [texts.t('biodiversityResults.msa.lossBefore'), format.quantity(values.msaLossHaBefore, 'ha')],
    [texts.t('biodiversityResults.msa.lossAfter'), format.quantity(values.msaLossHaAfter, 'ha')],
    [
      texts.t('biodiversityResults.msa.lossAvoided'),
      signed(format.quantity(avoided, 'ha'), avoided),
    ],
  );
  doc.heading(texts.t('biodiversityResults.headline.title'), 3, 40);
  doc.keyValues(rows);
  doc.note(texts.t('biodiversityResults.msa.lossHint'));
  doc.heading(texts.t('biodiversityResults.msa.title'), 3, 80);
  doc.note(texts.t('biodiversityResults.msa.intro'));
  const table = msaRows(values.msaMeanBefore, values.msaMeanAfter);
  const cell = (value: number | null) =>
    value === null ? texts.t('biodiversityResults.msa.notApplicable') : msa(value);
  drawTable(
    doc,
    [
      { header: texts.t('biodiversityResults.msa.pressure'), weight: 4 },
      { header: texts.t('biodiversityResults.msa.before'), weight: 2, align: 'right' },
      { header: texts.t('biodiversityResults.msa.after'), weight: 2, align: 'right' },
      { header: texts.t('biodiversityResults.msa.difference'), weight: 2, align: 'right' },
    ],
    table.map((row) => ({
      bold: row.pressure === 'total',
      cells: [
        texts.loose(`biodiversityResults.pressures.${row.pressure}`),
        cell(row.before),
        cell(row.after),
        row.difference === null ? '–' : signed(msa(row.difference), row.difference),
      ],
    })),
  );
  const charted = table.filter((row) => row.before !== null && row.after !== null);
  drawBarFigure(doc, {
    title: texts.t('biodiversityResults.msa.chartTitle'),
    categories: charted.map((row) => texts.loose(`biodiversityResults.pressures.${row.pressure}`)),
    series: [
      {
        label: texts.t('biodiversityResults.msa.before'),
        data: charted.map((row) => row.before ?? 0),
        color: BEFORE_COLOR,
      },
      {
        label: texts.t('biodiversityResults.msa.after'),
        data: charted.map((row) => row.after ?? 0),
        color: AFTER_COLOR,
      },
    ],
    valueAxisLabel: texts.t('biodiversityResults.msa.chartAxis'),
    valueMax: 1,
    formatValue: msa,
    formatTick: msa,
  });
}

function drawStar(doc: ReportDocument, values: BiodiversityContextValues) {
  const { texts } = doc;
  const fixed = (value: number) => formatFixed(value, texts.locale);
  const { categories, total } = threatRows(values.starThreatScores);
  const threatMean = perAreaMean(values.starThreatMean, texts.units);
  const restoreMean = perAreaMean(values.starRestoreMean, texts.units);
  const area = texts.t(
    threatMean.area === 'ha'
      ? 'biodiversityResults.star.perHa'
      : 'biodiversityResults.star.perAcre',
  );
  // A class the catalogue lacks is left out rather than shown as a key (the web's rule).
  const withClass = (value: number, key: string) => {
    const name = key ? texts.known(key) : null;
    return name
      ? texts.t('biodiversityResults.star.withClass', { value: fixed(value), class: name })
      : fixed(value);
  };
  const name = (code: string) => `${code}. ${texts.loose(threatKey(code))}`;
  doc.heading(texts.t('biodiversityResults.star.title'), 3, 80);
  doc.note(texts.t('biodiversityResults.star.intro'));
  doc.keyValues([
    [
      texts.t('biodiversityResults.headline.studyArea'),
      texts.format.quantity(values.studyAreaHa, 'ha'),
    ],
    [
      texts.t('biodiversityResults.star.threatMean', { area }),
      withClass(threatMean.value, values.starThreatClass),
    ],
    [
      texts.t('biodiversityResults.star.restoreMean', { area }),
      withClass(restoreMean.value, values.starRestoreClass),
    ],
  ]);
  if (categories.length === 0) doc.note(texts.t('biodiversityResults.star.noScores'));
  else {
    drawBarFigure(doc, {
      title: texts.t('biodiversityResults.star.chartTitle'),
      layout: 'horizontal',
      categories: categories.map((row) => name(row.scoreType)),
      series: [
        {
          label: texts.t('biodiversityResults.star.abatementScore'),
          data: categories.map((row) => row.threatAbatementScore),
          color: THREAT_COLOR,
        },
        {
          label: texts.t('biodiversityResults.star.restorationScore'),
          data: categories.map((row) => row.restorationScore),
          color: RESTORATION_COLOR,
        },
      ],
      formatValue: fixed,
      formatTick: (value) => formatFixed(value, texts.locale, 0),
    });
    const scoreCells = (score: ThreatScore) => [
      texts.t('biodiversityResults.percent', { value: fixed(score.threatAbatementPercent) }),
      fixed(score.threatAbatementScore),
      fixed(score.restorationScore),
    ];
    drawTable(
      doc,
      [
        { header: texts.t('biodiversityResults.star.category'), weight: 5 },
        {
          header: texts.t('biodiversityResults.star.abatementPercent'),
          weight: 1.7,
          align: 'right',
        },
        { header: texts.t('biodiversityResults.star.abatementScore'), weight: 1.7, align: 'right' },
        {
          header: texts.t('biodiversityResults.star.restorationScore'),
          weight: 1.7,
          align: 'right',
        },
      ],
      [
        ...categories.flatMap((row) => [
          { cells: [name(row.scoreType), ...scoreCells(row)] },
          ...(row.subcategories ?? []).map((sub) => ({
            indent: 14,
            shade: true,
            cells: [name(sub.scoreType), ...scoreCells(sub)],
          })),
        ]),
        ...(total
          ? [
              {
                bold: true,
                cells: [texts.t('biodiversityResults.star.total'), ...scoreCells(total)],
              },
            ]
          : []),
      ],
    );
  }
  drawTable(
    doc,
    [
      { header: texts.t('biodiversityResults.star.taxon'), weight: 4 },
      { header: texts.t('biodiversityResults.star.abatementScore'), weight: 2, align: 'right' },
      { header: texts.t('biodiversityResults.star.restorationScore'), weight: 2, align: 'right' },
    ],
    STAR_TAXA.map((taxon) => ({
      cells: [
        texts.loose(`biodiversityResults.taxa.${taxon}`),
        fixed(values.starByTaxon[taxon].threatAbatementScore),
        fixed(values.starByTaxon[taxon].restorationScore),
      ],
    })),
    { title: texts.t('biodiversityResults.star.taxonTitle') },
  );
}
