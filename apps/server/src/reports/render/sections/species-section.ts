import {
  type BiodiversityContextValues,
  RED_LIST_CATEGORIES,
  type RedListCategory,
} from '@ecotone/analysis';
import { formatNumber } from '@ecotone/i18n';
import {
  countIn,
  DEFAULT_SPECIES_SORT,
  NEAR_THREATENED_CATEGORIES,
  sortSpecies,
} from '@ecotone/results/biodiversity/biodiversity-model';
import { RED_LIST_COLOURS } from '@ecotone/results/biodiversity/red-list-colours';
import { drawBarFigure } from '../charts/bar-figure.js';
import type { ReportDocument } from '../report-document.js';
import { drawTable } from '../report-table.js';

/**
 * Species by Red List category (the web's SpeciesSection): the totals (threatened: CR, EN, VU;
 * near-threatened adds NT), the bars in severity order with the IUCN colours and their counts,
 * the counts by category, then every species, most severe first and by name.
 */
export function drawSpecies(doc: ReportDocument, values: BiodiversityContextValues) {
  const { texts } = doc;
  const counts = values.speciesCountByCategory;
  const count = (value: number) => formatNumber(value, { locale: texts.locale });
  const total = RED_LIST_CATEGORIES.reduce((sum, category) => sum + counts[category], 0);
  const categoryName = (category: RedListCategory) =>
    texts.t('biodiversityResults.categoryWithCode', {
      code: category,
      name: texts.loose(`biodiversityResults.redList.${category}`),
    });
  doc.heading(texts.t('biodiversityResults.species.title'), 3, 60);
  doc.keyValues([
    [texts.t('biodiversityResults.species.total'), count(total)],
    [texts.t('biodiversityResults.species.threatened'), count(values.threatenedSpeciesCount)],
    [
      texts.t('biodiversityResults.species.nearThreatened'),
      count(countIn(counts, NEAR_THREATENED_CATEGORIES)),
    ],
  ]);
  if (total === 0) {
    doc.note(texts.t('biodiversityResults.species.none'));
    return;
  }
  drawBarFigure(doc, {
    title: texts.t('biodiversityResults.species.chartTitle'),
    categories: [...RED_LIST_CATEGORIES],
    categoryColors: RED_LIST_CATEGORIES.map((category) => RED_LIST_COLOURS[category]),
    series: [
      {
        label: texts.t('biodiversityResults.species.chartAxis'),
        data: RED_LIST_CATEGORIES.map((category) => counts[category]),
      },
    ],
    valueAxisLabel: texts.t('biodiversityResults.species.chartAxis'),
    legend: false,
    formatValue: count,
    formatTick: (value) => (Number.isInteger(value) ? count(value) : ''),
  });
  drawTable(
    doc,
    [
      { header: texts.t('biodiversityResults.species.category'), weight: 5 },
      { header: texts.t('biodiversityResults.species.chartAxis'), weight: 2, align: 'right' },
    ],
    RED_LIST_CATEGORIES.map((category) => ({
      swatch: RED_LIST_COLOURS[category],
      cells: [categoryName(category), count(counts[category])],
    })),
  );
  drawTable(
    doc,
    [
      { header: texts.t('biodiversityResults.species.scientificName'), weight: 4 },
      { header: texts.t('biodiversityResults.species.category'), weight: 3 },
      { header: texts.t('biodiversityResults.species.class'), weight: 2 },
      { header: texts.t('biodiversityResults.species.shareOfRange'), weight: 1.6, align: 'right' },
    ],
    sortSpecies(values.species, DEFAULT_SPECIES_SORT, texts.locale).map((record) => ({
      swatch: RED_LIST_COLOURS[record.threatCategory],
      cells: [
        record.commonName
          ? `${record.scientificName}\n${record.commonName}`
          : record.scientificName,
        categoryName(record.threatCategory),
        record.class,
        record.shareOfRange === undefined
          ? '–'
          : texts.t('biodiversityResults.percent', {
              value: formatNumber(record.shareOfRange * 100, { locale: texts.locale }),
            }),
      ],
    })),
    { title: texts.t('biodiversityResults.species.tableTitle') },
  );
}
