export { AnalysisInputsTable, type AnalysisInputsTableProps } from './analysis-inputs-table';
export {
  applyTemplate,
  type InputsCollection,
  matchTemplate,
  type ToolInputs,
} from './inputs-model';
export { useAnalysisMetadata } from './use-analysis-metadata';
