import { BURN_SEVERITY_LAYER_ID } from '@ecotone/analysis';
import type { AnalysisResult } from '@ecotone/contracts';
import { quantityFormat } from '@ecotone/results/quantity-format';
import { parseTimeSeriesValues } from '@ecotone/results/time-series/time-series-model';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo } from 'react';
import { usePreferences } from '../../preferences';
import { AnalysisMap } from './analysis-map';
import { FireHistoryTable, Unavailable } from './result-parts';

/**
 * specs/3 FireHistoryMap: the fire tool's burn severity map (the period's most severe burn per
 * pixel) under the shape, then the fire history table (rows by event, burn severity sub-rows).
 */
export function FireHistoryMap({
  result,
  shapefileId,
}: {
  result: AnalysisResult;
  shapefileId: string;
}) {
  const { units, language } = usePreferences();
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const values = useMemo(
    () => parseTimeSeriesValues(result.results.values, result.scriptType),
    [result],
  );
  const layer = result.results.main.images.find(
    (image) => image.layerId === BURN_SEVERITY_LAYER_ID,
  );
  if (!values?.events) return <Unavailable testId="fire-unavailable" />;
  return (
    <Stack spacing={2} data-testid="fire-history-map">
      {layer && (
        <AnalysisMap
          shapefileId={shapefileId}
          analysisId={result.analysisId}
          layerId={layer.layerId}
          legend={layer.legend}
          label={layer.label}
          testId="fire-map"
        />
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <FireHistoryTable events={values.events} studyAreaHa={values.studyAreaHa} format={format} />
      </Suspense>
    </Stack>
  );
}
