/**
 * The natural capital assessment (issue 21, docs/assessment.md). Its page is lazy-loaded by
 * app.tsx by path; what other features may use are the report widgets of specs/3.
 */
export {
  AnalysisMap,
  type AnalysisMapProps,
  CarbonChangeTotals,
  DriveLink,
  FireHistoryMap,
  IucnThreatLevelDistribution,
  LandCoverAreaDiffTable,
  MsaComparisonTable,
  pickChart,
  StarTaxon,
  StarThreat,
  TimeSeriesChart,
  ValueWithUnits,
  type ValueWithUnitsProps,
} from './widgets';
