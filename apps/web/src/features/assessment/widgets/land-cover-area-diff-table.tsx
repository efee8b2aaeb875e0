import type { AnalysisResult } from '@ecotone/contracts';
import { landCoverView } from '@ecotone/results/land-cover-model';
import { quantityFormat } from '@ecotone/results/quantity-format';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonTable, useLooseTranslate } from '../../analysis-results';
import { usePreferences } from '../../preferences';

/**
 * specs/3 LandCoverAreaDiffTable: the area of each land cover class in the baseline and study
 * years and the difference, the land cover tab's comparison table (sorting and paging included).
 */
export function LandCoverAreaDiffTable({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation();
  const translate = useLooseTranslate();
  const { units, language } = usePreferences();
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const view = landCoverView(result.results.values);
  const rows = view.rows.map((row) => ({ ...row, category: translate(row.category) }));
  return (
    <Stack spacing={1} data-testid="land-cover-area-diff">
      {view.dataset && view.baseYear !== null && view.studyYear !== null && (
        <Typography variant="body2" color="text.secondary">
          {`${translate(`landCover.datasets.${view.dataset}`)} · ${t(
            'results.landCover.yearRange',
            {
              baseYear: view.baseYear,
              studyYear: view.studyYear,
            },
          )}`}
        </Typography>
      )}
      <ComparisonTable
        rows={rows}
        baseYear={view.baseYear}
        studyYear={view.studyYear}
        format={format}
      />
    </Stack>
  );
}
