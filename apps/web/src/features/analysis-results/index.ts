export { AnalysisResultsPage } from './analysis-results-page';
