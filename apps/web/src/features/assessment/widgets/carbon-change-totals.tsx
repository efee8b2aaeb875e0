import type { AnalysisResult } from '@ecotone/contracts';
import {
  type CarbonMass,
  parseCarbonValues,
  visibleChangeDatasets,
} from '@ecotone/results/carbon/carbon-model';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../auth';
import { CarbonHeadline, MassSwitch, StockChart, Unavailable } from './result-parts';

/**
 * specs/3 CarbonChangeTotals: the baseline stock, the total change over the project and the
 * average annual change, each with its range, in tC or tCO2e (the carbon tab's switch and its
 * headline, so the numbers are the tab's), then the stock by year when there is change.
 */
export function CarbonChangeTotals({
  result,
  stockChart = true,
}: {
  result: AnalysisResult;
  /** The stock by year chart below the totals. */
  stockChart?: boolean;
}) {
  const { t } = useTranslation();
  const values = useMemo(() => parseCarbonValues(result.results.values), [result]);
  const [mass, setMass] = useState<CarbonMass>('tC');
  const masterCarbonLogUrl = useClientConfig()?.masterCarbonLogUrl ?? null;
  if (!values) return <Unavailable testId="carbon-unavailable" />;
  const hasChange = visibleChangeDatasets(values.carbonChangeDatasets).length > 0;
  return (
    <Stack spacing={2} data-testid="carbon-change-totals">
      <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="subtitle1" component="h4">
            {t('carbonResults.headline.title')}
          </Typography>
          <Box className="no-print">
            <MassSwitch mass={mass} onChange={setMass} />
          </Box>
        </Box>
        <CarbonHeadline values={values} mass={mass} masterCarbonLogUrl={masterCarbonLogUrl} />
        {!hasChange && (
          <Typography variant="body2" color="text.secondary" data-testid="carbon-baseline-only">
            {t('carbonResults.baselineOnly')}
          </Typography>
        )}
        {stockChart && hasChange && values.yearlyCarbonStocks.length > 1 && (
          <StockChart values={values} mass={mass} />
        )}
      </Suspense>
    </Stack>
  );
}
