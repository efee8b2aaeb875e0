import type { AnalysisTool, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import { baselineStocks, startSoc } from './baseline-stocks.js';
import { aggregateCarbon } from './carbon-aggregate.js';
import { readCarbonGrid } from './carbon-grid.js';
import { carbonChangeLayer } from './carbon-layers.js';
import {
  carbonResult,
  commonClass,
  IPCC_2006_CITATION,
  landCoverRequest,
  tableRanges,
} from './carbon-tool-common.js';
import { carbonPixelAt, pixelCells } from './cell-cache.js';
import { poolTotal } from './pool-series.js';
import { TABLE_2_2_SOURCE } from './tables/ipcc-2006-v4-table-2-2-litter.js';
import { TABLE_2_3_SOURCE } from './tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import { TABLE_4_3_SOURCE } from './tables/ipcc-2006-v4-table-4-3-carbon-fraction.js';
import { TABLE_4_4_SOURCE } from './tables/ipcc-2006-v4-table-4-4-root-shoot.js';

// 2: the results' ranges from the tables' uncertainty (session 10).
const VERSION = '2';

export const CARBON_INPUTS_METHODS: MethodRef[] = [
  {
    name: 'carbonMethods.methods.inputs',
    citation: `${IPCC_2006_CITATION} Ch. 4 Tables 4.3, 4.4; Ch. 2 Tables 2.2, 2.3.`,
    version: VERSION,
  },
];

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Area-weighted mean of `values` over the cells where it is finite, or null. */
function areaMean(values: Float64Array | undefined, areas: Float64Array): number | null {
  if (!values) return null;
  let sum = 0;
  let weight = 0;
  values.forEach((value, index) => {
    if (!Number.isFinite(value)) return;
    sum += value * (areas[index] as number);
    weight += areas[index] as number;
  });
  return weight > 0 ? round(sum / weight) : null;
}

/**
 * specs/3 `carbonInputs`: the baseline carbon stocks by pool over the study area (AGB, BGB,
 * litter, SOC) and the site values the other carbon tools share (mean temperature, annual
 * precipitation, sand, initial SOC), measured once and reused (snapgraze's
 * carbonInputsAnalysisId).
 */
async function run(context: ToolContext): Promise<ToolResult> {
  const grid = await readCarbonGrid(context, landCoverRequest(context.now), [
    { role: 'ecologicalZone' },
    { role: 'climateZone' },
    { role: 'soilType' },
    { role: 'abovegroundBiomass' },
    { role: 'soilOrganicCarbon' },
    { role: 'temperatureMean' },
    { role: 'precipitationAnnual' },
  ]);
  context.progress(0.6);
  const cellAt = pixelCells(grid.values, (pixel, common, bound) => ({
    baseline: baselineStocks({ ...pixel, forest: common === 'treeCovered' }, bound),
    change: {},
    activity: null,
  }));
  const aggregate = aggregateCarbon(grid, 0, cellAt('central'));
  const ranges = tableRanges(grid, 0, cellAt);
  const initialSoc = new Float64Array(grid.cells.length).fill(Number.NaN);
  const stockPerHa = Float64Array.from(grid.cells, (_cell, index) => {
    const pixel = carbonPixelAt(grid.values, index);
    const common = commonClass(pixel.landCover);
    if (common === null) return Number.NaN;
    initialSoc[index] = startSoc(pixel) ?? Number.NaN;
    return poolTotal(baselineStocks({ ...pixel, forest: common === 'treeCovered' }));
  });
  context.progress(0.9);
  return carbonResult(aggregate, {
    lineage: grid.lineage,
    methods: CARBON_INPUTS_METHODS,
    tables: [TABLE_4_3_SOURCE, TABLE_4_4_SOURCE, TABLE_2_2_SOURCE, TABLE_2_3_SOURCE],
    layers: [
      carbonChangeLayer(grid, stockPerHa, 'carbonStock', 0, {
        label: 'carbonMethods.layers.stock',
        legend: 'carbonMethods.legend.stock',
      }),
    ],
    extraValues: {
      meanTemperature: areaMean(grid.values.get('temperatureMean'), grid.areasHa),
      annualPrecipitation: areaMean(grid.values.get('precipitationAnnual'), grid.areasHa),
      // No sand role exists yet (docs/analyses/carbon.md): the grazing model keeps its default.
      sand: null,
      initialSoilOrganicCarbon: areaMean(initialSoc, grid.areasHa),
    },
    warnings: [{ key: 'carbonMethods.warnings.noSandLayer' }],
    ranges,
  });
}

export const carbonInputsTool: AnalysisTool = { scriptType: 'carbonInputs', version: VERSION, run };
