import type { ResultLayerReference } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import {
  hideAll,
  initialLayerState,
  type LayerEntry,
  type LayerInput,
  layerEntries,
  setMode,
  setOpacity,
  setTimeIndex,
  showAll,
  shownLayer,
  stepTime,
  toggleLayer,
  visibleLayers,
} from './layer-state';

function layer(layerId: string, extra: Partial<ResultLayerReference> = {}): ResultLayerReference {
  return {
    layerId,
    name: `${layerId}.tif`,
    label: layerId,
    url: `/api/analysis/a/layers/${layerId}`,
    legend: { title: null, items: [], gradient: null },
    initialActive: null,
    initialOpacity: null,
    ...extra,
  };
}

/** The land cover tool's declaration: two years of one series, then the change layer. */
const landCover: LayerInput[] = [
  {
    kind: 'raster',
    layer: layer('landCover2001', { timeSeries: { groupId: 'landCover', year: 2001 } }),
  },
  {
    kind: 'raster',
    layer: layer('landCover2023', {
      initialActive: true,
      timeSeries: { groupId: 'landCover', year: 2023 },
    }),
  },
  { kind: 'raster', layer: layer('landCoverChange', { initialOpacity: 0.6 }) },
];

/** The context tool's: elevation and protected areas on, ecoregions off, KBAs empty. */
const context: LayerInput[] = [
  { kind: 'raster', layer: layer('elevation', { initialActive: true, initialOpacity: 0.8 }) },
  {
    kind: 'vector',
    layer: layer('protectedAreas', { initialActive: true, initialOpacity: 0.5 }),
  },
  { kind: 'vector', layer: layer('keyBiodiversityAreas'), disabled: true },
  { kind: 'vector', layer: layer('ecoregions', { initialActive: false }) },
];

const ids = (entries: LayerEntry[]) => entries.map((entry) => entry.id);

describe('layerEntries', () => {
  it('groups the years of a series into one row where its first year was declared', () => {
    const entries = layerEntries(landCover);
    expect(ids(entries)).toEqual(['landCover', 'landCoverChange']);
    expect(entries[0]?.timePoints?.map((point) => point.year)).toEqual([2001, 2023]);
    expect(entries[1]?.timePoints).toBeNull();
  });

  it('orders time points by year whatever the declaration order', () => {
    const entries = layerEntries([landCover[1], landCover[0]] as LayerInput[]);
    expect(entries[0]?.timePoints?.map((point) => point.layer.layerId)).toEqual([
      'landCover2001',
      'landCover2023',
    ]);
  });

  it('treats a series of one year as a plain layer', () => {
    const entries = layerEntries([landCover[0]] as LayerInput[]);
    expect(ids(entries)).toEqual(['landCover2001']);
    expect(entries[0]?.timePoints).toBeNull();
  });
});

describe('initialLayerState', () => {
  it('multi mode: every initially active, enabled layer is on, with its declared opacity', () => {
    const entries = layerEntries(context);
    const state = initialLayerState(entries, 'multi');
    expect(state.active).toEqual(['elevation', 'protectedAreas']);
    expect(state.opacity).toEqual({
      elevation: 0.8,
      protectedAreas: 0.5,
      keyBiodiversityAreas: 1,
      ecoregions: 1,
    });
  });

  it('single mode: only the first initially active layer is on', () => {
    const state = initialLayerState(layerEntries(context), 'single');
    expect(state.active).toEqual(['elevation']);
  });

  it('a disabled layer is never on, even when declared initially active', () => {
    const inputs: LayerInput[] = [
      { kind: 'vector', layer: layer('empty', { initialActive: true }), disabled: true },
    ];
    expect(initialLayerState(layerEntries(inputs), 'multi').active).toEqual([]);
  });

  it('a series opens on its initially active year, else on its latest', () => {
    const entries = layerEntries(landCover);
    expect(initialLayerState(entries, 'single').timeIndex).toEqual({ landCover: 1 });
    const none = layerEntries(
      landCover.map((input) => ({ ...input, layer: { ...input.layer, initialActive: null } })),
    );
    const state = initialLayerState(none, 'single');
    expect(state.timeIndex).toEqual({ landCover: 1 });
    expect(state.active).toEqual([]);
    expect(state.opacity.landCoverChange).toBe(0.6);
  });
});

describe('toggling and modes', () => {
  const entries = layerEntries(context);

  it('single mode: turning one on turns the others off; turning it off leaves none', () => {
    const start = initialLayerState(entries, 'single');
    const ecoregions = toggleLayer(start, entries, 'ecoregions');
    expect(ecoregions.active).toEqual(['ecoregions']);
    expect(toggleLayer(ecoregions, entries, 'ecoregions').active).toEqual([]);
  });

  it('multi mode: layers toggle independently', () => {
    const start = initialLayerState(entries, 'multi');
    const more = toggleLayer(start, entries, 'ecoregions');
    expect(more.active).toEqual(['elevation', 'protectedAreas', 'ecoregions']);
    expect(toggleLayer(more, entries, 'elevation').active).toEqual([
      'protectedAreas',
      'ecoregions',
    ]);
  });

  it('a disabled layer cannot be turned on, nor an unknown one', () => {
    const start = initialLayerState(entries, 'multi');
    expect(toggleLayer(start, entries, 'keyBiodiversityAreas')).toBe(start);
    expect(toggleLayer(start, entries, 'nothing')).toBe(start);
  });

  it('Show All turns on every enabled layer and Hide All none, in multi mode only', () => {
    const multi = initialLayerState(entries, 'multi');
    expect(showAll(multi, entries).active).toEqual(['elevation', 'protectedAreas', 'ecoregions']);
    expect(hideAll(multi).active).toEqual([]);
    const single = initialLayerState(entries, 'single');
    expect(showAll(single, entries)).toBe(single);
    expect(hideAll(single)).toBe(single);
  });

  it('into single mode only the first active layer in panel order stays on', () => {
    const multi = toggleLayer(initialLayerState(entries, 'multi'), entries, 'ecoregions');
    const reordered = { ...multi, active: ['ecoregions', 'protectedAreas'] };
    expect(setMode(reordered, entries, 'single').active).toEqual(['protectedAreas']);
    expect(setMode(reordered, entries, 'single').mode).toBe('single');
    expect(setMode(multi, entries, 'multi')).toBe(multi);
  });

  it('opacity is kept between 0 and 1', () => {
    const start = initialLayerState(entries, 'multi');
    expect(setOpacity(start, 'elevation', 0.25).opacity.elevation).toBe(0.25);
    expect(setOpacity(start, 'elevation', 1.4).opacity.elevation).toBe(1);
    expect(setOpacity(start, 'elevation', -1).opacity.elevation).toBe(0);
  });
});

describe('time series', () => {
  const threeYears = layerEntries(
    [2000, 2010, 2020].map((year) => ({
      kind: 'raster' as const,
      layer: layer(`cover${year}`, { timeSeries: { groupId: 'cover', year } }),
    })),
  );
  const series = threeYears[0] as LayerEntry;

  it('steps forward and back, wrapping past either end', () => {
    const start = { ...initialLayerState(threeYears, 'single'), active: ['cover'] };
    expect(start.timeIndex.cover).toBe(2);
    const wrapped = stepTime(start, series, 1);
    expect(wrapped.timeIndex.cover).toBe(0);
    expect(shownLayer(series, wrapped).layerId).toBe('cover2000');
    expect(stepTime(wrapped, series, -1).timeIndex.cover).toBe(2);
    expect(stepTime(wrapped, series, 4).timeIndex.cover).toBe(1);
  });

  it('the map draws only the visible time point of an active series', () => {
    const start = { ...initialLayerState(threeYears, 'single'), active: ['cover'] };
    expect(visibleLayers(setTimeIndex(start, series, 1), threeYears)).toEqual([
      { layerId: 'cover2010', opacity: 1 },
    ]);
    expect(setTimeIndex(start, series, 9).timeIndex.cover).toBe(2);
  });

  it('stepping a plain layer changes nothing', () => {
    const entries = layerEntries(context);
    const start = initialLayerState(entries, 'multi');
    expect(stepTime(start, entries[0] as LayerEntry, 1)).toBe(start);
  });
});
