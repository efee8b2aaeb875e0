import type { TimeSeriesChart } from '@ecotone/analysis';

/** What a TimeSeriesChart widget's id names: a chart, or why it names none (specs/3 section 8). */
export type ChartPick =
  | { chart: TimeSeriesChart }
  /** 'Unknown time series chart': the id is not of the form `group/chart-name-fragment`. */
  | { error: 'unknown' }
  /** No chart of the group has the fragment in its name: only logged, nothing drawn. */
  | { error: 'none' };

/**
 * specs/3 "Charts and tables": TimeSeriesChart's `timeSeriesId` is `group/chart-name-fragment`
 * (`vegetationChange/yearly`): the stored charts of the group (`vegetationChange/ndvi-yearly`,
 * `vegetationChange/ndvi-monthly`) whose name contains the fragment; with several, the first.
 */
export function pickChart(charts: readonly TimeSeriesChart[], timeSeriesId: string): ChartPick {
  const slash = timeSeriesId.indexOf('/');
  const group = timeSeriesId.slice(0, slash);
  const fragment = timeSeriesId.slice(slash + 1);
  if (slash <= 0 || fragment === '') return { error: 'unknown' };
  const chart = charts.find((candidate) => {
    const [candidateGroup, name = ''] = splitId(candidate.timeSeriesId);
    return candidateGroup === group && name.includes(fragment);
  });
  return chart ? { chart } : { error: 'none' };
}

function splitId(timeSeriesId: string): [string, string] {
  const slash = timeSeriesId.indexOf('/');
  return slash < 0
    ? [timeSeriesId, '']
    : [timeSeriesId.slice(0, slash), timeSeriesId.slice(slash + 1)];
}
