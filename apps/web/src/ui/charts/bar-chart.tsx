import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { ChartTexts } from './chart-locale';
import { useElementWidth } from './use-element-width';

const NARROW_WIDTH = 600;
const LABEL_ROOM_PX = 70;

/** Read by screen readers, not shown: the chart's text alternative. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

export interface BarSeriesInput {
  id: string;
  label: string;
  data: number[];
  /** One colour for the series; without one, `categoryColors` colour each bar by category. */
  color?: string;
}

/**
 * Bars by category (specs/3 "default bar palette 7 colours"), vertical or horizontal, each bar
 * labelled with its value at its end so the figure reads without colour; a visible title and a
 * hidden sentence name the chart for screen readers and say where its values are in text. The
 * library's keyboard navigation (Tab into the chart, arrows between bars) reads each bar.
 */
export function BarChartFigure({
  title,
  description,
  categories,
  series,
  categoryColors,
  layout = 'vertical',
  valueAxisLabel,
  formatValue,
  formatTick,
  valueMax,
  height = 360,
  categoryAxisWidth = 160,
  hideLegend = false,
  shortCategories,
  testId,
}: {
  title: string;
  /** The text alternative: what the chart shows and where the same values are in text. */
  description: string;
  categories: string[];
  series: BarSeriesInput[];
  categoryColors?: string[];
  layout?: 'vertical' | 'horizontal';
  valueAxisLabel?: string;
  /** A bar's value as its label, the tooltip and the screen reader read it. */
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  valueMax?: number;
  height?: number;
  /** Room for the category names on a horizontal chart, in px. */
  categoryAxisWidth?: number;
  /** Short names (codes) the axis shows instead when the chart is narrower than 600 px. */
  shortCategories?: string[];
  hideLegend?: boolean;
  testId?: string;
}) {
  const headingId = useId();
  const descriptionId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const narrow = width > 0 && width < NARROW_WIDTH && shortCategories !== undefined;
  const shown = narrow ? shortCategories : categories;
  const categoryAxis = {
    scaleType: 'band' as const,
    data: shown,
    ...(categoryColors
      ? { colorMap: { type: 'ordinal' as const, values: shown, colors: categoryColors } }
      : {}),
  };
  // Labels sit past the bars' ends: without a set maximum, leave them room, about 70 px of a
  // horizontal chart's plot (a 4-decimal label) and 15 % of a vertical one's height.
  const horizontal = layout === 'horizontal';
  const dataMax = Math.max(0, ...series.flatMap((item) => item.data));
  const plot = Math.max(1, width - (narrow ? 40 : categoryAxisWidth) - 40);
  const headroom = horizontal && width > 0 ? plot / Math.max(plot - LABEL_ROOM_PX, plot / 2) : 1.15;
  const max = valueMax ?? (dataMax > 0 ? dataMax * Math.max(headroom, 1.15) : 1);
  const valueAxis = {
    label: valueAxisLabel,
    min: 0,
    max,
    valueFormatter: (value: number) => formatTick(value),
  };
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      sx={{ m: 0, minWidth: 0 }}
      data-testid={testId}
    >
      <Typography id={headingId} variant="subtitle2" component="figcaption" gutterBottom>
        {title}
      </Typography>
      <Box id={descriptionId} sx={visuallyHidden}>
        {description}
      </Box>
      <Box ref={ref}>
        <ChartTexts>
          <BarChart
            height={height}
            layout={layout}
            skipAnimation
            hideLegend={hideLegend}
            xAxis={[horizontal ? valueAxis : categoryAxis]}
            yAxis={[
              horizontal
                ? {
                    ...categoryAxis,
                    width: narrow ? 40 : categoryAxisWidth,
                    tickLabelStyle: { fontSize: 11 },
                  }
                : { ...valueAxis, width: 64 },
            ]}
            series={series.map((item) => ({
              id: item.id,
              label: item.label,
              data: item.data,
              ...(item.color ? { color: item.color } : {}),
              barLabel: (bar) => (bar.value === null ? null : formatValue(bar.value)),
              barLabelPlacement: 'outside' as const,
              valueFormatter: (value: number | null) => (value === null ? '' : formatValue(value)),
            }))}
            slotProps={{
              legend: {
                direction: 'horizontal',
                position: { vertical: 'bottom', horizontal: 'center' },
              },
            }}
            sx={{
              // Labels sit past the bar's end, on the page's background: dark text reads on it.
              '& .MuiBarLabel-root': { fill: 'currentColor', fontSize: 12 },
              // A white bar (Red List "Not Evaluated") keeps an outline.
              '& .MuiBarElement-root': { stroke: 'rgba(0, 0, 0, 0.35)', strokeWidth: 0.75 },
            }}
          />
        </ChartTexts>
      </Box>
    </Box>
  );
}
