import {
  type BiodiversityContextValues,
  RED_LIST_CATEGORIES,
  type RedListCategory,
} from '@ecotone/analysis';
import { formatNumber, languageToLocale } from '@ecotone/i18n';
import {
  countIn,
  NEAR_THREATENED_CATEGORIES,
} from '@ecotone/results/biodiversity/biodiversity-model';
import { RED_LIST_COLOURS } from '@ecotone/results/biodiversity/red-list-colours';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartFigure } from '../../../ui/charts/bar-chart';
import { usePreferences } from '../../preferences';
import { Headline, HeadlineList, Swatch } from './biodiversity-parts';
import { SpeciesTable } from './species-table';

/**
 * specs/3 "species threat chart and table by red list category" (IucnThreatLevelDistribution):
 * the threatened count (CR, EN, VU; with NT the near-threatened), the bars by category in the
 * order of severity with the IUCN colours and their counts as text, then the species table.
 */
export function SpeciesSection({ values }: { values: BiodiversityContextValues }) {
  const { t } = useTranslation();
  const headingId = useId();
  const categoryName = useCategoryName();
  const total = RED_LIST_CATEGORIES.reduce(
    (sum, category) => sum + values.speciesCountByCategory[category],
    0,
  );
  return (
    <Stack
      spacing={3}
      component="section"
      aria-labelledby={headingId}
      data-testid="biodiversity-species"
    >
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('biodiversityResults.species.title')}
      </Typography>
      <SpeciesDistribution values={values} />
      {total > 0 && <SpeciesTable species={values.species} categoryName={categoryName} />}
    </Stack>
  );
}

/** "CR — Critically endangered": a Red List category by its code and name. */
function useCategoryName() {
  const { t } = useTranslation();
  return (category: RedListCategory) =>
    t('biodiversityResults.categoryWithCode', {
      code: category,
      name: t(`biodiversityResults.redList.${category}`),
    });
}

/**
 * specs/3 IucnThreatLevelDistribution: the species counts (threatened, near-threatened) and the
 * bars by Red List category with the list of categories beside them (the tab's, and the
 * assessment page's).
 */
export function SpeciesDistribution({ values }: { values: BiodiversityContextValues }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = languageToLocale(language);
  const categoryName = useCategoryName();
  const counts = values.speciesCountByCategory;
  const count = (value: number) => formatNumber(value, { locale });
  const total = RED_LIST_CATEGORIES.reduce((sum, category) => sum + counts[category], 0);
  return (
    <Stack spacing={3}>
      <HeadlineList testId="biodiversity-species-headline">
        <Headline id="species-total" label={t('biodiversityResults.species.total')}>
          {count(total)}
        </Headline>
        <Headline id="threatened" label={t('biodiversityResults.species.threatened')}>
          {count(values.threatenedSpeciesCount)}
        </Headline>
        <Headline id="near-threatened" label={t('biodiversityResults.species.nearThreatened')}>
          {count(countIn(counts, NEAR_THREATENED_CATEGORIES))}
        </Headline>
      </HeadlineList>
      {total === 0 ? (
        <Typography color="text.secondary" data-testid="species-none">
          {t('biodiversityResults.species.none')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <BarChartFigure
            title={t('biodiversityResults.species.chartTitle')}
            description={t('biodiversityResults.species.chartText')}
            testId="species-chart"
            categories={[...RED_LIST_CATEGORIES]}
            categoryColors={RED_LIST_CATEGORIES.map((category) => RED_LIST_COLOURS[category])}
            series={[
              {
                id: 'species',
                label: t('biodiversityResults.species.chartAxis'),
                data: RED_LIST_CATEGORIES.map((category) => counts[category]),
              },
            ]}
            valueAxisLabel={t('biodiversityResults.species.chartAxis')}
            hideLegend
            height={320}
            formatValue={count}
            formatTick={(value) => (Number.isInteger(value) ? count(value) : '')}
          />
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
            data-testid="species-category-counts"
          >
            {RED_LIST_CATEGORIES.map((category) => (
              <Box
                component="li"
                key={category}
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                data-testid={`species-count-${category}`}
              >
                <Swatch color={RED_LIST_COLOURS[category]} />
                <Box component="span" sx={{ flex: 1 }}>
                  {categoryName(category)}
                </Box>
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {count(counts[category])}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
