import type { CarbonGrid } from '../carbon/carbon-grid.js';
import { PERFORMANCE_LEVELS, type PerformanceLevel } from '../indices/performance-levels.js';
import type { InMemoryRaster } from '../raster/types.js';
import type { Legend, RasterResultLayer } from '../tools/tool.js';

/** Map layers of the vegetation tools: index and slope rasters, degradation level rasters. */

export const VEGETATION_NO_DATA = -9999;
export const LEVEL_NO_DATA = 0;

/**
 * specs/3 section 9, "Degradation colours: none light grey, mild yellow, moderate orange, high
 * red, extreme near-black". The exact shades are this product's.
 */
export const DEGRADATION_COLORS: Record<PerformanceLevel, string> = {
  None: '#d9d9d9',
  Mild: '#fdd835',
  Moderate: '#fb8c00',
  High: '#e53935',
  Extreme: '#212121',
};

/** Greens for an index map (low to high). */
const INDEX_COLORS = ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#1a9850', '#00441b'];
/** Browning (brown) to greening (green) for a slope map, no change in the middle. */
const SLOPE_COLORS = ['#8c510a', '#d8b365', '#f6e8c3', '#f5f5f5', '#c7eae5', '#5ab4ac', '#01665e'];

/** A float raster on the grid's reference lattice: each cell's value, no data elsewhere. */
export function cellRaster(grid: CarbonGrid, values: ArrayLike<number>): InMemoryRaster {
  const { reference } = grid;
  const data = new Float32Array(reference.width * reference.height).fill(VEGETATION_NO_DATA);
  for (let index = 0; index < grid.cells.length; index++) {
    const value = values[index] as number;
    if (Number.isFinite(value)) data[grid.cells[index] as number] = value;
  }
  return {
    width: reference.width,
    height: reference.height,
    geoTransform: reference.geoTransform,
    crs: reference.crs,
    noData: VEGETATION_NO_DATA,
    dataType: 'float32',
    data,
  };
}

/** A level raster (1 None .. 5 Extreme, 0 no data) on the grid's reference lattice. */
export function levelRaster(grid: CarbonGrid, levels: Uint8Array): InMemoryRaster {
  const { reference } = grid;
  const data = new Uint8Array(reference.width * reference.height).fill(LEVEL_NO_DATA);
  for (let index = 0; index < grid.cells.length; index++)
    data[grid.cells[index] as number] = levels[index] as number;
  return {
    width: reference.width,
    height: reference.height,
    geoTransform: reference.geoTransform,
    crs: reference.crs,
    noData: LEVEL_NO_DATA,
    dataType: 'uint8',
    data,
  };
}

function range(values: ArrayLike<number>): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as number;
    if (!Number.isFinite(value)) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return Number.isFinite(min) ? [min, max] : [0, 0];
}

/** The legend of an index map: the index's own scale, -0.2 .. 1 (water and bare soil to dense canopy). */
export function indexLegend(index: 'ndvi' | 'evi'): Legend {
  const label = { key: `vegetation.indices.${index}` };
  return {
    title: label,
    gradient: { colors: INDEX_COLORS, min: -0.2, max: 1, unit: '', label },
  };
}

/** A diverging legend symmetric about 0 for a slope map (index units per year). */
export function slopeLegend(index: 'ndvi' | 'evi', slopes: ArrayLike<number>): Legend {
  const [min, max] = range(slopes);
  const bound = Math.max(Math.abs(min), Math.abs(max), 1e-4);
  const label = { key: 'vegetation.legend.slope', params: { index: index.toUpperCase() } };
  return {
    title: label,
    gradient: { colors: SLOPE_COLORS, min: -bound, max: bound, unit: '', label },
  };
}

/** The five-level legend of a performance degradation map (items 1..5, the raster's values). */
export function levelLegend(): Legend {
  return {
    title: { key: 'vegetation.legend.degradationLevel' },
    items: PERFORMANCE_LEVELS.map((level, at) => ({
      itemId: String(at + 1),
      primaryLabel: { key: `vegetation.levels.${level}` },
      color: DEGRADATION_COLORS[level],
    })),
  };
}

/** One year of a time-lapse group (the map's player steps through a group's years). */
export function yearLayer(
  layer: Omit<RasterResultLayer, 'kind' | 'timeSeries' | 'initialActive'>,
  groupId: string,
  year: number,
  active: boolean,
): RasterResultLayer {
  return { kind: 'raster', ...layer, timeSeries: { groupId, year }, initialActive: active };
}
