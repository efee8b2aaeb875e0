import type { ResultLayerReference } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { openingMapLayer } from './map-layer.js';

describe('the map layer of a tool', () => {
  const layer = (layerId: string, extra: Partial<ResultLayerReference> = {}) =>
    ({
      layerId,
      name: `${layerId}.tif`,
      label: layerId,
      url: `/api/analysis/x/layers/${layerId}`,
      legend: { title: null, items: [], gradient: null },
      initialActive: null,
      initialOpacity: null,
      ...extra,
    }) satisfies ResultLayerReference;

  it('opens on the first initially active image, else the first image', () => {
    expect(openingMapLayer([layer('a'), layer('b', { initialActive: true })])?.layerId).toBe('b');
    expect(openingMapLayer([layer('a'), layer('b')])?.layerId).toBe('a');
    expect(openingMapLayer([])).toBeNull();
  });

  it('shows a time series at its latest year', () => {
    const series = (year: number, initialActive: boolean | null = null) =>
      layer(`landCover${year}`, { timeSeries: { groupId: 'landCover', year }, initialActive });
    expect(
      openingMapLayer([series(2001, true), series(2023), series(2010), layer('change')])?.layerId,
    ).toBe('landCover2023');
  });
});
