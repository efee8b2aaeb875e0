/** The analysis inputs table and its model, for the wizard. */
export { AnalysisInputsTable } from './analysis-inputs-table';
export { applyTemplate, matchTemplate } from './inputs-model';
export { useAnalysisMetadata } from './use-analysis-metadata';
