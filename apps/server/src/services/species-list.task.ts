import { type SpeciesRecord, speciesListFor } from '@ecotone/analysis';
import { RestrictedDatasetError } from '@ecotone/analysis/node';
import type { MultiPolygon } from 'geojson';
import { threadDataSource } from '../analysis/analysis-data-source.js';
import type { Config } from '../config.js';

export interface SpeciesListInput {
  data: Config['analysisData'];
  shape: MultiPolygon;
  /** Only this species (by scientific name), with its threats; all of them when absent. */
  scientificName?: string;
}

export interface SpeciesSource {
  datasetId: string;
  name: string;
  version: string;
  license: string;
  synthetic: boolean;
}

export type SpeciesListOutput =
  | {
      kind: 'species';
      species: (SpeciesRecord & {
        taxon?: string | null;
        threats?: { code: string; share: number }[];
      })[];
      source: SpeciesSource;
    }
  /** The ranges are licence-restricted and the deployment is not enabled for them. */
  | { kind: 'restricted'; dataset: string; license: string };

/**
 * The species of a shape (compute thread): the `speciesRanges` that overlap it through the
 * configured data source, filtered and sorted as the biodiversity context tool lists them. A
 * restricted dataset answers `restricted` with its name and licence, never its data.
 */
export async function speciesListTask(input: SpeciesListInput): Promise<SpeciesListOutput> {
  const source = await threadDataSource(input.data);
  try {
    const { species, ranges, lineage } = await speciesListFor(input.shape, source);
    const { datasetId, name, version, license, synthetic } = lineage;
    const sourceOf = { datasetId, name, version, license, synthetic };
    if (input.scientificName === undefined) return { kind: 'species', species, source: sourceOf };
    const found = ranges.find(
      (entry) => entry.range.record.scientificName === input.scientificName,
    );
    const record = species.find((entry) => entry.scientificName === input.scientificName);
    if (!found || !record) return { kind: 'species', species: [], source: sourceOf };
    return {
      kind: 'species',
      species: [{ ...record, taxon: found.range.taxon, threats: found.range.threats }],
      source: sourceOf,
    };
  } catch (error) {
    if (error instanceof RestrictedDatasetError) {
      return {
        kind: 'restricted',
        dataset: `${error.datasetName} (${error.datasetId})`,
        license: error.license,
      };
    }
    throw error;
  }
}
