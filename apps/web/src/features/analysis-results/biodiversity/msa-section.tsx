import type { BiodiversityMsaValues } from '@ecotone/analysis';
import { formatNumber, languageToLocale } from '@ecotone/i18n';
import {
  msaLossAvoidedHa,
  msaRows,
  signed,
} from '@ecotone/results/biodiversity/biodiversity-model';
import { paletteColor } from '@ecotone/results/charts/chart-palette';
import { quantityFormat } from '@ecotone/results/quantity-format';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartFigure } from '../../../ui/charts/bar-chart';
import { usePreferences } from '../../preferences';
import { useLooseTranslate } from '../use-loose-translate';
import { Headline, HeadlineList, Swatch } from './biodiversity-parts';

const BEFORE_COLOR = paletteColor(0);
const AFTER_COLOR = paletteColor(2);

/**
 * MSA as a fraction 0..1 with at least 2 significant digits (specs/3 "minimum 2 significant
 * digits"), not as a percent: GLOBIO reports MSA as a fraction, and a difference of fractions
 * cannot be misread as a relative change the way "+19 %" could.
 */
export function MsaSection({ values }: { values: BiodiversityMsaValues }) {
  const { t, i18n } = useTranslation();
  const translate = useLooseTranslate();
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const msa = (value: number) => formatNumber(value, { locale });
  const rows = msaRows(values.msaMeanBefore, values.msaMeanAfter);
  const avoided = msaLossAvoidedHa(values);
  // The wizard's restoration activities name the common ones; another type arrives as a
  // catalogue key or is shown as it came (the contract leaves the 9 MSA types open).
  // The MSA tools' own activities (decision 0018), else the wizard's restoration activities.
  const activityName = (type: string) => {
    const key = [
      `tools.options.msaActivityType.${type}`,
      `analysisInputs.analyzeStep.activities.${type}`,
    ].find((candidate) => i18n.exists(candidate));
    return translate(key ?? type);
  };
  const charted = rows.filter((row) => row.before !== null && row.after !== null);
  return (
    <Stack spacing={3} data-testid="biodiversity-msa">
      <HeadlineList testId="biodiversity-msa-headline">
        <Headline id="study-area" label={t('biodiversityResults.headline.studyArea')}>
          {format.quantity(values.studyAreaHa, 'ha')}
        </Headline>
        {values.activityType && (
          <Headline id="activity" label={t('biodiversityResults.headline.activity')}>
            {activityName(values.activityType)}
          </Headline>
        )}
        {values.projectDuration > 0 && (
          <Headline id="duration" label={t('biodiversityResults.headline.duration')}>
            {t('biodiversityResults.headline.years', { years: values.projectDuration })}
          </Headline>
        )}
        <Headline id="loss-before" label={t('biodiversityResults.msa.lossBefore')}>
          {format.quantity(values.msaLossHaBefore, 'ha')}
        </Headline>
        <Headline id="loss-after" label={t('biodiversityResults.msa.lossAfter')}>
          {format.quantity(values.msaLossHaAfter, 'ha')}
        </Headline>
        <Headline id="loss-avoided" label={t('biodiversityResults.msa.lossAvoided')}>
          {signed(format.quantity(avoided, 'ha'), avoided)}
        </Headline>
      </HeadlineList>
      <Typography variant="body2" color="text.secondary">
        {t('biodiversityResults.msa.lossHint')}
      </Typography>
      <MsaComparisonTable values={values} />
      <BarChartFigure
        title={t('biodiversityResults.msa.chartTitle')}
        description={t('biodiversityResults.msa.chartText')}
        testId="msa-chart"
        categories={charted.map((row) => t(`biodiversityResults.pressures.${row.pressure}`))}
        series={[
          {
            id: 'before',
            label: t('biodiversityResults.msa.before'),
            data: charted.map((row) => row.before ?? 0),
            color: BEFORE_COLOR,
          },
          {
            id: 'after',
            label: t('biodiversityResults.msa.after'),
            data: charted.map((row) => row.after ?? 0),
            color: AFTER_COLOR,
          },
        ]}
        valueAxisLabel={t('biodiversityResults.msa.chartAxis')}
        valueMax={1}
        formatValue={msa}
        formatTick={msa}
      />
    </Stack>
  );
}

/**
 * specs/3 MsaComparisonTable: MSA before and after for each pressure and the total, with the
 * difference (the tab's, and the assessment page's).
 */
export function MsaComparisonTable({ values }: { values: BiodiversityMsaValues }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = languageToLocale(language);
  const msa = (value: number) => formatNumber(value, { locale });
  const headingId = useId();
  const rows = msaRows(values.msaMeanBefore, values.msaMeanAfter);
  const cell = (value: number | null) =>
    value === null ? t('biodiversityResults.msa.notApplicable') : msa(value);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('biodiversityResults.msa.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('biodiversityResults.msa.intro')}
      </Typography>
      <TableContainer>
        <Table
          size="small"
          aria-labelledby={headingId}
          sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
          data-testid="msa-comparison-table"
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('biodiversityResults.msa.pressure')}</TableCell>
              <TableCell align="right">
                <Swatch color={BEFORE_COLOR} />
                {t('biodiversityResults.msa.before')}
              </TableCell>
              <TableCell align="right">
                <Swatch color={AFTER_COLOR} />
                {t('biodiversityResults.msa.after')}
              </TableCell>
              <TableCell align="right">{t('biodiversityResults.msa.difference')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const total = row.pressure === 'total';
              const sx = total ? { fontWeight: 600 } : undefined;
              return (
                <TableRow key={row.pressure} data-testid={`msa-row-${row.pressure}`}>
                  <TableCell component="th" scope="row" sx={sx}>
                    {t(`biodiversityResults.pressures.${row.pressure}`)}
                  </TableCell>
                  <TableCell align="right" sx={sx} data-testid="msa-before">
                    {cell(row.before)}
                  </TableCell>
                  <TableCell align="right" sx={sx} data-testid="msa-after">
                    {cell(row.after)}
                  </TableCell>
                  <TableCell align="right" sx={sx} data-testid="msa-difference">
                    {row.difference === null ? '–' : signed(msa(row.difference), row.difference)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
