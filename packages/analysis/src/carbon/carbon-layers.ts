import type { InMemoryRaster } from '../raster/types.js';
import type { ResultLayer } from '../tools/tool.js';
import type { CarbonGrid } from './carbon-grid.js';

export const CARBON_CHANGE_NO_DATA = -9999;
const GAIN_COLORS = ['#f7fcb9', '#addd8e', '#41ab5d', '#006837'];
const DIVERGING_COLORS = ['#d73027', '#fee08b', '#f7f7f7', '#addd8e', '#1a9850'];

/**
 * The map layer of a carbon tool: total carbon change per hectare over the project at each
 * pixel of the reference grid (tC/ha), no data outside the activity; a gradient legend from the
 * smallest to the largest change (diverging when some pixels lose carbon).
 */
export function carbonChangeLayer(
  grid: CarbonGrid,
  cellChange: Float64Array,
  id: string,
  years: number,
  text: { label: string; legend: string } = {
    label: 'carbonMethods.layers.change',
    legend: 'carbonMethods.legend.change',
  },
): ResultLayer {
  const { reference } = grid;
  const data = new Float32Array(reference.width * reference.height).fill(CARBON_CHANGE_NO_DATA);
  let min = Infinity;
  let max = -Infinity;
  cellChange.forEach((value, index) => {
    if (!Number.isFinite(value)) return;
    data[grid.cells[index] as number] = value;
    min = Math.min(min, value);
    max = Math.max(max, value);
  });
  if (!Number.isFinite(min)) {
    min = 0;
    max = 0;
  }
  const raster: InMemoryRaster = {
    width: reference.width,
    height: reference.height,
    geoTransform: reference.geoTransform,
    crs: reference.crs,
    noData: CARBON_CHANGE_NO_DATA,
    dataType: 'float32',
    data,
  };
  // A loss somewhere: a diverging ramp symmetric about 0, so no change is the middle colour.
  const bound = Math.max(Math.abs(min), Math.abs(max), 1e-9);
  const lowest = min < 0 ? -bound : Math.min(0, min);
  const highest = min < 0 ? bound : Math.max(max, lowest + 1e-9);
  return {
    kind: 'raster',
    id,
    raster,
    label: { key: text.label, params: { years } },
    legend: {
      title: { key: text.legend },
      gradient: {
        colors: lowest < 0 ? DIVERGING_COLORS : GAIN_COLORS,
        min: lowest,
        max: highest,
        unit: 'tC/ha',
        label: { key: text.legend },
      },
    },
    initialActive: true,
    initialOpacity: 0.8,
  };
}
