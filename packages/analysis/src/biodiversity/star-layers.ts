import type { CarbonGrid } from '../carbon/carbon-grid.js';
import type { InMemoryRaster } from '../raster/types.js';
import type { ResultLayer } from '../tools/tool.js';

const NO_DATA = -9999;
const THREAT_COLORS = ['#fff5eb', '#fdae6b', '#e6550d', '#7f2704'];
const RESTORE_COLORS = ['#f7fcf5', '#a1d99b', '#31a354', '#00441b'];

/**
 * A STAR map layer: each pixel's score per km² of the pixel (STAR_T or STAR_R of the cell over its
 * area, so pixels of different sizes compare), no data outside the study area; a gradient legend
 * from 0 to the largest value.
 */
export function starLayer(
  grid: CarbonGrid,
  cellScores: Float64Array,
  kind: 'threatAbatement' | 'restoration',
): ResultLayer {
  const { reference } = grid;
  const data = new Float32Array(reference.width * reference.height).fill(NO_DATA);
  let max = 0;
  cellScores.forEach((score, index) => {
    const areaKm2 = (grid.areasHa[index] as number) / 100;
    const value = areaKm2 > 0 ? score / areaKm2 : 0;
    data[grid.cells[index] as number] = value;
    max = Math.max(max, value);
  });
  const raster: InMemoryRaster = {
    width: reference.width,
    height: reference.height,
    geoTransform: reference.geoTransform,
    crs: reference.crs,
    noData: NO_DATA,
    dataType: 'float32',
    data,
  };
  const key = `starMethods.layers.${kind}`;
  return {
    kind: 'raster',
    id: kind === 'threatAbatement' ? 'star-threat-abatement' : 'star-restoration',
    raster,
    label: { key },
    legend: {
      title: { key: `starMethods.legend.${kind}` },
      gradient: {
        colors: kind === 'threatAbatement' ? THREAT_COLORS : RESTORE_COLORS,
        min: 0,
        max: max > 0 ? max : 1e-9,
        unit: '',
        label: { key: `starMethods.legend.${kind}` },
      },
    },
    initialActive: kind === 'threatAbatement',
    initialOpacity: 0.8,
  };
}
