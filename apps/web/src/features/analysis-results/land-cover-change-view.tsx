import { landCoverView } from '@ecotone/results/land-cover-model';
import { quantityFormat } from '@ecotone/results/quantity-format';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences';
import { ComparisonTable } from './comparison-table';
import { useLooseTranslate } from './use-loose-translate';

/** The land cover change result: dataset and years, the comparison table, degradation totals. */
export function LandCoverChangeView({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const translate = useLooseTranslate();
  const { units, language } = usePreferences();
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const view = landCoverView(values);
  const rows = view.rows.map((row) => ({ ...row, category: translate(row.category) }));
  const notAvailable = t('results.values.notAvailable');
  return (
    <Stack spacing={3}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('results.landCover.dataset')}
        </Box>
        <Box component="dd" sx={{ m: 0 }} data-testid="land-cover-dataset">
          {view.dataset ? translate(`landCover.datasets.${view.dataset}`) : notAvailable}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('results.landCover.years')}
        </Box>
        <Box component="dd" sx={{ m: 0 }} data-testid="land-cover-years">
          {view.baseYear !== null && view.studyYear !== null
            ? t('results.landCover.yearRange', {
                baseYear: view.baseYear,
                studyYear: view.studyYear,
              })
            : notAvailable}
        </Box>
      </Box>
      <section>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {t('results.landCover.comparison')}
        </Typography>
        <ComparisonTable
          rows={rows}
          baseYear={view.baseYear}
          studyYear={view.studyYear}
          format={format}
        />
      </section>
      {view.effects && (
        <section data-testid="land-cover-effects">
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t('results.landCover.totals')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
          >
            {(
              [
                ['degradation', view.effects.degradationHa],
                ['stable', view.effects.stableHa],
                ['improvement', view.effects.improvementHa],
              ] as const
            ).map(([effect, areaHa]) => (
              <Box key={effect} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {t(`landCover.transitions.${effect}`)}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {format.quantity(areaHa, 'ha')}
                </Box>
              </Box>
            ))}
          </Box>
        </section>
      )}
    </Stack>
  );
}
