import type { AnalysisResult } from '@ecotone/contracts';

type LineageEntry = AnalysisResult['results']['lineage'][number];

/** One dataset as the page lists it: the inputs it served, in the order they came. */
export interface DatasetUse {
  entry: LineageEntry;
  roles: string[];
}

/**
 * Lineage entries of the same dataset (same id, version, year, address and licence) as one item
 * with every role it served: the demo data feeding nine inputs is listed once, "used for" nine.
 */
export function groupedLineage(lineage: readonly LineageEntry[]): DatasetUse[] {
  const uses = new Map<string, DatasetUse>();
  for (const entry of lineage) {
    const key = JSON.stringify([
      entry.datasetId,
      entry.version,
      entry.year,
      entry.years,
      entry.url,
      entry.license,
    ]);
    const use = uses.get(key);
    if (!use) uses.set(key, { entry, roles: [entry.role] });
    else if (!use.roles.includes(entry.role)) use.roles.push(entry.role);
  }
  return [...uses.values()];
}
