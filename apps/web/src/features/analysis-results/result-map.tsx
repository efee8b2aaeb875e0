import type { ToolRun } from '@ecotone/contracts';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AnalysisMap } from '../analysis-map';
import { DemoDataNotice } from './demo-data-notice';
import { useAnalysisResult } from './results-api';
import { hasResult } from './results-model';

/**
 * The map view of one tool's tab: its layers once it succeeded; until then the shape alone, with
 * why there are no layers yet.
 */
export function ResultMap({
  analysisId,
  shapefileId,
  run,
}: {
  analysisId: string;
  shapefileId: string;
  run: ToolRun;
}) {
  const { t } = useTranslation();
  const ready = hasResult(run);
  const result = useAnalysisResult(analysisId, run.scriptType, ready);
  const main = result.data?.results.main;
  const emptyText = !ready
    ? t('analysisMap.pending')
    : result.isError
      ? t('results.errors.loading', { id: analysisId })
      : null;
  return (
    <Stack spacing={2}>
      {/* Synthetic layers are labelled on the map as everywhere they are shown (data honesty). */}
      {result.data?.results.synthetic && <DemoDataNotice />}
      <AnalysisMap
        analysisId={analysisId}
        shapefileId={shapefileId}
        scriptType={run.scriptType}
        toolLabel={t(`tools.labels.${run.scriptType}`)}
        layers={main ? { images: main.images, vectors: main.vectors } : null}
        emptyText={emptyText}
        loading={ready && result.isPending}
      />
    </Stack>
  );
}
