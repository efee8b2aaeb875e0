import {
  CARBON_POOLS,
  type CarbonChangeDataset,
  type CarbonPool,
  type CarbonRange,
  type CarbonValues,
} from '@ecotone/analysis';
import { convert, formatNumber, unitLabel } from '@ecotone/i18n';
import {
  CARBON_UNITS,
  type CarbonMass,
  inMass,
  type PieSlice,
  parseCarbonValues,
  pieSlices,
  poolRows,
  rangeInMass,
  showsDetailsToggle,
  visibleChangeDatasets,
} from '@ecotone/results/carbon/carbon-model';
import { paletteColor } from '@ecotone/results/charts/chart-palette';
import { drawDonut, drawDonutNote } from '../charts/donut.js';
import type { ReportDocument } from '../report-document.js';
import { drawTable } from '../report-table.js';
import { activityColor, poolColor } from './carbon-colors.js';
import { drawStockChart } from './carbon-stock-chart.js';

/**
 * A carbon tool (the web's CarbonView) in tonnes of carbon, the tab's default: the summary with
 * uncertainty ranges, carbon by pool (with a column per activity when two or more change: the
 * web's details, shown open on paper), the pies by pool and by activity, the change by activity
 * and the stock by year stacked by pool.
 */

const MASS: CarbonMass = 'tC';

export function drawCarbon(doc: ReportDocument, stored: Record<string, unknown>): void {
  const values = parseCarbonValues(stored);
  if (!values) {
    doc.note(doc.texts.t('carbonResults.unavailable'));
    return;
  }
  const visible = visibleChangeDatasets(values.carbonChangeDatasets);
  const details = showsDetailsToggle(visible);
  headline(doc, values, visible.length > 0);
  poolTable(doc, values, visible, details);
  pies(doc, values, visible, details);
  if (visible.length > 0) activityTable(doc, visible);
  if (visible.length > 0 && values.yearlyCarbonStocks.length > 1) drawStockChart(doc, values, MASS);
}

/** A carbon figure as the tab writes it, in tC (per area: per ha or per acre). */
export function carbonText(
  doc: ReportDocument,
  tonnes: number,
  kind: keyof (typeof CARBON_UNITS)['tC'] = 'total',
): string {
  return doc.texts.format.quantity(inMass(tonnes, MASS), CARBON_UNITS[MASS][kind]);
}

function headline(doc: ReportDocument, values: CarbonValues, hasChange: boolean) {
  const { texts } = doc;
  const range = (value: CarbonRange | undefined) =>
    value
      ? ` (${texts.t('carbonResults.headline.range', {
          low: carbonText(doc, value.low),
          high: carbonText(doc, value.high),
        })})`
      : '';
  const perArea = (value: string, perAreaValue: string) =>
    texts.t('carbonResults.headline.perArea', { value, perArea: perAreaValue });
  doc.heading(texts.t('carbonResults.headline.title'), 3, 40);
  const rows: [string, string][] = [
    [texts.t('carbonResults.headline.studyArea'), texts.format.quantity(values.studyAreaHa, 'ha')],
    [
      texts.t('carbonResults.headline.baseline'),
      perArea(
        carbonText(doc, values.baselineCarbon.totalCarbon),
        carbonText(doc, values.baselineUnitCarbon.totalCarbon, 'perArea'),
      ) + range(values.baselineUncertainty),
    ],
  ];
  if (hasChange)
    rows.push(
      [
        texts.t('carbonResults.headline.totalChange', { years: values.projectDuration }),
        perArea(
          carbonText(doc, values.totalCarbonChange),
          carbonText(doc, values.totalUnitCarbonChange, 'perArea'),
        ) + range(values.uncertainty),
      ],
      [
        texts.t('carbonResults.headline.annualChange'),
        perArea(
          carbonText(doc, values.averageAnnualCarbonChange, 'annual'),
          carbonText(doc, values.averageAnnualUnitCarbonChange, 'annualPerArea'),
        ),
      ],
    );
  doc.keyValues(rows);
  if (values.baselineUncertainty || (hasChange && values.uncertainty))
    doc.note(texts.t('carbonResults.headline.rangeNote'));
  if (!hasChange) doc.note(texts.t('carbonResults.baselineOnly'));
}

function poolTable(
  doc: ReportDocument,
  values: CarbonValues,
  visible: CarbonChangeDataset[],
  details: boolean,
) {
  const { texts } = doc;
  const unit = unitLabel(convert(0, CARBON_UNITS[MASS].total, texts.units).unit);
  const withUnit = (label: string) => `${label} (${unit})`;
  const number = (tonnes: number | null) =>
    tonnes === null ? '–' : texts.format.number(inMass(tonnes, MASS));
  const activities = details ? visible : [];
  drawTable(
    doc,
    [
      { header: texts.t('carbonResults.table.pool'), weight: 3 },
      { header: withUnit(texts.t('carbonResults.table.baseline')), weight: 2, align: 'right' },
      ...(visible.length > 0
        ? [
            {
              header: withUnit(
                texts.t('carbonResults.table.change', { years: values.projectDuration }),
              ),
              weight: 2,
              align: 'right' as const,
            },
          ]
        : []),
      ...activities.map((dataset) => ({
        header: withUnit(texts.loose(`carbonResults.changeTypes.${dataset.type}`)),
        weight: 2,
        align: 'right' as const,
      })),
    ],
    poolRows(values.baselineCarbon, visible).map((row) => {
      const total = row.pool === 'totalCarbon';
      return {
        swatch: total ? null : poolColor(row.pool as CarbonPool),
        bold: total,
        cells: [
          texts.loose(`carbonResults.pools.${row.pool}`),
          number(row.baseline),
          ...(visible.length > 0 ? [number(row.change)] : []),
          ...(details ? row.byDataset.map(number) : []),
        ],
      };
    }),
    { title: texts.t('carbonResults.table.title') },
  );
}

function pies(
  doc: ReportDocument,
  values: CarbonValues,
  visible: CarbonChangeDataset[],
  details: boolean,
) {
  const { texts } = doc;
  const sliceText = (tonnes: number, percent: number) =>
    texts.t('carbonResults.percentOf', {
      value: carbonText(doc, tonnes),
      percent: formatNumber(percent, { locale: texts.locale }),
    });
  const poolPie = (title: string, entries: { id: CarbonPool; value: number }[]) => {
    const slices = pieSlices(entries);
    const losses = entries.some((entry) => entry.value < 0);
    return {
      title: losses ? `${title} — ${texts.t('carbonResults.charts.losses')}` : title,
      slices: slices?.map((slice: PieSlice<CarbonPool>) => ({
        label: texts.loose(`carbonResults.pools.${slice.id}`),
        value: slice.value,
        color: poolColor(slice.id),
        text: sliceText(slice.value, slice.percent),
      })),
    };
  };
  const charts = [
    poolPie(
      texts.t('carbonResults.charts.baselineByPool'),
      CARBON_POOLS.map((pool) => ({ id: pool, value: values.baselineCarbon[pool] ?? 0 })),
    ),
  ];
  if (visible.length > 0)
    charts.push(
      poolPie(
        texts.t('carbonResults.charts.changeByPool'),
        CARBON_POOLS.map((pool) => ({
          id: pool,
          value: visible.reduce((sum, dataset) => sum + (dataset.pools[pool] ?? 0), 0),
        })),
      ),
    );
  if (details) {
    const slices = pieSlices(
      visible.map((dataset) => ({ id: dataset.type, value: dataset.totalCarbonChange })),
    );
    charts.push({
      title: texts.t('carbonResults.charts.changeByActivity'),
      slices: slices?.map((slice) => {
        const dataset = visible.find((candidate) => candidate.type === slice.id);
        return {
          label: texts.loose(`carbonResults.changeTypes.${slice.id}`),
          value: slice.value,
          color: dataset ? activityColor(dataset) : paletteColor(0),
          text: sliceText(slice.value, slice.percent),
        };
      }),
    });
  }
  // Two pies a row, each with its legend beside it.
  const columnWidth = (doc.width - 16) / 2;
  for (let index = 0; index < charts.length; index += 2) {
    doc.ensureSpace(150);
    const y = doc.y;
    let height = 0;
    charts.slice(index, index + 2).forEach((chart, column) => {
      const x = doc.left + column * (columnWidth + 16);
      height = Math.max(
        height,
        chart.slices
          ? drawDonut(doc, x, y, columnWidth, chart.title, chart.slices)
          : drawDonutNote(
              doc,
              x,
              y,
              columnWidth,
              chart.title,
              texts.t('carbonResults.charts.mixedSigns'),
            ),
      );
    });
    doc.y = y + height + 6;
  }
}

function activityTable(doc: ReportDocument, visible: CarbonChangeDataset[]) {
  const { texts } = doc;
  const unit = CARBON_UNITS[MASS];
  drawTable(
    doc,
    [
      { header: texts.t('carbonResults.activities.activity'), weight: 2.2 },
      { header: texts.t('carbonResults.activities.area'), weight: 1.4, align: 'right' },
      { header: texts.t('carbonResults.activities.change'), weight: 1.5, align: 'right' },
      { header: texts.t('carbonResults.activities.perArea'), weight: 1.5, align: 'right' },
      { header: texts.t('carbonResults.activities.annual'), weight: 1.5, align: 'right' },
      { header: texts.t('carbonResults.activities.percent'), weight: 1.8, align: 'right' },
      { header: texts.t('carbonResults.activities.range'), weight: 3, align: 'right' },
    ],
    visible.map((dataset) => {
      const range = dataset.uncertainty && rangeInMass(dataset.uncertainty, MASS);
      return {
        swatch: activityColor(dataset),
        cells: [
          texts.loose(`carbonResults.changeTypes.${dataset.type}`),
          texts.format.quantity(dataset.areaHa, 'ha'),
          carbonText(doc, dataset.totalCarbonChange),
          carbonText(doc, dataset.totalUnitCarbonChange, 'perArea'),
          carbonText(doc, dataset.averageAnnualCarbonChange, 'annual'),
          texts.t('carbonResults.percent', { value: texts.format.number(dataset.percent) }),
          range
            ? texts.t('results.values.range', {
                min: texts.format.quantity(range.low, unit.total),
                max: texts.format.quantity(range.high, unit.total),
              })
            : '–',
        ],
      };
    }),
    { title: texts.t('carbonResults.activities.title') },
  );
}
