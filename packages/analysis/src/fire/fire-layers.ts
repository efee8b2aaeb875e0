import type { CarbonGrid } from '../carbon/carbon-grid.js';
import type { InMemoryRaster } from '../raster/types.js';
import type { Legend, ResultLayer } from '../tools/tool.js';
import { FIRE_SERIES } from './fire-values.js';

/**
 * Map layers of the fire context: the most severe burn of each pixel over the period, and one
 * layer per year with fire (a time-lapse group). Values are the severity levels 1..7, 0 no data.
 */

/** The period's most severe burn per pixel (the map opens on it); each fire year is a series. */
export const BURN_SEVERITY_LAYER_ID = 'burnSeverity';

/** specs/3 section 9: burn layers at opacity 0.8. */
export const BURN_LAYER_OPACITY = 0.8;
const NO_DATA = 0;

/**
 * Colours of the levels: ColorBrewer PuOr (11 classes), a diverging scheme ColorBrewer marks
 * colour-blind safe: oranges to brown for burned (darker = more severe), near white for unburned,
 * purples for enhanced regrowth.
 */
export const BURN_SEVERITY_COLORS: Record<number, string> = {
  1: '#542788',
  2: '#b2abd2',
  3: '#f7f7f7',
  4: '#fdb863',
  5: '#e08214',
  6: '#b35806',
  7: '#7f3b08',
};
/**
 * Legend order: specs/3 section 9 "Fire severity order: low, high, moderate-high, moderate-low",
 * then the levels the spec's list leaves out (unburned, enhanced regrowth low, high).
 */
export const BURN_SEVERITY_LEGEND_ORDER = [4, 7, 6, 5, 3, 2, 1] as const;

export function burnSeverityLegend(): Legend {
  return {
    title: { key: 'fireMethods.legend.title' },
    items: BURN_SEVERITY_LEGEND_ORDER.map((level) => ({
      itemId: String(level),
      primaryLabel: { key: `fireMethods.severity.${level}` },
      color: BURN_SEVERITY_COLORS[level] as string,
    })),
  };
}

/** A level raster on the grid's reference lattice: the highest level of each cell's burns. */
function severityRaster(
  grid: CarbonGrid,
  burns: readonly { cell: number; level: number }[],
): InMemoryRaster {
  const { reference } = grid;
  const data = new Uint8Array(reference.width * reference.height);
  for (const burn of burns) {
    const at = grid.cells[burn.cell] as number;
    if (burn.level > (data[at] as number)) data[at] = burn.level;
  }
  return {
    width: reference.width,
    height: reference.height,
    geoTransform: reference.geoTransform,
    crs: reference.crs,
    noData: NO_DATA,
    dataType: 'uint8',
    data,
  };
}

export function fireLayers(
  grid: CarbonGrid,
  burns: readonly { cell: number; level: number; year: number }[],
  fromYear: number,
  toYear: number,
): ResultLayer[] {
  if (burns.length === 0) return [];
  const years = [...new Set(burns.map((burn) => burn.year))].sort((a, b) => a - b);
  return [
    {
      kind: 'raster',
      id: BURN_SEVERITY_LAYER_ID,
      label: { key: 'fireMethods.layers.severity', params: { fromYear, toYear } },
      legend: burnSeverityLegend(),
      raster: severityRaster(grid, burns),
      initialActive: true,
      initialOpacity: BURN_LAYER_OPACITY,
    },
    ...years.map(
      (year): ResultLayer => ({
        kind: 'raster',
        id: `${BURN_SEVERITY_LAYER_ID}${year}`,
        label: { key: 'fireMethods.layers.severityYear', params: { year } },
        legend: burnSeverityLegend(),
        raster: severityRaster(
          grid,
          burns.filter((burn) => burn.year === year),
        ),
        timeSeries: { groupId: FIRE_SERIES, year },
        initialActive: false,
        initialOpacity: BURN_LAYER_OPACITY,
      }),
    ),
  ];
}
