import type { ResultLayerReference } from '@ecotone/contracts';

/** A series of at least this many yearly layers is one row with a year picker. */
export const SERIES_ROW_MIN_LAYERS = 3;

export type DownloadRow =
  | { kind: 'layer'; layer: ResultLayerReference }
  | {
      kind: 'series';
      groupId: string;
      /** Oldest first. */
      layers: ResultLayerReference[];
      from: number;
      to: number;
    };

/**
 * The layers list of a result: each layer a row, except a yearly series (layers sharing a
 * `timeSeries.groupId`: 40 years of SPI, 25 of degradation) of `SERIES_ROW_MIN_LAYERS` or more,
 * which becomes one row where the year is chosen. Rows keep the order of their first layer.
 */
export function downloadRows(layers: readonly ResultLayerReference[]): DownloadRow[] {
  const groups = new Map<string, ResultLayerReference[]>();
  for (const layer of layers) {
    const groupId = layer.timeSeries?.groupId;
    if (groupId === undefined) continue;
    const group = groups.get(groupId);
    if (group) group.push(layer);
    else groups.set(groupId, [layer]);
  }
  const rows: DownloadRow[] = [];
  const placed = new Set<string>();
  for (const layer of layers) {
    const groupId = layer.timeSeries?.groupId;
    const group = groupId === undefined ? undefined : groups.get(groupId);
    if (groupId === undefined || !group || group.length < SERIES_ROW_MIN_LAYERS) {
      rows.push({ kind: 'layer', layer });
      continue;
    }
    if (placed.has(groupId)) continue;
    placed.add(groupId);
    const sorted = [...group].sort((a, b) => (a.timeSeries?.year ?? 0) - (b.timeSeries?.year ?? 0));
    rows.push({
      kind: 'series',
      groupId,
      layers: sorted,
      from: sorted[0]?.timeSeries?.year ?? 0,
      to: sorted[sorted.length - 1]?.timeSeries?.year ?? 0,
    });
  }
  return rows;
}
