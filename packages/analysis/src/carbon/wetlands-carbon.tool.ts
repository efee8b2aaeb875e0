import type { AnalysisTool, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import { baselineStocks } from './baseline-stocks.js';
import { aggregateCarbon } from './carbon-aggregate.js';
import { readCarbonGrid } from './carbon-grid.js';
import { carbonChangeLayer } from './carbon-layers.js';
import { carbonResult, durationInput, WETLANDS_SUPPLEMENT_CITATION } from './carbon-tool-common.js';
import { cachedCells, carbonPixelAt, pixelKey } from './cell-cache.js';
import { TABLE_2_3_SOURCE } from './tables/ipcc-2006-v4-table-2-3-soc-ref.js';
import { WETLANDS_SUPPLEMENT_SOURCE } from './tables/ipcc-2013-wetlands-ch4-mangroves.js';
import { wetlandsCarbon } from './wetlands-carbon.js';

const VERSION = '1';

export const WETLANDS_CARBON_METHODS: MethodRef[] = [
  {
    name: 'carbonMethods.methods.wetlands',
    citation: `${WETLANDS_SUPPLEMENT_CITATION} Ch. 4 Tables 4.2, 4.3, 4.5, 4.12.`,
    version: VERSION,
  },
];

async function run(context: ToolContext): Promise<ToolResult> {
  const duration = durationInput(context.inputs.projectDuration, 30);
  const grid = await readCarbonGrid(context, { role: 'mangroveExtent' }, [
    { role: 'wetlandExtent' },
    { role: 'climateZone' },
    { role: 'soilType' },
    { role: 'abovegroundBiomass' },
    { role: 'soilOrganicCarbon' },
  ]);
  context.progress(0.6);
  context.signal.throwIfAborted();
  const mangroves = grid.values.get('mangroveExtent') as Float64Array;
  const wetlands = grid.values.get('wetlandExtent') as Float64Array;
  const cached = cachedCells();
  const aggregate = aggregateCarbon(grid, duration, (index) => {
    const pixel = carbonPixelAt(grid.values, index);
    const mangrove = (mangroves[index] ?? 0) >= 0.5;
    const wetland = !mangrove && (wetlands[index] ?? 0) >= 0.5;
    return cached(pixelKey({ ...pixel, mangrove, wetland }), () => {
      if (mangrove) {
        const result = wetlandsCarbon(pixel, 'mangrove', duration);
        return result ? { ...result, activity: 'mangroveRestoration' } : null;
      }
      if (wetland) {
        const result = wetlandsCarbon(pixel, 'tidalMarsh', duration);
        return result ? { ...result, activity: 'wetlandRestoration' } : null;
      }
      return {
        baseline: baselineStocks({ ...pixel, ecoZone: undefined }),
        change: {},
        activity: null,
      };
    });
  });
  context.progress(0.9);
  return carbonResult(aggregate, {
    lineage: grid.lineage,
    methods: WETLANDS_CARBON_METHODS,
    tables: [WETLANDS_SUPPLEMENT_SOURCE, TABLE_2_3_SOURCE],
    layers: [carbonChangeLayer(grid, aggregate.cellChange, 'wetlandsCarbonChange', duration)],
  });
}

/** specs/3 `wetlandsCarbon`: mangrove and tidal-marsh restoration. */
export const wetlandsCarbonTool: AnalysisTool = {
  scriptType: 'wetlandsCarbon',
  version: VERSION,
  run,
};
