import type { CarbonGrid } from '../carbon/carbon-grid.js';
import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import type { InMemoryRaster } from '../raster/types.js';
import type { LabelRef, MethodRef, ResultLayer, ToolResult } from '../tools/tool.js';

/** Citations of the water tools (docs/analyses/water.md). */
export const CITATIONS = {
  mckee:
    'McKee, T. B., Doesken, N. J. & Kleist, J. (1993). The relationship of drought frequency and duration to time scales. Proceedings of the 8th Conference on Applied Climatology, 17-22 January 1993, Anaheim, California. American Meteorological Society, 179-184.',
  wmoSpi:
    'World Meteorological Organization (2012). Standardized Precipitation Index User Guide (M. Svoboda, M. Hayes and D. Wood). WMO-No. 1090, Geneva.',
  thom: 'Thom, H. C. S. (1958). A note on the gamma distribution. Monthly Weather Review 86(4), 117-122.',
  wmoNormals:
    'World Meteorological Organization (2017). WMO Guidelines on the Calculation of Climate Normals. WMO-No. 1203, Geneva.',
  thornthwaite:
    'Thornthwaite, C. W. (1948). An approach toward a rational classification of climate. Geographical Review 38(1), 55-94.',
  thornthwaiteMather:
    'Thornthwaite, C. W. & Mather, J. R. (1955). The water balance. Publications in Climatology 8(1). Drexel Institute of Technology, Centerton, NJ; Thornthwaite, C. W. & Mather, J. R. (1957). Instructions and tables for computing potential evapotranspiration and the water balance. Publications in Climatology 10(3), 185-311.',
  abatzoglou:
    'Abatzoglou, J. T., Dobrowski, S. Z., Parks, S. A. & Hegewisch, K. C. (2018). TerraClimate, a high-resolution global dataset of monthly climate and climatic water balance from 1958-2015. Scientific Data 5, 170191.',
} as const;

export const WATER_METHOD_VERSION = '1';

export const method = (name: string, citation: string): MethodRef => ({
  name: `waterMethods.methods.${name}`,
  citation,
  version: WATER_METHOD_VERSION,
});

/** Okabe & Ito (2008) colour-blind safe palette, by water balance term. */
export const WATER_COLORS = {
  precipitation: '#0072B2',
  potentialEvapotranspiration: '#E69F00',
  actualEvapotranspiration: '#D55E00',
  runoff: '#009E73',
  soilMoisture: '#CC79A7',
  average: '#000000',
} as const;

/** A month as 'YYYY-MM'. */
export const monthDate = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** A number or null (NaN and infinities are no value in stored JSON). */
export const orNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

export const WATER_LAYER_NO_DATA = -9999;

/**
 * A raster layer of one value per study-area cell on the series grid (no data elsewhere), with a
 * gradient legend; opacity 0.8 (specs/3 "Layer opacities": drought and soil layers).
 */
export function cellLayer(
  grid: CarbonGrid,
  cellValues: ArrayLike<number>,
  options: {
    id: string;
    label: LabelRef;
    legend: LabelRef;
    colors: string[];
    min: number;
    max: number;
    unit: string;
  },
): ResultLayer {
  const { reference } = grid;
  const data = new Float32Array(reference.width * reference.height).fill(WATER_LAYER_NO_DATA);
  for (let index = 0; index < grid.cells.length; index++) {
    const value = cellValues[index] as number;
    if (Number.isFinite(value)) data[grid.cells[index] as number] = value;
  }
  const raster: InMemoryRaster = {
    width: reference.width,
    height: reference.height,
    geoTransform: reference.geoTransform,
    crs: reference.crs,
    noData: WATER_LAYER_NO_DATA,
    dataType: 'float32',
    data,
  };
  return {
    kind: 'raster',
    id: options.id,
    raster,
    label: options.label,
    legend: {
      title: options.legend,
      gradient: {
        colors: options.colors,
        min: options.min,
        max: options.max,
        unit: options.unit,
        label: options.legend,
      },
    },
    initialActive: true,
    initialOpacity: 0.8,
  };
}

/** The finite range of some values, [0, 0] when none. */
export function rangeOf(values: ArrayLike<number>): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (!Number.isFinite(value)) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return Number.isFinite(min) ? [min, max] : [0, 0];
}

/** A water tool's result: one lineage entry per dataset, synthetic when any input is. */
export function waterResult(parts: {
  values: Record<string, unknown>;
  layers: ResultLayer[];
  lineage: Lineage[];
  methods: MethodRef[];
  warnings: LabelRef[];
}): ToolResult {
  const lineage = uniqueLineage(parts.lineage);
  return { ...parts, lineage, synthetic: isSynthetic(lineage) };
}
