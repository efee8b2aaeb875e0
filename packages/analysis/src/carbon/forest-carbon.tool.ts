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
  studyContinent,
  tableRanges,
} from './carbon-tool-common.js';
import { pixelCells } from './cell-cache.js';
import { forestCarbon } from './forest-carbon.js';
import { TABLE_2_2_SOURCE } from './tables/ipcc-2006-v4-table-2-2-litter.js';
import { TABLE_2_3_SOURCE } from './tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import { TABLE_4_3_SOURCE } from './tables/ipcc-2006-v4-table-4-3-carbon-fraction.js';
import { TABLE_4_4_SOURCE } from './tables/ipcc-2006-v4-table-4-4-root-shoot.js';
import { TABLE_4_9_SOURCE } from './tables/ipcc-2019-v4-table-4-9-natural-forest-growth.js';

// 2: Table 4.9 (Updated) by zone and continent (session 10).
const VERSION = '2';
/** Land a forest can be planted on: the non-forest vegetated and bare classes. */
const ELIGIBLE = new Set(['grassland', 'cropland', 'otherLand']);

export const FOREST_CARBON_METHODS: MethodRef[] = [
  {
    name: 'carbonMethods.methods.forest',
    citation: `${IPCC_2006_CITATION} Ch. 2 Eq. 2.9, 2.10, 2.23, 2.25; Ch. 4 Tables 4.3, 4.4; Ch. 2 Tables 2.2, 2.3. ${IPCC_2019_CITATION} Ch. 4 Table 4.9 (Updated).`,
    version: VERSION,
  },
];

async function run(context: ToolContext): Promise<ToolResult> {
  const duration = durationInput(context.inputs.projectDuration, 30);
  const activity =
    context.inputs.forestActivity === 'afforestation' ? 'afforestation' : 'reforestation';
  const grid = await readCarbonGrid(context, landCoverRequest(context.now), [
    { role: 'ecologicalZone' },
    { role: 'climateZone' },
    { role: 'soilType' },
    { role: 'abovegroundBiomass' },
    { role: 'soilOrganicCarbon' },
  ]);
  const { continent, lineage: adminLineage } = await studyContinent(context);
  const growth = growthRowsFor(continent);
  context.progress(0.6);
  context.signal.throwIfAborted();
  const cellAt = pixelCells(grid.values, (pixel, common, bound) => {
    if (!ELIGIBLE.has(common)) {
      const forest = common === 'treeCovered';
      return { baseline: baselineStocks({ ...pixel, forest }, bound), change: {}, activity: null };
    }
    const row = pixel.ecoZone ? growth.rowOf(pixel.ecoZone) : null;
    const result = forestCarbon(pixel, duration, row, bound);
    return result ? { ...result, activity } : null;
  });
  const aggregate = aggregateCarbon(grid, duration, cellAt('central'));
  const ranges = tableRanges(grid, duration, cellAt);
  context.progress(0.9);
  return carbonResult(aggregate, {
    lineage: [...grid.lineage, ...adminLineage],
    methods: FOREST_CARBON_METHODS,
    tables: [
      TABLE_4_3_SOURCE,
      TABLE_4_4_SOURCE,
      TABLE_4_9_SOURCE,
      TABLE_2_2_SOURCE,
      TABLE_2_3_SOURCE,
    ],
    layers: [carbonChangeLayer(grid, aggregate.cellChange, 'forestCarbonChange', duration)],
    extraValues: { activity, ipccContinent: continent },
    warnings: noGrowthRateWarnings(growth.missing()),
    ranges,
  });
}

/** specs/3 `forestCarbon`: afforestation / reforestation on the non-forest land of the area. */
export const forestCarbonTool: AnalysisTool = { scriptType: 'forestCarbon', version: VERSION, run };
