/** The analysis map of the results page (specs/3 "Analysis map"); see docs/analysis-map.md. */
export { AnalysisMap, type AnalysisMapProps } from './analysis-map';
/** A layer's legend (the assessment page's maps show it below the map). */
export { LegendView } from './legend-view';
export { useAnalysisMapView } from './use-analysis-map-view';
