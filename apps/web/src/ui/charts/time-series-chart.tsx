import type { LabelRef, TimeSeriesChart } from '@ecotone/analysis';
import type { Locale, UnitSystem } from '@ecotone/i18n';
import { LINE_WIDTH, MONTHLY_LINE_WIDTH } from '@ecotone/results/charts/chart-geometry';
import {
  type ChartTranslate,
  fieldTexts,
  initiallyHidden,
  isEntryHidden,
  type LegendEntry,
  legendEntries,
} from '@ecotone/results/charts/chart-legend';
import {
  barsComplementary,
  type ChartData,
  type ChartSeries,
  chartData,
  chartInUnits,
  dashPattern,
  formatTick,
  formatValue,
  formatYTick,
  hasValues,
  MAX_POINTS_WITH_MARKS,
  PERCENTILE_DASH,
  RANGE_FILL_OPACITY,
  TREND_DASH,
  tickSpacing,
  tickValues,
  timeLabel,
  trendLineData,
  unitText,
  yDomain,
  yTicks,
} from '@ecotone/results/charts/time-series-model';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTexts } from './chart-locale';
import { useElementWidth } from './use-element-width';

/** Translates a stored label (an i18n key and its parameters). */
export type LabelText = (label: LabelRef) => string;

const HEIGHT = 340;
const Y_AXIS_WIDTH = 64;
/** The plot's side margins besides the y axis (the library's defaults). */
const SIDE_MARGINS = 30;
const MARK_SHAPES = ['circle', 'square', 'diamond', 'triangle', 'cross', 'star', 'wye'] as const;

/**
 * specs/3 section 3 "Time-series chart": any stored chart, line, stacked (areas) or bar, with its
 * trend lines (slope and test in the legend), 20th/80th percentile lines and range areas, in the
 * reader's units and language. Readable without colour: each series has its dash pattern and
 * mark shape, drawn in its legend entry; the legend's entries are buttons (Tab, Space) that hide
 * and show series; a Chart/Table switch gives the values as a table (the default on a phone).
 */
export function TimeSeriesChartView({
  chart: stored,
  units,
  locale,
  labelText,
  testId,
}: {
  chart: TimeSeriesChart;
  units: UnitSystem;
  locale: Locale;
  labelText: LabelText;
  testId?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [view, setView] = useState<'chart' | 'table' | null>(null);
  const shown = view ?? (phone ? 'table' : 'chart');
  const chart = useMemo(() => chartInUnits(stored, units), [stored, units]);
  const data = useMemo(() => chartData(chart), [chart]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => initiallyHidden(stored));
  const title = labelText(chart.title);
  const { unitOf, fieldLabel } = fieldTexts(chart, labelText);
  const legend = legendEntries(chart, data, {
    translate: t as unknown as ChartTranslate,
    locale,
    labelText,
  });
  const toggle = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isHidden = (entry: LegendEntry) => isEntryHidden(entry, hidden);
  const empty = !hasValues(data);
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      sx={{ m: 0, minWidth: 0 }}
      data-testid={testId}
      data-chart-type={chart.chartType}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} variant="subtitle1" component="figcaption">
          {title}
        </Typography>
        {!empty && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shown}
            aria-label={t('timeSeriesResults.chart.view')}
            onChange={(_event, next: 'chart' | 'table' | null) => {
              if (next) setView(next);
            }}
          >
            <ToggleButton value="chart" sx={{ px: 1.5, textTransform: 'none' }}>
              {t('timeSeriesResults.chart.showChart')}
            </ToggleButton>
            <ToggleButton
              value="table"
              sx={{ px: 1.5, textTransform: 'none' }}
              data-testid="show-table"
            >
              {t('timeSeriesResults.chart.showTable')}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {empty ? (
        <Typography color="text.secondary" data-testid="chart-empty">
          {t('timeSeriesResults.chart.noData')}
        </Typography>
      ) : (
        <>
          {shown === 'chart' ? (
            <ChartPlot
              chart={chart}
              data={data}
              hidden={hidden}
              locale={locale}
              fieldLabel={fieldLabel}
              xLabel={labelText(chart.timeField.label)}
              legend={legend.filter((entry) => !isHidden(entry))}
            />
          ) : (
            <ChartTable
              chart={chart}
              data={data}
              title={title}
              locale={locale}
              fieldLabel={fieldLabel}
              unitOf={unitOf}
              hidden={hidden}
            />
          )}
          <Legend entries={legend} isHidden={isHidden} onToggle={toggle} />
          {chart.comments?.map((comment) => (
            <Typography key={comment.key} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {labelText(comment)}
            </Typography>
          ))}
        </>
      )}
    </Box>
  );
}

/** The legend: one button per entry, pressed = shown; its swatch draws the entry's dash. */
function Legend({
  entries,
  isHidden,
  onToggle,
}: {
  entries: LegendEntry[];
  isHidden: (entry: LegendEntry) => boolean;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('timeSeriesResults.chart.legend')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      data-testid="chart-legend"
    >
      {entries.map((entry) => {
        const off = isHidden(entry);
        return (
          <Box component="li" key={entry.id} sx={{ minWidth: 0, maxWidth: '100%' }}>
            <ButtonBase
              aria-pressed={!off}
              onClick={() => onToggle(entry.kind === 'series' ? entry.fieldId : entry.id)}
              data-testid={`legend-${entry.kind}`}
              data-legend-id={entry.id}
              sx={{
                px: 1,
                py: 0.5,
                borderRadius: 1,
                gap: 1,
                textAlign: 'left',
                typography: 'body2',
                opacity: off ? 0.55 : 1,
                textDecoration: off ? 'line-through' : 'none',
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Swatch entry={entry} />
              <span>{entry.text}</span>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}

function Swatch({ entry }: { entry: LegendEntry }) {
  return (
    <Box component="svg" width={28} height={14} aria-hidden sx={{ flex: 'none' }}>
      {entry.kind === 'range' ? (
        <rect
          x={0}
          y={2}
          width={28}
          height={10}
          fill={entry.color}
          fillOpacity={RANGE_FILL_OPACITY * 2}
        />
      ) : entry.kind === 'series' && entry.dash === '' ? (
        <rect x={0} y={3} width={28} height={8} rx={2} fill={entry.color} />
      ) : (
        <line
          x1={1}
          x2={27}
          y1={7}
          y2={7}
          stroke={entry.color}
          strokeWidth={entry.kind === 'series' ? 3 : 2}
          strokeDasharray={entry.dash || undefined}
        />
      )}
    </Box>
  );
}

function ChartPlot({
  chart,
  data,
  hidden,
  locale,
  fieldLabel,
  xLabel,
  legend,
}: {
  chart: TimeSeriesChart;
  data: ChartData;
  hidden: ReadonlySet<string>;
  locale: Locale;
  fieldLabel: (id: string) => string;
  xLabel: string;
  legend: LegendEntry[];
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const unit = chart.timeField.unit;
  const visible = data.series
    .map((series, index) => ({ series, index }))
    .filter(({ series }) => !hidden.has(series.field.dataFieldId));
  const shownIds = new Set(legend.map((entry) => entry.id));
  const trends = (chart.trendLines ?? []).filter((line) => shownIds.has(line.legendItemId));
  const percentiles = (chart.percentileLines ?? []).filter((line) =>
    shownIds.has(line.legendItemId),
  );
  const ranges = visible.filter(
    ({ series }) => series.range && shownIds.has(`${series.field.dataFieldId}-range`),
  );
  const domain = yDomain(
    chart.chartType === 'bar' && chart.stackBars ? 'stackedBar' : chart.chartType,
    visible.map(({ series }) =>
      shownIds.has(`${series.field.dataFieldId}-range`) ? series : { ...series, range: null },
    ),
    [...trends.flatMap((line) => [line.minY, line.maxY]), ...percentiles.map((line) => line.value)],
  );
  const minX = data.x[0] ?? 0;
  const maxX = data.x.at(-1) ?? 0;
  const plotWidth = Math.max(0, width - Y_AXIS_WIDTH - SIDE_MARGINS);
  const spacing = tickSpacing(maxX - minX, plotWidth, unit);
  const ticks = tickValues(minX, maxX, spacing, unit);
  const tickLabels = new Set(ticks.map((tick) => timeLabel(tick, unit)));
  const lineWidth = unit === 'month' ? MONTHLY_LINE_WIDTH : LINE_WIDTH;
  const marks = data.x.length <= MAX_POINTS_WITH_MARKS;
  const units = [...new Set(visible.map(({ series }) => series.field.unit).filter(Boolean))];
  const yLabel = units.length === 1 ? unitText(units[0]) : undefined;
  const y = domain ? yTicks(domain.min, domain.max) : null;
  const yAxis = [
    {
      ...(domain ?? {}),
      ...(y ? { tickInterval: y.ticks } : {}),
      width: Y_AXIS_WIDTH,
      ...(yLabel ? { label: yLabel } : {}),
      valueFormatter: (value: number) =>
        y ? formatYTick(value, y.step, locale) : formatTick(value, locale),
    },
  ];
  const valueText = (value: number | null, fieldUnit: string | undefined) =>
    value === null ? '' : `${formatValue(value, locale)} ${unitText(fieldUnit)}`.trim();
  // Stacked areas are told apart by their order and filled colour (the legend's swatches).
  const dashes = Object.fromEntries(
    (chart.chartType === 'stacked' ? [] : visible).map(({ index }) => [
      `& path[data-series="s${index}"].${lineClasses.line}`,
      { strokeDasharray: dashPattern(index) || 'none' },
    ]),
  );
  const overlay = (
    <Overlays
      data={data}
      ranges={ranges.map(({ series }) => series)}
      trends={trends.map((line) => ({
        id: line.legendItemId,
        color: colorOf(data, line.dataFieldId),
        y: trendLineData(line, data.x),
      }))}
      percentiles={percentiles.map((line) => ({
        id: line.legendItemId,
        color: colorOf(data, line.dataFieldId),
        value: line.value,
      }))}
      band={chart.chartType === 'bar'}
    />
  );
  return (
    <Box ref={ref} sx={{ width: '100%' }} data-testid="chart-plot">
      {width > 0 && (
        <ChartTexts>
          {chart.chartType === 'bar' ? (
            <BarChart
              height={HEIGHT}
              skipAnimation
              hideLegend
              xAxis={[
                {
                  scaleType: 'band',
                  data: data.labels,
                  label: xLabel,
                  tickInterval: (value: string) => tickLabels.has(value),
                  tickLabelInterval: (value: string) => tickLabels.has(value),
                },
              ]}
              yAxis={yAxis}
              series={visible.map(({ series, index }) => ({
                id: `s${index}`,
                label: fieldLabel(series.field.dataFieldId),
                data: series.data,
                color: series.field.color,
                ...(chart.stackBars || barsComplementary(visible.map((v) => v.series))
                  ? { stack: 'bars', stackOffset: 'diverging' as const }
                  : {}),
                valueFormatter: (value: number | null) => valueText(value, series.field.unit),
              }))}
              sx={{
                [`& .${barClasses.element}`]: { stroke: 'rgba(0,0,0,0.55)', strokeWidth: 1 },
              }}
            >
              {overlay}
            </BarChart>
          ) : (
            <LineChart
              height={HEIGHT}
              skipAnimation
              hideLegend
              xAxis={[
                {
                  scaleType: 'linear',
                  data: data.x,
                  min: minX,
                  max: maxX,
                  label: xLabel,
                  tickInterval: ticks,
                  valueFormatter: (value: number) => timeLabel(value, unit),
                },
              ]}
              yAxis={yAxis}
              series={visible.map(({ series, index }) => ({
                id: `s${index}`,
                label: fieldLabel(series.field.dataFieldId),
                data: series.data,
                color: series.field.color,
                showMark: marks && chart.chartType === 'line',
                curve: 'linear' as const,
                shape: MARK_SHAPES[index % MARK_SHAPES.length],
                ...(chart.chartType === 'stacked' ? { stack: 'total', area: true } : {}),
                valueFormatter: (value: number | null) => valueText(value, series.field.unit),
              }))}
              sx={{
                [`& .${lineClasses.line}`]: { strokeWidth: lineWidth },
                [`& .${lineClasses.area}`]: { fillOpacity: 0.8, filter: 'none' },
                ...dashes,
              }}
            >
              {overlay}
            </LineChart>
          )}
        </ChartTexts>
      )}
    </Box>
  );
}

const colorOf = (data: ChartData, fieldId: string) =>
  data.series.find((series) => series.field.dataFieldId === fieldId)?.field.color ?? '#000';

/**
 * Drawn over the plot with the chart's own scales: range areas (0.2 fill opacity), trend lines
 * (dashed) and percentile lines (dotted). On a bar chart x is the band's centre.
 */
function Overlays({
  data,
  ranges,
  trends,
  percentiles,
  band,
}: {
  data: ChartData;
  ranges: ChartSeries[];
  trends: { id: string; color: string; y: (number | null)[] }[];
  percentiles: { id: string; color: string; value: number }[];
  band: boolean;
}) {
  const xScale = useXScale() as unknown as ((value: unknown) => number | undefined) & {
    bandwidth?: () => number;
  };
  const yScale = useYScale() as unknown as (value: number) => number;
  const xAt = (index: number): number | null => {
    const position = band ? xScale(data.labels[index]) : xScale(data.x[index]);
    if (position === undefined || !Number.isFinite(position)) return null;
    return band ? position + (xScale.bandwidth?.() ?? 0) / 2 : position;
  };
  const path = (points: ([number, number] | null)[]) => {
    let d = '';
    let open = false;
    for (const point of points) {
      if (!point) {
        open = false;
        continue;
      }
      d += `${open ? 'L' : 'M'}${point[0].toFixed(2)},${point[1].toFixed(2)}`;
      open = true;
    }
    return d;
  };
  const first = xAt(0);
  const last = xAt(data.x.length - 1);
  return (
    <g data-testid="chart-overlays" pointerEvents="none">
      {ranges.map((series) => {
        const upper: [number, number][] = [];
        const lower: [number, number][] = [];
        series.range?.high.forEach((high, k) => {
          const low = series.range?.low[k] ?? null;
          const x = xAt(k);
          if (high === null || low === null || x === null) return;
          upper.push([x, yScale(high)]);
          lower.unshift([x, yScale(low)]);
        });
        if (upper.length < 2) return null;
        return (
          <path
            key={series.field.dataFieldId}
            data-overlay="range"
            d={`${path([...upper, ...lower])}Z`}
            fill={series.field.color}
            fillOpacity={RANGE_FILL_OPACITY}
            stroke="none"
          />
        );
      })}
      {trends.map((line) => (
        <path
          key={line.id}
          data-overlay="trend"
          d={path(
            line.y.map((y, k) => {
              const x = xAt(k);
              return y === null || x === null ? null : [x, yScale(y)];
            }),
          )}
          fill="none"
          stroke={line.color}
          strokeWidth={2}
          strokeDasharray={TREND_DASH}
        />
      ))}
      {first !== null &&
        last !== null &&
        percentiles.map((line) => (
          <line
            key={line.id}
            data-overlay="percentile"
            x1={first}
            x2={last}
            y1={yScale(line.value)}
            y2={yScale(line.value)}
            stroke={line.color}
            strokeWidth={2}
            strokeDasharray={PERCENTILE_DASH}
          />
        ))}
    </g>
  );
}

/** The chart as a table: one row per time point, one column per shown field (and its range). */
function ChartTable({
  chart,
  data,
  title,
  locale,
  fieldLabel,
  unitOf,
  hidden,
}: {
  chart: TimeSeriesChart;
  data: ChartData;
  title: string;
  locale: Locale;
  fieldLabel: (id: string) => string;
  unitOf: (id: string) => string;
  hidden: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const columns = data.series.filter((series) => !hidden.has(series.field.dataFieldId));
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatValue(value, locale);
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader data-testid="chart-table">
        <caption style={{ captionSide: 'top', padding: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('timeSeriesResults.chart.table.caption', { title })}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>
              {chart.timeField.unit === 'month'
                ? t('timeSeriesResults.chart.month')
                : t('timeSeriesResults.chart.year')}
            </TableCell>
            {columns.map((series) => {
              const id = series.field.dataFieldId;
              const unit = unitOf(id);
              const label = fieldLabel(id);
              return (
                <TableCell key={id} align="right">
                  {unit ? t('timeSeriesResults.chart.withUnit', { label, unit }) : label}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.labels.map((label, k) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              {columns.map((series) => (
                <TableCell key={series.field.dataFieldId} align="right">
                  {cell(series.data[k])}
                  {series.range &&
                    series.range.low[k] !== null &&
                    series.range.high[k] !== null && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (
                        {t('timeSeriesResults.chart.rangeValue', {
                          low: cell(series.range.low[k]),
                          high: cell(series.range.high[k]),
                        })}
                        )
                      </Typography>
                    )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
