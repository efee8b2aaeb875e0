import type { LabelRef, ScriptType, SeriesHeadline } from '@ecotone/analysis';
import { languageToLocale } from '@ecotone/i18n';
import { type QuantityFormat, quantityFormat } from '@ecotone/results/quantity-format';
import {
  parseTimeSeriesValues,
  type TimeSeriesView as TimeSeriesValues,
} from '@ecotone/results/time-series/time-series-model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChartView } from '../../../ui/charts/time-series-chart';
import { usePreferences } from '../../preferences';
import { useLabelText } from '../use-loose-translate';
import { FireHistoryTable } from './fire-history-table';

/**
 * The tab of the six time-series tools (droughts and floods, soil moisture potential, water
 * balance, vegetation change, performance degradation, fire context; issue 16): the headlines,
 * each chart of `values.charts` as the tool stored it, and for fire context the fire history
 * table. Loaded on demand with the chart library (result-panel.tsx), like the carbon tab.
 */
export function TimeSeriesView({
  values: stored,
  scriptType,
}: {
  values: Record<string, unknown>;
  scriptType: ScriptType;
}) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const values = useMemo(() => parseTimeSeriesValues(stored, scriptType), [stored, scriptType]);
  const labelText = useLabelText();
  const chartsId = useId();
  if (!values)
    return (
      <Alert severity="info" data-testid="time-series-unavailable">
        {t('timeSeriesResults.unavailable')}
      </Alert>
    );
  return (
    <Stack spacing={3} data-testid="time-series-view">
      <Headlines values={values} format={format} labelText={labelText} />
      {values.events && (
        <FireHistoryTable events={values.events} studyAreaHa={values.studyAreaHa} format={format} />
      )}
      {values.charts.length > 0 && (
        <section aria-labelledby={chartsId}>
          <Typography id={chartsId} variant="subtitle1" component="h3" sx={visuallyHidden}>
            {t('timeSeriesResults.charts.title')}
          </Typography>
          <Stack spacing={4}>
            {values.charts.map((chart) => (
              <TimeSeriesChartView
                key={chart.timeSeriesId}
                chart={chart}
                units={units}
                locale={locale}
                labelText={labelText}
                testId={`chart-${chart.timeSeriesId}`}
              />
            ))}
          </Stack>
        </section>
      )}
      {values.charts.length === 0 && values.headlines.length === 0 && !values.events && (
        <Alert severity="info" data-testid="time-series-unavailable">
          {t('timeSeriesResults.unavailable')}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The headlines of a time-series result (study area, period, each headline in the reader's units)
 * on their own: the assessment page's key figures of vegetation, degradation and water tools.
 */
export function TimeSeriesHeadlines({
  values: stored,
  scriptType,
}: {
  values: Record<string, unknown>;
  scriptType: ScriptType;
}) {
  const { units, language } = usePreferences();
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const values = useMemo(() => parseTimeSeriesValues(stored, scriptType), [stored, scriptType]);
  const labelText = useLabelText();
  return values ? <Headlines values={values} format={format} labelText={labelText} /> : null;
}

function Headlines({
  values: { headlines, studyAreaHa, startDate, endDate },
  format,
  labelText,
}: {
  values: TimeSeriesValues;
  format: QuantityFormat;
  labelText: (label: LabelRef) => string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const period =
    startDate && endDate
      ? t('timeSeriesResults.headlines.periodValue', { start: startDate, end: endDate })
      : null;
  const value = (headline: SeriesHeadline) => {
    if (headline.value === null) return t('results.values.notAvailable');
    return headline.unit
      ? format.quantity(headline.value, headline.unit)
      : format.number(headline.value);
  };
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('timeSeriesResults.headlines.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1, m: 0 }}
        data-testid="time-series-headlines"
      >
        {studyAreaHa !== null && (
          <Row id="study-area" label={t('timeSeriesResults.headlines.studyArea')}>
            {format.quantity(studyAreaHa, 'ha')}
          </Row>
        )}
        {period && (
          <Row id="period" label={t('timeSeriesResults.headlines.period')}>
            {period}
          </Row>
        )}
        {headlines.map((headline) => (
          <Row key={headline.id} id={headline.id} label={labelText(headline.label)}>
            {headline.classLabel ? (
              <>
                {headline.color && <Swatch color={headline.color} />}
                {t('timeSeriesResults.headlines.classValue', {
                  value: value(headline),
                  class: labelText(headline.classLabel),
                })}
              </>
            ) : (
              value(headline)
            )}
          </Row>
        ))}
      </Box>
    </section>
  );
}

function Row({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }} data-testid={`headline-${id}`}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={`headline-${id}-value`}>
        {children}
      </Box>
    </Box>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        mr: 1,
        borderRadius: 0.5,
        bgcolor: color,
        border: '1px solid rgba(0,0,0,0.4)',
        verticalAlign: 'middle',
      }}
    />
  );
}

/** Read by screen readers, not shown (in sx, a width of 1 would mean 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
