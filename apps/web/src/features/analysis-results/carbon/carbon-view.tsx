import {
  CARBON_CHANGE_TYPES,
  CARBON_POOLS,
  type CarbonChangeDataset,
  type CarbonPool,
  type CarbonValues,
} from '@ecotone/analysis';
import { convert, formatNumber, languageToLocale, unitLabel } from '@ecotone/i18n';
import {
  CARBON_UNITS,
  type CarbonMass,
  inMass,
  parseCarbonValues,
  pieSlices,
  poolRows,
  rangeInMass,
  showsDetailsToggle,
  visibleChangeDatasets,
} from '@ecotone/results/carbon/carbon-model';
import { paletteColor } from '@ecotone/results/charts/chart-palette';
import { type QuantityFormat, quantityFormat } from '@ecotone/results/quantity-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DonutChart } from '../../../ui/charts/donut-chart';
import { usePreferences } from '../../preferences';
import { CarbonHeadline, MassSwitch } from './carbon-headline';
import { poolColor, StockChart } from './stock-chart';

/** Each pool and each activity keeps one palette colour in every chart of the tab. */
const activityColor = (dataset: CarbonChangeDataset) =>
  paletteColor(CARBON_CHANGE_TYPES.indexOf(dataset.type));

/**
 * The carbon tab of every carbon tool (specs/3 "Charts and tables", issue 15): headline values
 * with their uncertainty ranges, the table and pie charts by pool and by activity, the details
 * toggle, the yearly stock chart, in tC or tCO2e and per hectare or per acre. Loaded on demand
 * (result-panel.tsx), so the chart library is fetched only when a carbon tab opens.
 */
export function CarbonView({
  values: stored,
  masterCarbonLogUrl = null,
}: {
  values: Record<string, unknown>;
  /** The 'Master Carbon Log' the values are recorded in, when one is configured; else no link. */
  masterCarbonLogUrl?: string | null;
}) {
  const { t } = useTranslation();
  const values = useMemo(() => parseCarbonValues(stored), [stored]);
  if (!values)
    return (
      <Alert severity="info" data-testid="carbon-unavailable">
        {t('carbonResults.unavailable')}
      </Alert>
    );
  return <CarbonResult values={values} masterCarbonLogUrl={masterCarbonLogUrl} />;
}

function CarbonResult({
  values,
  masterCarbonLogUrl,
}: {
  values: CarbonValues;
  masterCarbonLogUrl: string | null;
}) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const [mass, setMass] = useState<CarbonMass>('tC');
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const visible = visibleChangeDatasets(values.carbonChangeDatasets);
  const toggle = showsDetailsToggle(visible);
  const showDetails = toggle && details;
  const unit = CARBON_UNITS[mass];
  const carbon = (tonnes: number, kind: keyof typeof unit = 'total') =>
    format.quantity(inMass(tonnes, mass), unit[kind]);
  const hasChange = visible.length > 0;
  return (
    <Stack spacing={3} data-testid="carbon-view">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="subtitle1" component="h3">
          {t('carbonResults.headline.title')}
        </Typography>
        <MassSwitch mass={mass} onChange={setMass} />
      </Box>
      <CarbonHeadline values={values} mass={mass} masterCarbonLogUrl={masterCarbonLogUrl} />
      {!hasChange && (
        <Alert severity="info" data-testid="carbon-baseline-only">
          {t('carbonResults.baselineOnly')}
        </Alert>
      )}
      <PoolTable
        values={values}
        visible={visible}
        showDetails={showDetails}
        unitLabelText={unitLabel(convert(0, unit.total, units).unit)}
        format={format}
        mass={mass}
      />
      {toggle && (
        <Box>
          <Button
            variant="outlined"
            size="small"
            aria-expanded={details}
            aria-controls={detailsId}
            onClick={() => setDetails((shown) => !shown)}
            data-testid="carbon-details-toggle"
          >
            {details ? t('carbonResults.details.hide') : t('carbonResults.details.show')}
          </Button>
        </Box>
      )}
      <Box
        id={detailsId}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(275px, 1fr))' },
        }}
        data-testid="carbon-pies"
      >
        <PoolPie
          title={t('carbonResults.charts.baselineByPool')}
          entries={CARBON_POOLS.map((pool) => ({
            id: pool,
            value: values.baselineCarbon[pool] ?? 0,
          }))}
          carbon={carbon}
          testId="carbon-pie-baseline"
        />
        {hasChange && (
          <PoolPie
            title={t('carbonResults.charts.changeByPool')}
            entries={CARBON_POOLS.map((pool) => ({
              id: pool,
              value: visible.reduce((sum, dataset) => sum + (dataset.pools[pool] ?? 0), 0),
            }))}
            carbon={carbon}
            testId="carbon-pie-change"
          />
        )}
        {showDetails && (
          <ActivityPie visible={visible} carbon={carbon} testId="carbon-pie-activity" />
        )}
      </Box>
      {hasChange && <ActivityTable visible={visible} format={format} mass={mass} />}
      {hasChange && values.yearlyCarbonStocks.length > 1 && (
        <StockChart values={values} mass={mass} />
      )}
    </Stack>
  );
}

/** Carbon by pool: baseline stock and change, and with the details the change by activity. */
function PoolTable({
  values,
  visible,
  showDetails,
  unitLabelText,
  format,
  mass,
}: {
  values: CarbonValues;
  visible: CarbonChangeDataset[];
  showDetails: boolean;
  unitLabelText: string;
  format: QuantityFormat;
  mass: CarbonMass;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = poolRows(values.baselineCarbon, visible);
  const number = (tonnes: number | null) =>
    tonnes === null ? '–' : format.number(inMass(tonnes, mass));
  const withUnit = (label: string) => `${label} (${unitLabelText})`;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('carbonResults.table.title')}
      </Typography>
      <TableContainer>
        <Table
          size="small"
          aria-labelledby={headingId}
          sx={{ '& td, & tbody th': { whiteSpace: 'nowrap' } }}
          data-testid="carbon-pool-table"
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('carbonResults.table.pool')}</TableCell>
              <TableCell align="right">{withUnit(t('carbonResults.table.baseline'))}</TableCell>
              {visible.length > 0 && (
                <TableCell align="right">
                  {withUnit(t('carbonResults.table.change', { years: values.projectDuration }))}
                </TableCell>
              )}
              {showDetails &&
                visible.map((dataset) => (
                  <TableCell key={dataset.type} align="right">
                    {withUnit(t(`carbonResults.changeTypes.${dataset.type}`))}
                  </TableCell>
                ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const total = row.pool === 'totalCarbon';
              const cell = { fontWeight: total ? 600 : undefined };
              return (
                <TableRow key={row.pool} data-testid={`carbon-pool-row-${row.pool}`}>
                  <TableCell component="th" scope="row" sx={cell}>
                    {!total && <Swatch color={poolColor(row.pool as CarbonPool)} />}
                    {t(`carbonResults.pools.${row.pool}`)}
                  </TableCell>
                  <TableCell align="right" sx={cell}>
                    {number(row.baseline)}
                  </TableCell>
                  {visible.length > 0 && (
                    <TableCell align="right" sx={cell}>
                      {number(row.change)}
                    </TableCell>
                  )}
                  {showDetails &&
                    row.byDataset.map((value, index) => (
                      <TableCell key={visible[index]?.type ?? index} align="right" sx={cell}>
                        {number(value)}
                      </TableCell>
                    ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
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
        verticalAlign: 'middle',
      }}
    />
  );
}

function useSliceText() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = languageToLocale(language);
  return (value: string, percent: number) =>
    t('carbonResults.percentOf', {
      value,
      percent: formatNumber(percent, { locale }),
    });
}

function PoolPie({
  title,
  entries,
  carbon,
  testId,
}: {
  title: string;
  entries: { id: CarbonPool; value: number }[];
  carbon: (tonnes: number) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const sliceText = useSliceText();
  const slices = pieSlices(entries);
  if (!slices) return <MixedSigns title={title} testId={testId} />;
  const losses = entries.some((entry) => entry.value < 0);
  const percents = new Map(slices.map((slice) => [slice.id, slice.percent]));
  return (
    <DonutChart
      title={losses ? `${title} — ${t('carbonResults.charts.losses')}` : title}
      testId={testId}
      slices={slices.map((slice) => ({
        id: slice.id,
        label: t(`carbonResults.pools.${slice.id}`),
        value: slice.value,
        color: poolColor(slice.id),
      }))}
      formatValue={(value, id) => sliceText(carbon(value), percents.get(id as CarbonPool) ?? 0)}
    />
  );
}

function ActivityPie({
  visible,
  carbon,
  testId,
}: {
  visible: CarbonChangeDataset[];
  carbon: (tonnes: number) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const sliceText = useSliceText();
  const title = t('carbonResults.charts.changeByActivity');
  const slices = pieSlices(
    visible.map((dataset) => ({ id: dataset.type, value: dataset.totalCarbonChange })),
  );
  if (!slices) return <MixedSigns title={title} testId={testId} />;
  const percents = new Map(slices.map((slice) => [slice.id, slice.percent]));
  return (
    <DonutChart
      title={title}
      testId={testId}
      slices={slices.map((slice) => {
        const dataset = visible.find((candidate) => candidate.type === slice.id);
        return {
          id: slice.id,
          label: t(`carbonResults.changeTypes.${slice.id}`),
          value: slice.value,
          color: dataset ? activityColor(dataset) : paletteColor(0),
        };
      })}
      formatValue={(value, id) => sliceText(carbon(value), percents.get(id as never) ?? 0)}
    />
  );
}

function MixedSigns({ title, testId }: { title: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={testId}>
      <Typography variant="subtitle2" component="figcaption" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('carbonResults.charts.mixedSigns')}
      </Typography>
    </Box>
  );
}

/** Each activity with change: its area, change, per area, per year, share and range. */
function ActivityTable({
  visible,
  format,
  mass,
}: {
  visible: CarbonChangeDataset[];
  format: QuantityFormat;
  mass: CarbonMass;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const unit = CARBON_UNITS[mass];
  const carbon = (tonnes: number, kind: keyof typeof unit) =>
    format.quantity(inMass(tonnes, mass), unit[kind]);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t('carbonResults.activities.title')}
      </Typography>
      <TableContainer>
        <Table
          size="small"
          aria-labelledby={headingId}
          sx={{ '& td, & tbody th': { whiteSpace: 'nowrap' } }}
          data-testid="carbon-activity-table"
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('carbonResults.activities.activity')}</TableCell>
              <TableCell align="right">{t('carbonResults.activities.area')}</TableCell>
              <TableCell align="right">{t('carbonResults.activities.change')}</TableCell>
              <TableCell align="right">{t('carbonResults.activities.perArea')}</TableCell>
              <TableCell align="right">{t('carbonResults.activities.annual')}</TableCell>
              <TableCell align="right">{t('carbonResults.activities.percent')}</TableCell>
              <TableCell align="right">{t('carbonResults.activities.range')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((dataset) => {
              const range = dataset.uncertainty && rangeInMass(dataset.uncertainty, mass);
              return (
                <TableRow key={dataset.type} data-testid={`carbon-activity-row-${dataset.type}`}>
                  <TableCell component="th" scope="row">
                    <Swatch color={activityColor(dataset)} />
                    {t(`carbonResults.changeTypes.${dataset.type}`)}
                  </TableCell>
                  <TableCell align="right">{format.quantity(dataset.areaHa, 'ha')}</TableCell>
                  <TableCell align="right">{carbon(dataset.totalCarbonChange, 'total')}</TableCell>
                  <TableCell align="right">
                    {carbon(dataset.totalUnitCarbonChange, 'perArea')}
                  </TableCell>
                  <TableCell align="right">
                    {carbon(dataset.averageAnnualCarbonChange, 'annual')}
                  </TableCell>
                  <TableCell align="right">
                    {t('carbonResults.percent', { value: format.number(dataset.percent) })}
                  </TableCell>
                  <TableCell align="right">
                    {range
                      ? t('results.values.range', {
                          min: format.quantity(range.low, unit.total),
                          max: format.quantity(range.high, unit.total),
                        })
                      : '–'}
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
