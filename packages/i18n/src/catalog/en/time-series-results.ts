/**
 * The time-series tab of the results page (droughts and floods, soil moisture potential, water
 * balance, vegetation change, performance degradation, fire context) and its chart and fire
 * history table; see docs/analysis-results.md. Series, headline and chart titles come from the
 * tools as their own label keys.
 */
export const timeSeriesResults = {
  /** specs/3 "Charts and tables": the generic empty state. */
  unavailable: 'Results not available.',
  headlines: {
    title: 'Summary',
    studyArea: 'Study area',
    period: 'Period',
    periodValue: '{{start}} to {{end}}',
    classValue: '{{value}} ({{class}})',
  },
  charts: {
    title: 'Charts',
  },
  chart: {
    view: 'Show the chart or its table',
    showChart: 'Chart',
    showTable: 'Table',
    legend: 'Series (press to show or hide)',
    hidden: 'hidden',
    year: 'Year',
    month: 'Month',
    noData: 'Results not available.',
    allHidden: 'Every series is hidden: press one in the legend to show it.',
    /** A trend line's legend entry (Theil-Sen slope, Mann-Kendall test). */
    trend: '{{label}} trend: {{slope}} per {{step}}, {{test}}',
    steps: { year: 'year', month: 'month' },
    significant: 'significant (p = {{p}})',
    notSignificant: 'not significant (p = {{p}})',
    significantBelow: 'significant (p < {{p}})',
    percentile: '{{label}}, {{percentile}}th percentile: {{value}}',
    range: '{{label}} range',
    rangeValue: '{{low}} to {{high}}',
    withUnit: '{{label}} ({{unit}})',
    table: {
      caption: 'Values of the chart “{{title}}”',
      time: 'Time',
    },
  },
  fire: {
    title: 'Fire history',
    caption: 'Fires in the study area, newest first; expand a fire for its area by burn severity.',
    date: 'Date',
    area: 'Burned area',
    share: 'Share of the study area',
    dateRange: '{{start}} to {{end}}',
    expand: 'Show the burn severity of the fire of {{date}}',
    collapse: 'Hide the burn severity of the fire of {{date}}',
    severity: 'Burn severity',
    percent: '{{value}}%',
    /** specs/3 section 8: the empty state of the fire history. */
    empty: 'There are no previous fires in this study area.',
    /** specs/3 section 9: burn severity levels 1-7 (Key & Benson 2006, the USGS/UN-SPIDER table). */
    severityLevel: 'Level {{level}}: {{name}}',
    severityLevels: {
      '1': 'Enhanced regrowth, high',
      '2': 'Enhanced regrowth, low',
      '3': 'Unburned',
      '4': 'Low severity',
      '5': 'Moderate-low severity',
      '6': 'Moderate-high severity',
      '7': 'High severity',
    },
  },
};
