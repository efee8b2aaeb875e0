import type { ResultLayerReference } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { downloadRows } from './download-rows';

const layer = (layerId: string, series?: [string, number]): ResultLayerReference => ({
  layerId,
  name: `${layerId}.tif`,
  label: layerId,
  url: `/api/analysis/a/layers/${layerId}`,
  legend: { title: null, items: [], gradient: null },
  initialActive: null,
  initialOpacity: null,
  ...(series ? { timeSeries: { groupId: series[0], year: series[1] } } : {}),
});

describe('downloadRows', () => {
  it('folds a yearly series into one row, oldest first, and keeps short series and single layers', () => {
    const rows = downloadRows([
      layer('burnSeverity'),
      layer('fire2024', ['fire', 2024]),
      layer('fire2006', ['fire', 2006]),
      layer('fire2010', ['fire', 2010]),
      layer('lc2001', ['landCover', 2001]),
      layer('lc2023', ['landCover', 2023]),
    ]);
    expect(rows.map((row) => (row.kind === 'layer' ? row.layer.layerId : row.groupId))).toEqual([
      'burnSeverity',
      'fire',
      'lc2001',
      'lc2023',
    ]);
    const series = rows[1];
    expect(series?.kind === 'series' && series.layers.map((l) => l.layerId)).toEqual([
      'fire2006',
      'fire2010',
      'fire2024',
    ]);
    expect(series?.kind === 'series' && [series.from, series.to]).toEqual([2006, 2024]);
  });
});
