import type { AnalysisTool, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import { baselineStocks } from './baseline-stocks.js';
import { aggregateCarbon } from './carbon-aggregate.js';
import { readCarbonGrid } from './carbon-grid.js';
import { carbonChangeLayer } from './carbon-layers.js';
import {
  carbonResult,
  durationInput,
  IPCC_2006_CITATION,
  IPCC_2019_CITATION,
  landCoverRequest,
  numberInput,
  tableRanges,
} from './carbon-tool-common.js';
import { pixelCells } from './cell-cache.js';
import { grasslandCarbon, type RestoredState } from './grassland-carbon.js';
import { TABLE_2_3_SOURCE } from './tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import { TABLE_6_2_SOURCE } from './tables/ipcc-2019-v4-table-6-2-grassland-factors.js';

// 2: the results' ranges from the tables' uncertainty (session 10).
const VERSION = '2';

export const GRASSLAND_CARBON_METHODS: MethodRef[] = [
  {
    name: 'carbonMethods.methods.grassland',
    citation: `${IPCC_2006_CITATION} Ch. 2 Eq. 2.25; Ch. 2 Table 2.3. ${IPCC_2019_CITATION} Ch. 6 Table 6.2 (Updated).`,
    version: VERSION,
  },
];

async function run(context: ToolContext): Promise<ToolResult> {
  const duration = durationInput(context.inputs.projectDuration, 20);
  const restoredState: RestoredState = numberInput(context.inputs.restoredState, 2) === 1 ? 1 : 2;
  const grid = await readCarbonGrid(context, landCoverRequest(context.now), [
    { role: 'climateZone' },
    { role: 'soilType' },
    { role: 'soilOrganicCarbon' },
  ]);
  context.progress(0.6);
  context.signal.throwIfAborted();
  const cellAt = pixelCells(grid.values, (pixel, common, bound) => {
    if (common !== 'grassland')
      return { baseline: baselineStocks(pixel, bound), change: {}, activity: null };
    const result = grasslandCarbon(pixel, restoredState, duration, bound);
    return result ? { ...result, activity: 'sgm' } : null;
  });
  const aggregate = aggregateCarbon(grid, duration, cellAt('central'));
  const ranges = tableRanges(grid, duration, cellAt);
  context.progress(0.9);
  return carbonResult(aggregate, {
    lineage: grid.lineage,
    methods: GRASSLAND_CARBON_METHODS,
    tables: [TABLE_2_3_SOURCE, TABLE_6_2_SOURCE],
    layers: [carbonChangeLayer(grid, aggregate.cellChange, 'grasslandCarbonChange', duration)],
    extraValues: { restoredState },
    ranges,
  });
}

/** specs/3 `grasslandCarbon`: sustainable grazing management to the restored state. */
export const grasslandCarbonTool: AnalysisTool = {
  scriptType: 'grasslandCarbon',
  version: VERSION,
  run,
};
