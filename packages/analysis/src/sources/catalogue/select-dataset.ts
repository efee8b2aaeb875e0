import { DataUnavailableError } from '../data-source.js';
import type { CatalogueDataset, DatasetCatalogue } from './load-catalogue.js';

/**
 * The dataset exists but its licence restricts it (WDPA, KBA: non-commercial without permission)
 * and this deployment has not opted in with ENABLE_RESTRICTED_LAYERS.
 */
export class RestrictedDatasetError extends DataUnavailableError {
  readonly datasetId: string;
  readonly datasetName: string;
  readonly license: string;
  constructor(role: string, dataset: CatalogueDataset, year?: number) {
    super(
      role,
      year,
      `${dataset.name} (${dataset.id}) is licence-restricted (${dataset.license}); a deployment with the right licence enables it with ENABLE_RESTRICTED_LAYERS=true`,
    );
    this.name = 'RestrictedDatasetError';
    this.datasetId = dataset.id;
    this.datasetName = dataset.name;
    this.license = dataset.license;
  }
}

export interface DatasetQuery {
  role: string;
  /** Land-cover product id (`worldcover`, `esri`, ...) or a catalogue id. */
  dataset?: string;
  year?: number;
}

/**
 * The first catalogue entry (file order is priority) serving the role, product and year. A yearly
 * dataset (one with `years`) is only chosen for a request naming a year inside them; a dataset
 * without `years` serves any year. Never substitutes another role or synthetic data: when nothing
 * fits it throws, saying what was missing.
 */
export function selectDataset(
  catalogue: DatasetCatalogue,
  query: DatasetQuery,
  enableRestricted: boolean,
): CatalogueDataset {
  const forRole = catalogue.datasets.filter((dataset) => dataset.role === query.role);
  const forProduct = forRole.filter(
    (dataset) =>
      query.dataset === undefined ||
      dataset.dataset === query.dataset ||
      dataset.id === query.dataset,
  );
  const forYear = forProduct.filter((dataset) => coversYear(dataset, query.year));
  const usable = forYear.filter(
    (dataset) => dataset.unavailable === undefined && (enableRestricted || !dataset.restricted),
  );
  const chosen = usable[0];
  if (chosen) return chosen;

  const restricted = forYear.find((dataset) => dataset.restricted && !enableRestricted);
  if (restricted && restricted.unavailable === undefined) {
    throw new RestrictedDatasetError(query.role, restricted, query.year);
  }
  throw new DataUnavailableError(query.role, query.year, missingDetail(query, forProduct, forYear));
}

function coversYear(dataset: CatalogueDataset, year: number | undefined): boolean {
  if (dataset.years === undefined) return true;
  return year !== undefined && year >= dataset.years[0] && year <= dataset.years[1];
}

function missingDetail(
  query: DatasetQuery,
  forProduct: CatalogueDataset[],
  forYear: CatalogueDataset[],
): string | undefined {
  const unavailable = forYear.flatMap((dataset) => dataset.unavailable ?? []);
  if (unavailable.length > 0) return unavailable.join('; ');
  if (forProduct.length === 0) {
    return query.dataset === undefined ? undefined : `no ${query.dataset} dataset in the catalogue`;
  }
  const spans = forProduct
    .flatMap((dataset) => (dataset.years ? [`${dataset.id} ${dataset.years.join('–')}`] : []))
    .join(', ');
  return query.year === undefined ? `a year is needed (${spans})` : `available years: ${spans}`;
}
