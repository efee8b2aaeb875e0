import { createSyntheticSource, type DataSource } from '@ecotone/analysis';
import { createCatalogueSource, loadCatalogue } from '@ecotone/analysis/node';
import { type Config, ConfigError } from '../config.js';

/**
 * The data source analyses read through (docs/data-sources.md): the synthetic demo dataset, whose
 * every value is labelled synthetic, or the dataset catalogue. The catalogue file is read and
 * validated here, at start-up, so a broken file stops the worker with the problems listed instead
 * of failing each analysis later.
 */
export async function createAnalysisDataSource(
  settings: Config['analysisData'],
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<DataSource> {
  if (settings.mode === 'synthetic') return createSyntheticSource();
  try {
    const catalogue = await loadCatalogue(settings.cataloguePath, env);
    return createCatalogueSource(catalogue, { enableRestricted: settings.enableRestricted });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([`DATASET_CATALOGUE (${settings.cataloguePath}): ${reason}`]);
  }
}
