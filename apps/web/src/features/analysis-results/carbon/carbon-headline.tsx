import type { CarbonRange, CarbonValues } from '@ecotone/analysis';
import {
  CARBON_UNITS,
  type CarbonMass,
  inMass,
  visibleChangeDatasets,
} from '@ecotone/results/carbon/carbon-model';
import { quantityFormat } from '@ecotone/results/quantity-format';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences';

/**
 * The carbon tab's headline values (specs/3 CarbonChangeTotals): study area, baseline stock,
 * total change over the project and average annual change, each total and per area, with their
 * uncertainty ranges, in tC or tCO2e. The carbon tab and the assessment page show this one list.
 */
export function CarbonHeadline({
  values,
  mass,
  masterCarbonLogUrl,
}: {
  values: CarbonValues;
  mass: CarbonMass;
  /** The 'Master Carbon Log' the values are recorded in, when one is configured; else no link. */
  masterCarbonLogUrl: string | null;
}) {
  const { t } = useTranslation();
  const { units, language } = usePreferences();
  const format = useMemo(() => quantityFormat(units, language), [units, language]);
  const unit = CARBON_UNITS[mass];
  const carbon = (tonnes: number, kind: keyof typeof unit = 'total') =>
    format.quantity(inMass(tonnes, mass), unit[kind]);
  const log = (value: ReactNode) => (
    <CarbonLogged url={masterCarbonLogUrl} hint={t('carbonResults.masterCarbonLog.hint')}>
      {value}
    </CarbonLogged>
  );
  const rangeText = (range: CarbonRange | undefined) =>
    range &&
    t('carbonResults.headline.range', {
      low: carbon(range.low),
      high: carbon(range.high),
    });
  const hasChange = visibleChangeDatasets(values.carbonChangeDatasets).length > 0;
  const hasRange =
    values.baselineUncertainty !== undefined || (hasChange && values.uncertainty !== undefined);
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1, m: 0 }}
        data-testid="carbon-headline"
      >
        <Headline id="study-area" label={t('carbonResults.headline.studyArea')}>
          {format.quantity(values.studyAreaHa, 'ha')}
        </Headline>
        <Headline
          id="baseline"
          label={t('carbonResults.headline.baseline')}
          range={rangeText(values.baselineUncertainty)}
        >
          {log(
            t('carbonResults.headline.perArea', {
              value: carbon(values.baselineCarbon.totalCarbon),
              perArea: carbon(values.baselineUnitCarbon.totalCarbon, 'perArea'),
            }),
          )}
        </Headline>
        {hasChange && (
          <>
            <Headline
              id="total-change"
              label={t('carbonResults.headline.totalChange', { years: values.projectDuration })}
              range={rangeText(values.uncertainty)}
            >
              {log(
                t('carbonResults.headline.perArea', {
                  value: carbon(values.totalCarbonChange),
                  perArea: carbon(values.totalUnitCarbonChange, 'perArea'),
                }),
              )}
            </Headline>
            <Headline id="annual-change" label={t('carbonResults.headline.annualChange')}>
              {log(
                t('carbonResults.headline.perArea', {
                  value: carbon(values.averageAnnualCarbonChange, 'annual'),
                  perArea: carbon(values.averageAnnualUnitCarbonChange, 'annualPerArea'),
                }),
              )}
            </Headline>
          </>
        )}
      </Box>
      {hasRange && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 1 }}
          data-testid="carbon-headline-range-note"
        >
          {t('carbonResults.headline.rangeNote')}
        </Typography>
      )}
    </>
  );
}

/**
 * tC or tCO2e: one tab stop (MUI's roving focus), arrows between the two, Space or Enter to
 * press; the visible text is the name, the hint its description.
 */
export function MassSwitch({
  mass,
  onChange,
}: {
  mass: CarbonMass;
  onChange: (mass: CarbonMass) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mass}
      aria-label={t('carbonResults.units.label')}
      onChange={(_event, next: CarbonMass | null) => {
        if (next) onChange(next);
      }}
      data-testid="carbon-unit-switch"
    >
      <ToggleButton
        value="tC"
        title={t('carbonResults.units.tCHint')}
        data-testid="carbon-unit-tC"
        sx={{ px: 2, textTransform: 'none' }}
      >
        {t('carbonResults.units.tC')}
      </ToggleButton>
      <ToggleButton
        value="tCO2"
        title={t('carbonResults.units.tCO2Hint')}
        data-testid="carbon-unit-tCO2"
        sx={{ px: 2, textTransform: 'none' }}
      >
        {t('carbonResults.units.tCO2')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

function Headline({
  id,
  label,
  range,
  children,
}: {
  id: string;
  label: string;
  range?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'contents' }} data-testid={`carbon-headline-${id}`}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        <Box component="span" sx={{ fontWeight: 500 }} data-testid={`carbon-headline-${id}-value`}>
          {children}
        </Box>
        {range && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ ml: 1 }}
            data-testid={`carbon-headline-${id}-range`}
          >
            ({range})
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * specs/3 ValueWithUnits: a carbon value with the 'Master Carbon Log' it is recorded in. The
 * link exists only when a log is configured; without one the value stands alone (no dead link).
 */
function CarbonLogged({
  url,
  hint,
  children,
}: {
  url: string | null;
  hint: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!url) return <>{children}</>;
  const name = t('carbonResults.masterCarbonLog.link');
  return (
    <>
      {children}
      <Tooltip title={`${hint} ${name}`}>
        <IconButton
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          aria-label={name}
          sx={{ ml: 0.5, verticalAlign: 'text-bottom', p: 0.25 }}
          data-testid="master-carbon-log-link"
        >
          <InfoIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </>
  );
}
