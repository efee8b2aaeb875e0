/** Texts of the shared charts (apps/web/src/ui/charts): what the chart library itself shows. */
export const charts = {
  loading: 'Loading data…',
  noData: 'No data to display',
  noValue: 'no value',
};
