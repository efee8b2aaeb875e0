import type { AnalysisResult } from '@ecotone/contracts';
import { languageToLocale } from '@ecotone/i18n';
import { parseTimeSeriesValues } from '@ecotone/results/time-series/time-series-model';
import Alert from '@mui/material/Alert';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChartView } from '../../../ui/charts/time-series-chart';
import { useLabelText } from '../../analysis-results';
import { usePreferences } from '../../preferences';
import { pickChart } from './time-series-pick';

/**
 * specs/3 TimeSeriesChart (timeSeriesId as `group/chart-name-fragment`): one chart the tool
 * stored, drawn as its results tab draws it (with its table alternative), in the reader's units.
 * An id of another form reads 'Unknown time series chart'; an id no chart matches is only
 * logged (specs/3 section 8) and nothing is drawn.
 */
export function TimeSeriesChart({
  result,
  timeSeriesId,
}: {
  result: AnalysisResult;
  timeSeriesId: string;
}) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const labelText = useLabelText();
  const pick = useMemo(() => {
    const values = parseTimeSeriesValues(result.results.values, result.scriptType);
    return pickChart(values?.charts ?? [], timeSeriesId);
  }, [result, timeSeriesId]);
  const missing = 'error' in pick && pick.error === 'none';
  useEffect(() => {
    if (missing) console.warn(`No time series chart matches ${timeSeriesId}`);
  }, [missing, timeSeriesId]);
  if ('error' in pick)
    return pick.error === 'unknown' ? (
      <Alert severity="warning" data-testid="time-series-unknown">
        {t('assessment.tool.unknownChart')}
      </Alert>
    ) : null;
  return (
    <TimeSeriesChartView
      chart={pick.chart}
      units={units}
      locale={languageToLocale(language)}
      labelText={labelText}
      testId={`chart-${pick.chart.timeSeriesId}`}
    />
  );
}
