/**
 * The parts of the results tabs that the assessment page shows too (specs/3 "Embeddable report
 * widgets"), one lazy chunk with the chart library: the index hands out `loadResultParts`, so
 * the results page's first load stays as it was and nothing is drawn twice in two ways.
 */
export { MsaComparisonTable } from './biodiversity/msa-section';
export { SpeciesDistribution } from './biodiversity/species-section';
export { StarTaxonTable, StarThreat } from './biodiversity/star-section';
export { CarbonHeadline, MassSwitch } from './carbon/carbon-headline';
export { StockChart } from './carbon/stock-chart';
export { FireHistoryTable } from './time-series/fire-history-table';
export { TimeSeriesHeadlines } from './time-series/time-series-view';
