import { CARBON_POOLS, type CarbonPool, type CarbonValues } from '@ecotone/analysis';
import { formatNumber, languageToLocale, unitLabel } from '@ecotone/i18n';
import { CARBON_UNITS, type CarbonMass, stockSeries } from '@ecotone/results/carbon/carbon-model';
import { paletteColor } from '@ecotone/results/charts/chart-palette';
import { useTranslation } from 'react-i18next';
import { StackedAreaChart } from '../../../ui/charts/stacked-area-chart';
import { usePreferences } from '../../preferences';

/** Each pool keeps one palette colour in every chart (the carbon tab's pies use the same). */
export const poolColor = (pool: CarbonPool) => paletteColor(CARBON_POOLS.indexOf(pool));

/**
 * The stock over the project's years, stacked by pool (tC or tCO2 over the study area): the
 * carbon tab's chart, and the assessment page's.
 */
export function StockChart({ values, mass }: { values: CarbonValues; mass: CarbonMass }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const locale = languageToLocale(language);
  const chart = stockSeries(values, mass);
  const unitText = unitLabel(CARBON_UNITS[mass].total);
  return (
    <StackedAreaChart
      title={t('carbonResults.charts.stockByYear')}
      testId="carbon-stock-chart"
      x={chart.years}
      xLabel={t('carbonResults.charts.year')}
      yLabel={unitText}
      series={chart.series.map((series) => ({
        id: series.pool,
        label: t(`carbonResults.pools.${series.pool}`),
        data: series.data,
        color: poolColor(series.pool),
      }))}
      formatValue={(value) => `${formatNumber(value, { locale })} ${unitText}`}
      formatTick={(value) => formatNumber(value, { locale, abbreviate: true })}
    />
  );
}
