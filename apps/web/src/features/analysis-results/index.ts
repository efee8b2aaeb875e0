/**
 * What the assessment page (issue 21) reuses of the results page. The page itself is mounted by
 * app.tsx by path, so a feature that imports this index does not bring the results page along.
 */
export { ComparisonTable } from './comparison-table';
export { DataSources } from './data-sources';
export { DemoDataNotice } from './demo-data-notice';
export { useAnalysisResult } from './results-api';
export { useLabelText, useLooseTranslate } from './use-loose-translate';
export { ValueList } from './value-list';

/** The tabs' parts that bring the chart library (result-parts.ts), fetched when first drawn. */
export const loadResultParts = () => import('./result-parts');
