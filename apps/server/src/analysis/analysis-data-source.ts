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

// One per thread: each compute thread has its own copy of this module, so the catalogue is read
// once per thread and settings, not once per task.
const threadSources = new Map<string, Promise<DataSource>>();

/** The data source for `settings` in this thread, made on first use (the compute tasks' way in). */
export function threadDataSource(settings: Config['analysisData']): Promise<DataSource> {
  const key = JSON.stringify(settings);
  let source = threadSources.get(key);
  if (!source) {
    source = createAnalysisDataSource(settings);
    threadSources.set(key, source);
  }
  return source;
}
