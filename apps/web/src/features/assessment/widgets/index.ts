/**
 * specs/3 "Embeddable report widgets" (issue 21): each draws one part of a stored result as the
 * results tabs draw it, in the reader's units and language (docs/assessment.md).
 */
export { AnalysisMap, type AnalysisMapProps } from './analysis-map';
export {
  IucnThreatLevelDistribution,
  MsaComparisonTable,
  StarTaxon,
  StarThreat,
} from './biodiversity-widgets';
export { CarbonChangeTotals } from './carbon-change-totals';
export { DriveLink } from './drive-link';
export { FireHistoryMap } from './fire-history-map';
export { LandCoverAreaDiffTable } from './land-cover-area-diff-table';
export { TimeSeriesChart } from './time-series-chart';
export { pickChart } from './time-series-pick';
export { ValueWithUnits, type ValueWithUnitsProps } from './value-with-units';
