import {
  BURN_SEVERITY_LAYER_ID,
  FIRE_SERIES,
  PERFORMANCE_SERIES,
  SCRIPT_TYPES,
  SPI_LAYER_GROUP,
  VEGETATION_SERIES,
} from '@ecotone/analysis';
import type { ResultLayerReference } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { BASEMAP_KINDS } from '../../map/basemap';
import { type LayerInput, layerEntries, shownLayer, visibleLayers } from './layer-state';
import {
  DEFAULT_MAP_THEME,
  LEGEND_AUTO_OPEN_WIDTH,
  legendAtStart,
  MAP_THEMES,
  mapThemeOf,
  themedEntries,
  themedStart,
} from './map-themes';

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

const year = (value: number, extra: Partial<ResultLayerReference> = {}): LayerInput => ({
  kind: 'raster',
  layer: layer(`landCover${value}`, {
    timeSeries: { groupId: 'landCover', year: value },
    ...extra,
  }),
});

/** Land cover as a tool might declare it: the change first, the first year marked active. */
const landCover: LayerInput[] = [
  { kind: 'raster', layer: layer('landCoverChange', { initialActive: true }) },
  year(2001, { initialActive: true }),
  year(2023),
  year(2012),
];

/** Context with the ecoregions declared first and on, elevation declared off. */
const context = (elevation: Partial<LayerInput> = {}): LayerInput[] => [
  { kind: 'vector', layer: layer('ecoregions', { initialActive: true }) },
  { kind: 'vector', layer: layer('protectedAreas', { initialActive: true, initialOpacity: 0.5 }) },
  { kind: 'raster', layer: layer('elevation', { initialOpacity: 0.8 }), ...elevation },
  { kind: 'vector', layer: layer('keyBiodiversityAreas'), disabled: true },
];

const landCoverTheme = mapThemeOf('landCoverChange');
const contextTheme = mapThemeOf('context');

describe('the map theme registry', () => {
  it('themes the tools that exist and gives every other tool the default', () => {
    expect(contextTheme.id).toBe('context');
    expect(landCoverTheme.id).toBe('landCover');
    for (const scriptType of SCRIPT_TYPES)
      if (!MAP_THEMES[scriptType]) expect(mapThemeOf(scriptType)).toBe(DEFAULT_MAP_THEME);
  });

  it('opens each theme on a basemap that exists and a start row it lists', () => {
    const themes = Object.values(MAP_THEMES);
    expect(new Set(themes.map((theme) => theme.id)).size).toBe(themes.length);
    for (const theme of themes) {
      expect(BASEMAP_KINDS).toContain(theme.basemap);
      if (theme.start) expect(theme.order).toContain(theme.start.id);
    }
  });

  it('puts context on the standard map and land cover on the imagery', () => {
    expect(contextTheme.basemap).toBe('standard');
    expect(landCoverTheme.basemap).toBe('satellite');
    expect(DEFAULT_MAP_THEME.basemap).toBe('satellite');
  });
});

describe('themedEntries', () => {
  it("lists the theme's rows first, in its order, and keeps the others as declared", () => {
    const entries = themedEntries(layerEntries(landCover), landCoverTheme);
    expect(entries.map((entry) => entry.id)).toEqual(['landCover', 'landCoverChange']);
    const withExtra = themedEntries(
      layerEntries([
        { kind: 'raster', layer: layer('zeta') },
        ...context(),
        { kind: 'raster', layer: layer('alpha') },
      ]),
      contextTheme,
    );
    expect(withExtra.map((entry) => entry.id)).toEqual([
      'elevation',
      'protectedAreas',
      'keyBiodiversityAreas',
      'ecoregions',
      'zeta',
      'alpha',
    ]);
  });

  it('changes nothing without a theme', () => {
    const declared = layerEntries(context());
    expect(themedEntries(declared, DEFAULT_MAP_THEME)).toEqual(declared);
  });
});

describe('themedStart', () => {
  it('opens land cover on its latest year, whatever the tool marked active', () => {
    const entries = themedEntries(layerEntries(landCover), landCoverTheme);
    const state = themedStart(entries, landCoverTheme, 'single');
    expect(state.active).toEqual(['landCover']);
    const series = entries[0];
    if (!series) throw new Error('no series');
    expect(shownLayer(series, state).layerId).toBe('landCover2023');
    expect(visibleLayers(state, entries).map((shown) => shown.layerId)).toEqual(['landCover2023']);
  });

  it('opens a series on its first year when the theme asks for the earliest', () => {
    const theme = { ...landCoverTheme, start: { id: 'landCover', year: 'earliest' as const } };
    const entries = layerEntries(landCover);
    const state = themedStart(entries, theme, 'single');
    const series = entries.find((entry) => entry.id === 'landCover');
    if (!series) throw new Error('no series');
    expect(shownLayer(series, state).layerId).toBe('landCover2001');
  });

  it('opens context on the terrain, at its declared opacity', () => {
    const entries = themedEntries(layerEntries(context()), contextTheme);
    const state = themedStart(entries, contextTheme, 'single');
    expect(visibleLayers(state, entries)).toEqual([{ layerId: 'elevation', opacity: 0.8 }]);
  });

  it('adds the declared layers after the start row in multi mode', () => {
    const entries = themedEntries(layerEntries(context()), contextTheme);
    const state = themedStart(entries, contextTheme, 'multi');
    expect(state.active).toEqual(['elevation', 'protectedAreas', 'ecoregions']);
  });

  it("falls back to the tool's declarations without the start row, or with it disabled", () => {
    const missing = layerEntries(context().filter((input) => input.layer.layerId !== 'elevation'));
    expect(themedStart(missing, contextTheme, 'single').active).toEqual(['ecoregions']);
    const disabled = layerEntries(context({ disabled: true }));
    expect(themedStart(disabled, contextTheme, 'single').active).toEqual(['ecoregions']);
  });

  it('is the declared start without a theme', () => {
    const entries = layerEntries(landCover);
    const state = themedStart(entries, DEFAULT_MAP_THEME, 'single');
    expect(state.active).toEqual(['landCoverChange']);
    expect(state.timeIndex.landCover).toBe(0);
  });
});

describe('the biodiversity theme', () => {
  const theme = mapThemeOf('biodiversityContext');
  const star: LayerInput[] = [
    { kind: 'raster', layer: layer('star-restoration') },
    { kind: 'raster', layer: layer('star-threat-abatement', { initialOpacity: 0.8 }) },
  ];

  it('opens biodiversity context on the STAR threat abatement grid over imagery, legend open', () => {
    expect(theme.id).toBe('biodiversity');
    expect(theme.basemap).toBe('satellite');
    const entries = themedEntries(layerEntries(star), theme);
    expect(entries.map((entry) => entry.id)).toEqual(['star-threat-abatement', 'star-restoration']);
    const state = themedStart(entries, theme, 'single');
    expect(visibleLayers(state, entries)).toEqual([
      { layerId: 'star-threat-abatement', opacity: 0.8 },
    ]);
    expect(legendAtStart(state, theme, 1280)).toBe('star-threat-abatement');
  });
});

describe('legendAtStart', () => {
  const entries = themedEntries(layerEntries(landCover), landCoverTheme);
  const state = themedStart(entries, landCoverTheme, 'single');

  it("opens the land cover legend on a screen wider than 900 px (specs/3), not on a phone's", () => {
    expect(legendAtStart(state, landCoverTheme, 1280)).toBe('landCover');
    expect(legendAtStart(state, landCoverTheme, LEGEND_AUTO_OPEN_WIDTH)).toBeNull();
    expect(legendAtStart(state, landCoverTheme, 390)).toBeNull();
  });

  it('opens no legend for context or without a theme, nor with nothing shown', () => {
    expect(legendAtStart(state, contextTheme, 1280)).toBeNull();
    expect(legendAtStart(state, DEFAULT_MAP_THEME, 1280)).toBeNull();
    expect(legendAtStart({ ...state, active: [] }, landCoverTheme, 1280)).toBeNull();
  });
});

describe('the time-series themes (issue 16)', () => {
  /** A yearly series as the time-series tools declare one (e.g. burn severity by fire year). */
  const series = (groupId: string, years: number[], extra: Partial<ResultLayerReference> = {}) =>
    years.map(
      (value): LayerInput => ({
        kind: 'raster',
        layer: layer(`${groupId}${value}`, { timeSeries: { groupId, year: value }, ...extra }),
      }),
    );

  it('opens a carbon tool on its layer over the imagery, legend open on a wide screen', () => {
    const theme = mapThemeOf('forestCarbon');
    expect([theme.id, theme.basemap]).toEqual(['carbon:forestCarbonChange', 'satellite']);
    const entries = themedEntries(
      layerEntries([{ kind: 'raster', layer: layer('forestCarbonChange') }]),
      theme,
    );
    const state = themedStart(entries, theme, 'single');
    expect(state.active).toEqual(['forestCarbonChange']);
    expect(legendAtStart(state, theme, 1280)).toBe('forestCarbonChange');
    expect(mapThemeOf('carbonInputs').start?.id).toBe('carbonStock');
  });

  it('themes water, vegetation, degradation and fire', () => {
    expect(mapThemeOf('droughtsAndFloods').id).toBe('waterDrought');
    expect(mapThemeOf('soilMoisturePotential').id).toBe('waterSoilMoisture');
    expect(mapThemeOf('waterBalance').id).toBe('waterBalance');
    expect(mapThemeOf('vegetationChange').id).toBe('vegetation');
    expect(mapThemeOf('performanceDegradation').id).toBe('degradation');
    expect(mapThemeOf('fireContext').id).toBe('fireBurnSeverity');
  });

  it('puts water on the standard map, vegetation, degradation and fire on the imagery', () => {
    for (const type of ['droughtsAndFloods', 'soilMoisturePotential', 'waterBalance'] as const)
      expect(mapThemeOf(type).basemap).toBe('standard');
    for (const type of ['vegetationChange', 'performanceDegradation', 'fireContext'] as const)
      expect(mapThemeOf(type).basemap).toBe('satellite');
  });

  it('opens fire on its period-wide burn severity, the fire years after it, legend open', () => {
    const theme = mapThemeOf('fireContext');
    // As fire-layers.ts declares them: the period's severity on, then one layer per fire year.
    const inputs: LayerInput[] = [
      { kind: 'raster', layer: layer(BURN_SEVERITY_LAYER_ID, { initialActive: true }) },
      ...series(FIRE_SERIES, [2016, 2019, 2023]),
    ];
    const entries = themedEntries(layerEntries(inputs), theme);
    expect(entries.map((entry) => entry.id)).toEqual([BURN_SEVERITY_LAYER_ID, FIRE_SERIES]);
    const state = themedStart(entries, theme, 'single');
    expect(visibleLayers(state, entries).map((shown) => shown.layerId)).toEqual([
      BURN_SEVERITY_LAYER_ID,
    ]);
    expect(legendAtStart(state, theme, 1280)).toBe(BURN_SEVERITY_LAYER_ID);
  });

  it('opens the SPI and the degradation levels on their latest year', () => {
    const spi = themedEntries(
      layerEntries(series(SPI_LAYER_GROUP, [2022, 2023, 2024])),
      mapThemeOf('droughtsAndFloods'),
    );
    const spiState = themedStart(spi, mapThemeOf('droughtsAndFloods'), 'single');
    expect(visibleLayers(spiState, spi).map((shown) => shown.layerId)).toEqual([
      `${SPI_LAYER_GROUP}2024`,
    ]);
    const levels = themedEntries(
      layerEntries(series(PERFORMANCE_SERIES, [2001, 2012, 2025])),
      mapThemeOf('performanceDegradation'),
    );
    const levelState = themedStart(levels, mapThemeOf('performanceDegradation'), 'single');
    expect(visibleLayers(levelState, levels).map((shown) => shown.layerId)).toEqual([
      `${PERFORMANCE_SERIES}2025`,
    ]);
  });

  it('lists the vegetation trend before the yearly index and opens as the tool declares', () => {
    const theme = mapThemeOf('vegetationChange');
    const entries = themedEntries(
      layerEntries([
        ...series(VEGETATION_SERIES, [2016, 2025]),
        { kind: 'raster', layer: layer('ndviTrend', { initialActive: true }) },
      ]),
      theme,
    );
    expect(entries.map((entry) => entry.id)).toEqual(['ndviTrend', VEGETATION_SERIES]);
    expect(themedStart(entries, theme, 'single').active).toEqual(['ndviTrend']);
  });

  it("falls back to the tool's declarations when its layers carry other ids", () => {
    const theme = mapThemeOf('vegetationChange');
    const entries = themedEntries(
      layerEntries([
        { kind: 'raster', layer: layer('eviTrend') },
        { kind: 'raster', layer: layer('evi', { initialActive: true }) },
      ]),
      theme,
    );
    expect(themedStart(entries, theme, 'single').active).toEqual(['evi']);
  });
});
