import type { AnalysisResult } from '@ecotone/contracts';

type LineageEntry = AnalysisResult['results']['lineage'][number];

/** One dataset as the page lists it: the inputs it served, in the order they came. */
export interface DatasetUse {
  entry: LineageEntry;
  roles: string[];
}

/** What makes two lineage entries one dataset: the same id, version, year(s), address, licence. */
const datasetKey = (entry: LineageEntry): string =>
  JSON.stringify([
    entry.datasetId,
    entry.version,
    entry.year,
    entry.years,
    entry.url,
    entry.license,
  ]);

/**
 * Lineage entries of the same dataset (same id, version, year, address and licence) as one item
 * with every role it served: the demo data feeding nine inputs is listed once, "used for" nine.
 */
export function groupedLineage(lineage: readonly LineageEntry[]): DatasetUse[] {
  const uses = new Map<string, DatasetUse>();
  for (const entry of lineage) {
    const key = datasetKey(entry);
    const use = uses.get(key);
    if (!use) uses.set(key, { entry, roles: [entry.role] });
    else if (!use.roles.includes(entry.role)) use.roles.push(entry.role);
  }
  return [...uses.values()];
}

/** A dataset of an assessment: its roles and the tools whose results read it, in order. */
export interface AssessmentDatasetUse extends DatasetUse {
  scriptTypes: AnalysisResult['scriptType'][];
}

/**
 * The data sources of several results (an assessment's tools) grouped as `groupedLineage`
 * groups one result's, each dataset once with every tool that read it.
 */
export function assessmentLineage(
  results: readonly Pick<AnalysisResult, 'scriptType' | 'results'>[],
): AssessmentDatasetUse[] {
  const tools = new Map<string, AnalysisResult['scriptType'][]>();
  for (const result of results)
    for (const entry of result.results.lineage) {
      const key = datasetKey(entry);
      const list = tools.get(key) ?? [];
      if (!list.includes(result.scriptType)) list.push(result.scriptType);
      tools.set(key, list);
    }
  return groupedLineage(results.flatMap((result) => result.results.lineage)).map((use) => ({
    ...use,
    scriptTypes: tools.get(datasetKey(use.entry)) ?? [],
  }));
}
