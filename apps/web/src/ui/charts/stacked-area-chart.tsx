import { LINE_WIDTH } from '@ecotone/results/charts/chart-geometry';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { ChartTexts } from './chart-locale';

export interface AreaSeries {
  id: string;
  label: string;
  data: number[];
  color: string;
}

/**
 * Series stacked as areas over a numeric x axis (years), the y axis from 0 (specs/3 section 9:
 * "time-series Y-axis padded 5% unless stacked (starts at 0)"; line width 4). Titled by a visible
 * heading; the library's keyboard navigation reads each point (year, series, value).
 */
export function StackedAreaChart({
  title,
  x,
  xLabel,
  yLabel,
  series,
  formatValue,
  formatTick,
  height = 360,
  testId,
}: {
  title: string;
  x: number[];
  xLabel: string;
  yLabel: string;
  series: AreaSeries[];
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  height?: number;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Box component="figure" aria-labelledby={headingId} sx={{ m: 0 }} data-testid={testId}>
      <Typography id={headingId} variant="subtitle2" component="figcaption" gutterBottom>
        {title}
      </Typography>
      <ChartTexts>
        <LineChart
          height={height}
          skipAnimation
          xAxis={[
            {
              data: x,
              scaleType: 'linear',
              label: xLabel,
              min: x[0],
              max: x.at(-1),
              valueFormatter: (value: number) => String(value),
            },
          ]}
          yAxis={[{ label: yLabel, min: 0, width: 72, valueFormatter: formatTick }]}
          series={series.map((item) => ({
            id: item.id,
            label: item.label,
            data: item.data,
            color: item.color,
            stack: 'total',
            area: true,
            showMark: false,
            valueFormatter: (value: number | null) => (value === null ? '' : formatValue(value)),
          }))}
          slotProps={{
            legend: {
              direction: 'horizontal',
              position: { vertical: 'bottom', horizontal: 'center' },
            },
          }}
          sx={{
            [`& .${lineClasses.line}`]: { strokeWidth: LINE_WIDTH },
            // The library brightens areas (an SVG filter); the areas keep the legend's colours.
            [`& .${lineClasses.area}`]: { fillOpacity: 0.85, filter: 'none' },
            [`& .${lineClasses.area}[data-highlighted]`]: { filter: 'brightness(115%)' },
          }}
        />
      </ChartTexts>
    </Box>
  );
}
