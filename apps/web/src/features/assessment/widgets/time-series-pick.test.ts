import type { TimeSeriesChart } from '@ecotone/analysis';
import { describe, expect, it } from 'vitest';
import { pickChart } from './time-series-pick';

const chart = (timeSeriesId: string) =>
  ({
    timeSeriesId,
    title: { key: timeSeriesId },
    timeField: { label: { key: 'year' }, axisType: 'time', unit: 'year' },
    dataFields: [],
    dataPoints: [],
    chartType: 'line',
  }) as unknown as TimeSeriesChart;

const CHARTS = [
  chart('vegetationChange/ndvi-yearly'),
  chart('vegetationChange/ndvi-monthly'),
  chart('waterBalance/yearly-line'),
  chart('waterBalance/yearly-stacked'),
];

describe('picking a stored chart by group/chart-name-fragment', () => {
  it('finds the chart of the group whose name holds the fragment', () => {
    expect(pickChart(CHARTS, 'vegetationChange/monthly')).toEqual({ chart: CHARTS[1] });
    expect(pickChart(CHARTS, 'vegetationChange/ndvi-yearly')).toEqual({ chart: CHARTS[0] });
  });

  it('takes the first of several matches', () => {
    expect(pickChart(CHARTS, 'waterBalance/yearly')).toEqual({ chart: CHARTS[2] });
  });

  it('matches the fragment within its group only', () => {
    expect(pickChart(CHARTS, 'droughtsAndFloods/yearly')).toEqual({ error: 'none' });
  });

  it('calls an id without a group and a fragment unknown', () => {
    expect(pickChart(CHARTS, 'yearly')).toEqual({ error: 'unknown' });
    expect(pickChart(CHARTS, '/yearly')).toEqual({ error: 'unknown' });
    expect(pickChart(CHARTS, 'waterBalance/')).toEqual({ error: 'unknown' });
  });
});
