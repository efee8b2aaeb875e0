import type { AnalysisResult, ToolRun } from '@ecotone/contracts';
import { isBiodiversityScriptType } from '@ecotone/results/biodiversity/biodiversity-script-types';
import { isCarbonScriptType } from '@ecotone/results/carbon/carbon-model';
import { studyAreaOf } from '@ecotone/results/study-area';
import { isTimeSeriesScriptType } from '@ecotone/results/time-series/time-series-model';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../auth';
import { ContextView } from './context-view';
import { DataSources } from './data-sources';
import { DemoDataNotice } from './demo-data-notice';
import { FetchErrorPanel } from './fetch-error-panel';
import { LandCoverChangeView } from './land-cover-change-view';
import { LayerDownloads } from './layer-downloads';
import { useAnalysisResult } from './results-api';
import { hasResult } from './results-model';
import { StudyAreaNote } from './study-area-note';

// The biodiversity and carbon tabs and their chart library load only when such a result is shown.
const BiodiversityView = lazy(() =>
  import('./biodiversity/biodiversity-view').then((module) => ({
    default: module.BiodiversityView,
  })),
);
const CarbonView = lazy(() =>
  import('./carbon/carbon-view').then((module) => ({ default: module.CarbonView })),
);
// The time-series tab shares that chunk graph: its chart library loads with its first tab.
const TimeSeriesView = lazy(() =>
  import('./time-series/time-series-view').then((module) => ({ default: module.TimeSeriesView })),
);

/** One tool's tab: its result once it succeeded, otherwise why there is none yet. */
export function ResultPanel({ analysisId, run }: { analysisId: string; run: ToolRun }) {
  const ready = hasResult(run);
  const result = useAnalysisResult(analysisId, run.scriptType, ready);
  if (!ready) return <NoResult run={run} />;
  if (result.isPending) return <ResultSkeleton />;
  if (result.isError) return <FetchErrorPanel analysisId={analysisId} error={result.error} />;
  return <ResultBody result={result.data} />;
}

function ResultBody({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation();
  const { values, main, lineage, methods, synthetic, warnings } = result.results;
  const masterCarbonLogUrl = useClientConfig()?.masterCarbonLogUrl ?? null;
  const studyArea = studyAreaOf(result);
  return (
    <Stack spacing={3} data-testid={`result-${result.scriptType}`}>
      {synthetic && <DemoDataNotice />}
      {studyArea && <StudyAreaNote studyArea={studyArea} />}
      {warnings.length > 0 && (
        <Alert severity="info" data-testid="result-warnings">
          <AlertTitle>{t('results.warnings.title')}</AlertTitle>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Stack>
        </Alert>
      )}
      {result.scriptType === 'context' && <ContextView values={values} />}
      {result.scriptType === 'landCoverChange' && <LandCoverChangeView values={values} />}
      {isCarbonScriptType(result.scriptType) && (
        <Suspense fallback={<ResultSkeleton />}>
          {/* MASTER_CARBON_LOG_URL: without one the values show without the link. */}
          <CarbonView values={values} masterCarbonLogUrl={masterCarbonLogUrl} />
        </Suspense>
      )}
      {isTimeSeriesScriptType(result.scriptType) && (
        <Suspense fallback={<ResultSkeleton />}>
          <TimeSeriesView values={values} scriptType={result.scriptType} />
        </Suspense>
      )}
      {isBiodiversityScriptType(result.scriptType) && (
        <Suspense fallback={<ResultSkeleton />}>
          <BiodiversityView scriptType={result.scriptType} values={values} />
        </Suspense>
      )}
      <Divider />
      <LayerDownloads images={main.images} vectors={main.vectors} />
      <Divider />
      <DataSources lineage={lineage} methods={methods} />
    </Stack>
  );
}

/** The empty state of specs/3 section 4: a tool without a result reads 'pending'. */
function NoResult({ run }: { run: ToolRun }) {
  const { t } = useTranslation();
  const reason =
    run.state === 'FAILED'
      ? t('results.empty.failed')
      : run.state === 'CANCELLED'
        ? t('results.empty.cancelled')
        : t('results.empty.waiting');
  return (
    <Stack spacing={1} sx={{ py: 4 }} data-testid="result-empty">
      <Typography variant="h6" component="p">
        {t('results.empty.pending')}
      </Typography>
      <Typography color="text.secondary">{reason}</Typography>
    </Stack>
  );
}

export function ResultSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={1}
      aria-busy="true"
      aria-label={t('web.app.loading')}
      data-testid="result-loading"
    >
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rectangular" height={160} />
    </Stack>
  );
}
