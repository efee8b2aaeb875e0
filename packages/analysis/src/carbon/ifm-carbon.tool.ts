import type { AnalysisTool, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import { baselineStocks } from './baseline-stocks.js';
import { aggregateCarbon } from './carbon-aggregate.js';
import { readCarbonGrid } from './carbon-grid.js';
import { carbonChangeLayer } from './carbon-layers.js';
import {
  carbonResult,
  durationInput,
  growthRowsFor,
  IPCC_2006_CITATION,
  IPCC_2019_CITATION,
  landCoverRequest,
  noGrowthRateWarnings,
  numberInput,
  studyContinent,
  tableRanges,
} from './carbon-tool-common.js';
import { pixelCells } from './cell-cache.js';
import { ifmCarbon } from './ifm-carbon.js';
import { TABLE_2_2_SOURCE } from './tables/ipcc-2006-v4-table-2-2-litter.js';
import { TABLE_2_3_SOURCE } from './tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import { TABLE_4_3_SOURCE } from './tables/ipcc-2006-v4-table-4-3-carbon-fraction.js';
import { TABLE_4_4_SOURCE } from './tables/ipcc-2006-v4-table-4-4-root-shoot.js';
import { TABLE_4_9_SOURCE } from './tables/ipcc-2019-v4-table-4-9-natural-forest-growth.js';

// 2: Table 4.9 (Updated) by zone and continent (session 10).
const VERSION = '2';

export const IFM_CARBON_METHODS: MethodRef[] = [
  {
    name: 'carbonMethods.methods.ifm',
    citation: `${IPCC_2006_CITATION} Ch. 2 Eq. 2.7, 2.9, 2.12; Ch. 4 Tables 4.3, 4.4. ${IPCC_2019_CITATION} Ch. 4 Table 4.9 (Updated).`,
    version: VERSION,
  },
];

async function run(context: ToolContext): Promise<ToolResult> {
  const duration = durationInput(context.inputs.projectDuration, 30);
  const loggingFactor = Math.min(1, Math.max(0, numberInput(context.inputs.loggingFactor, 0.25)));
  const grid = await readCarbonGrid(context, landCoverRequest(context.now), [
    { role: 'ecologicalZone' },
    { role: 'climateZone' },
    { role: 'soilType' },
    { role: 'abovegroundBiomass' },
    { role: 'soilOrganicCarbon' },
    { role: 'forestAge', optional: true },
  ]);
  const { continent, lineage: adminLineage } = await studyContinent(context);
  const growth = growthRowsFor(continent);
  context.progress(0.6);
  context.signal.throwIfAborted();
  const cellAt = pixelCells(grid.values, (pixel, common, bound) => {
    if (common !== 'treeCovered') {
      const baseline = baselineStocks({ ...pixel, forest: false }, bound);
      return { baseline, change: {}, activity: null };
    }
    const row = pixel.ecoZone ? growth.rowOf(pixel.ecoZone) : null;
    const result = ifmCarbon(pixel, loggingFactor, duration, row, bound);
    return result ? { ...result, activity: 'ifm' } : null;
  });
  const aggregate = aggregateCarbon(grid, duration, cellAt('central'));
  const ranges = tableRanges(grid, duration, cellAt);
  context.progress(0.9);
  return carbonResult(aggregate, {
    lineage: [...grid.lineage, ...adminLineage],
    methods: IFM_CARBON_METHODS,
    tables: [
      TABLE_4_3_SOURCE,
      TABLE_4_4_SOURCE,
      TABLE_4_9_SOURCE,
      TABLE_2_2_SOURCE,
      TABLE_2_3_SOURCE,
    ],
    layers: [carbonChangeLayer(grid, aggregate.cellChange, 'ifmCarbonChange', duration)],
    extraValues: { loggingFactor, ipccContinent: continent },
    warnings: [
      ...(grid.values.has('forestAge') ? [] : [{ key: 'carbonMethods.warnings.noForestAge' }]),
      ...noGrowthRateWarnings(growth.missing()),
    ],
    ranges,
  });
}

/** specs/3 `ifmCarbon`: improved forest management with the logging factor. */
export const ifmCarbonTool: AnalysisTool = { scriptType: 'ifmCarbon', version: VERSION, run };
