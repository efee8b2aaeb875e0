import {
  BURN_SEVERITY_LAYER_ID,
  ELEVATION_LAYER_ID,
  FIRE_SERIES,
  LAND_COVER_SERIES,
  PERFORMANCE_SERIES,
  type ScriptType,
  SOIL_MOISTURE_LAYER_ID,
  SPI_LAYER_GROUP,
  VEGETATION_SERIES,
} from '@ecotone/analysis';
import { type BasemapKind, DEFAULT_BASEMAP } from '../../map/basemap';
import { initialLayerState, type LayerEntry, type LayerMode, type LayerState } from './layer-state';
import type { TimeLapseSpeed } from './map-options';

/**
 * specs/3 "Analysis map": themed map wrappers (context, fire burn severity, land cover, carbon,
 * water, biodiversity). A theme is how one tool's map opens: the basemap, the order of the rows,
 * the row shown first (and for a series, which year), whether its legend opens, and the
 * time-lapse speed. A tool without a theme opens as it declared its layers (`initialActive`).
 * A later tool plugs in by adding its entry to `MAP_THEMES`; nothing else reads the tool type.
 */
export interface MapTheme {
  /** Names the theme on the page (`data-theme`), in tests and in docs/analysis-map.md. */
  id: string;
  /** The basemap the map opens on for a user who has not chosen one on this browser. */
  basemap: BasemapKind;
  /** Rows (layer ids or series ids) listed first, in this order; the others follow as declared. */
  order: readonly string[];
  /** The row the map opens on, before the tool's own `initialActive`; a series opens on `year`. */
  start: { id: string; year: 'latest' | 'earliest' } | null;
  /** The panel opens on the start row's legend (on a wide screen: `legendOpensAt`). */
  openLegend: boolean;
  /** The time-lapse player's speed when it first shows (a year per 1.5 s at 1x). */
  timeLapseSpeed: TimeLapseSpeed;
}

/** specs/3 section 9 "Map and layers": the legend auto-opens above 900 px. */
export const LEGEND_AUTO_OPEN_WIDTH = 900;

/** No theme: the user's basemap (satellite by default), the declared layers, the layer list. */
export const DEFAULT_MAP_THEME: MapTheme = {
  id: 'default',
  basemap: DEFAULT_BASEMAP,
  order: [],
  start: null,
  openLegend: false,
  timeLapseSpeed: 1,
};

/**
 * Water (specs/3 "water" wrapper): on the standard map, where rivers, lakes and places give the
 * series their setting; the latest year first, its legend open (the colours are the meaning).
 */
const water = (id: string, order: readonly string[]): MapTheme => ({
  id,
  basemap: 'standard',
  order,
  start: order[0] ? { id: order[0], year: 'latest' } : null,
  openLegend: true,
  timeLapseSpeed: 1,
});

/**
 * Vegetation and degradation: over the imagery the indices are computed from, the latest year,
 * legend open; the player at 1x so a year can be read before the next.
 */
const vegetation = (id: string, order: readonly string[]): MapTheme => ({
  id,
  basemap: 'satellite',
  order,
  start: order[0] ? { id: order[0], year: 'latest' } : null,
  openLegend: true,
  timeLapseSpeed: 1,
});

const carbon = (layerId: string): MapTheme => ({
  id: `carbon:${layerId}`,
  basemap: 'satellite',
  order: [layerId],
  start: { id: layerId, year: 'latest' },
  openLegend: true,
  timeLapseSpeed: 1,
});

/** The themes of the tools that exist; carbon and biodiversity add theirs here. */
export const MAP_THEMES: Partial<Record<ScriptType, MapTheme>> = {
  // Where removing threats would count most for species: the STAR threat-abatement grid over
  // the imagery (the habitat it scores is what the photo shows), its legend open since the
  // gradient is the map's meaning; restoration one row below.
  // specs/3 "carbon": each carbon tool's one layer (change per hectare over the project, or the
  // stock for carbon inputs) over the imagery of the land it describes, its legend open.
  forestCarbon: carbon('forestCarbonChange'),
  grasslandCarbon: carbon('grasslandCarbonChange'),
  ifmCarbon: carbon('ifmCarbonChange'),
  wetlandsCarbon: carbon('wetlandsCarbonChange'),
  carbonInputs: carbon('carbonStock'),
  biodiversityContext: {
    id: 'biodiversity',
    basemap: 'satellite',
    order: ['star-threat-abatement', 'star-restoration'],
    start: { id: 'star-threat-abatement', year: 'latest' },
    openLegend: true,
    timeLapseSpeed: 1,
  },
  // Where the site lies: the terrain over the standard map (places, roads, borders), then what
  // is protected or notable around it. The list of context layers is what the user reads first.
  context: {
    id: 'context',
    basemap: 'standard',
    order: [ELEVATION_LAYER_ID, 'protectedAreas', 'keyBiodiversityAreas', 'ecoregions'],
    start: { id: ELEVATION_LAYER_ID, year: 'latest' },
    openLegend: false,
    timeLapseSpeed: 1,
  },
  // What covers the land: the latest year's classes over the imagery they were mapped from, its
  // legend open (the classes are the map's meaning), the years before it one step back.
  landCoverChange: {
    id: 'landCover',
    basemap: 'satellite',
    order: [LAND_COVER_SERIES, 'landCoverChange'],
    start: { id: LAND_COVER_SERIES, year: 'latest' },
    openLegend: true,
    timeLapseSpeed: 1,
  },
  // The time-series tools (issue 16): water, vegetation and degradation, fire burn severity.
  // The water tools: SPI by year, the soil's water; the water balance has no map layer (its
  // theme only chooses the basemap of the shape's map).
  droughtsAndFloods: water('waterDrought', [SPI_LAYER_GROUP]),
  soilMoisturePotential: water('waterSoilMoisture', [SOIL_MOISTURE_LAYER_ID]),
  waterBalance: water('waterBalance', []),
  // Vegetation change opens on its trend (the tool declares it active), the yearly index next.
  vegetationChange: {
    ...vegetation('vegetation', ['ndviTrend', 'eviTrend', VEGETATION_SERIES]),
    start: null,
  },
  performanceDegradation: vegetation('degradation', [PERFORMANCE_SERIES]),
  // specs/3 "fire burn severity": severity over the imagery that shows the scars, the latest
  // fire year first, the severity legend (levels 1-7) open.
  fireContext: {
    id: 'fireBurnSeverity',
    basemap: 'satellite',
    order: [BURN_SEVERITY_LAYER_ID, FIRE_SERIES],
    start: { id: BURN_SEVERITY_LAYER_ID, year: 'latest' },
    openLegend: true,
    timeLapseSpeed: 1,
  },
};

export function mapThemeOf(scriptType: ScriptType): MapTheme {
  return MAP_THEMES[scriptType] ?? DEFAULT_MAP_THEME;
}

/** The theme's rows first, in its order; the others after them in declaration order. */
export function themedEntries(entries: readonly LayerEntry[], theme: MapTheme): LayerEntry[] {
  const rank = (entry: LayerEntry) => {
    const at = theme.order.indexOf(entry.id);
    return at >= 0 ? at : theme.order.length;
  };
  // Array.prototype.sort is stable: rows the theme does not name keep their declared order.
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/**
 * The map's first state: the theme's start row (when the tool produced it and it is enabled) on,
 * at the theme's year; otherwise the tool's declarations (`initialLayerState`).
 */
export function themedStart(
  entries: readonly LayerEntry[],
  theme: MapTheme,
  mode: LayerMode,
): LayerState {
  const declared = initialLayerState(entries, mode);
  const start = theme.start;
  const entry = start && entries.find((candidate) => candidate.id === start.id);
  if (!start || !entry || entry.disabled) return declared;
  const others = declared.active.filter((id) => id !== entry.id);
  const timeIndex = entry.timePoints
    ? {
        ...declared.timeIndex,
        [entry.id]: start.year === 'latest' ? entry.timePoints.length - 1 : 0,
      }
    : declared.timeIndex;
  return {
    ...declared,
    active: mode === 'single' ? [entry.id] : [entry.id, ...others],
    timeIndex,
  };
}

/** The row whose legend the panel opens on, if the theme says so and the screen is wide. */
export function legendAtStart(
  state: LayerState,
  theme: MapTheme,
  screenWidth: number,
): string | null {
  if (!theme.openLegend || screenWidth <= LEGEND_AUTO_OPEN_WIDTH) return null;
  return state.active[0] ?? null;
}
