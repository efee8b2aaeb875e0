import { chartWidth, pieInnerRadius } from '@ecotone/results/charts/chart-geometry';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useId } from 'react';
import { ChartTexts } from './chart-locale';
import { useElementWidth } from './use-element-width';

export interface DonutSlice {
  id: string;
  label: string;
  value: number;
  color: string;
}

/**
 * A pie chart with a hole (specs/3 section 9: inner radius 40 to 64 px over widths 200 to 550,
 * width capped at 550 and at least half of that), titled by a visible heading that also names
 * the chart for screen readers. The library's keyboard navigation (Tab into the chart, arrows
 * between slices) announces each slice; the legend names every slice in text, so colour is
 * never the only cue, and the values are also in a table beside every chart.
 */
export function DonutChart({
  title,
  slices,
  formatValue,
  testId,
}: {
  title: string;
  slices: DonutSlice[];
  /** A slice's value as the tooltip and the screen reader read it, with its unit. */
  formatValue: (value: number, id: string) => string;
  testId?: string;
}) {
  const headingId = useId();
  const [ref, available] = useElementWidth<HTMLDivElement>();
  const width = chartWidth(available || 0);
  const legendHeight = 28 * Math.ceil(slices.length / 2);
  const height = Math.round(width * 0.62) + legendHeight;
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      sx={{ m: 0, minWidth: 0 }}
      data-testid={testId}
    >
      <Typography id={headingId} variant="subtitle2" component="figcaption" gutterBottom>
        {title}
      </Typography>
      <Box ref={ref} sx={{ width: '100%', maxWidth: width }}>
        {available > 0 && (
          <ChartTexts>
            <PieChart
              width={width}
              height={height}
              skipAnimation
              series={[
                {
                  data: slices.map((slice) => ({
                    id: slice.id,
                    value: slice.value,
                    label: slice.label,
                    color: slice.color,
                  })),
                  innerRadius: pieInnerRadius(width),
                  paddingAngle: slices.length > 1 ? 1 : 0,
                  highlightScope: { fade: 'global', highlight: 'item' },
                  valueFormatter: (item) => formatValue(item.value, String(item.id)),
                },
              ]}
              slotProps={{
                legend: {
                  direction: 'horizontal',
                  position: { vertical: 'bottom', horizontal: 'center' },
                },
              }}
            />
          </ChartTexts>
        )}
      </Box>
    </Box>
  );
}
