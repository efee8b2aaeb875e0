import { isSynthetic, type Lineage, uniqueLineage } from '../lineage.js';
import { monthlySteps, readPixelSeries, seriesLineage } from '../time-series/series-reader.js';
import type { AnalysisTool, LabelRef, ToolContext, ToolResult } from '../tools/tool.js';
import {
  type BurnObservation,
  dayNumber,
  distinctBurns,
  EVENT_WINDOW_DAYS,
  groupBurns,
} from './fire-events.js';
import { fireLayers } from './fire-layers.js';
import { burnSeverities } from './fire-severity.js';
import { type ClassifiedBurn, fireContextValues } from './fire-values.js';

/**
 * specs/3: the `fireContext` analysis (docs/analyses/fire.md). Burn dates of a burned-area
 * product (MCD64A1) month by month from 2001 to the last full year, grouped into events; each
 * burn's severity from that year's dNBR (Key & Benson 2006 levels 1..7); areas from the exact
 * pixel areas of the study area.
 */

/** MCD64A1 Collection 6 begins in November 2000: 2001 is the first full year. */
export const FIRE_FIRST_YEAR = 2001;
const BURN_DATE_RESOLUTION_METERS = 500;

export const FIRE_METHODS = [
  {
    name: 'fireMethods.methods.burnedArea',
    citation:
      'Giglio, L., Boschetti, L., Roy, D. P., Humber, M. L., Justice, C. O. (2018). The Collection 6 MODIS burned area mapping algorithm and product. Remote Sensing of Environment 217, 72-85. https://doi.org/10.1016/j.rse.2018.08.005',
    version: '1',
  },
  {
    name: 'fireMethods.methods.events',
    citation:
      'Andela, N., Morton, D. C., Giglio, L., Paugam, R., Chen, Y., Hantson, S., van der Werf, G. R., Randerson, J. T. (2019). The Global Fire Atlas of individual fire size, duration, speed and direction. Earth System Science Data 11, 529-552. https://doi.org/10.5194/essd-11-529-2019 (simplified: 8-connected pixels with burn dates at most 16 days apart)',
    version: '1',
  },
  {
    name: 'fireMethods.methods.severity',
    citation:
      'Key, C. H., Benson, N. C. (2006). Landscape Assessment (LA): sampling and analysis methods. In Lutes, D. C. et al., FIREMON: Fire Effects Monitoring and Inventory System. USDA Forest Service, Rocky Mountain Research Station, Gen. Tech. Rep. RMRS-GTR-164-CD, LA-1-55',
    version: '1',
  },
];

/** The burns of the series: one per (pixel, burn date), re-detections dropped. */
function burnsOf(series: Awaited<ReturnType<typeof readPixelSeries>>): BurnObservation[] {
  const observations: BurnObservation[] = [];
  series.values.forEach((values, step) => {
    const { year } = series.steps[step] as { year: number };
    const days = Date.UTC(year + 1, 0, 1) / 86_400_000 - Date.UTC(year, 0, 1) / 86_400_000;
    values.forEach((value, cell) => {
      // MCD64A1: 1..366 day of burning; 0 unburned, -1 unmapped, -2 water; NaN no data.
      if (value >= 1 && value <= days) observations.push({ cell, day: dayNumber(year, value) });
    });
  });
  return distinctBurns(observations);
}

async function run(context: ToolContext): Promise<ToolResult> {
  const toYear = context.now.getUTCFullYear() - 1;
  const fromYear = FIRE_FIRST_YEAR;
  const series = await readPixelSeries(
    context,
    { role: 'burnDate', resolutionMeters: BURN_DATE_RESOLUTION_METERS },
    monthlySteps(fromYear, toYear),
    { progress: (fraction) => context.progress(0.8 * fraction) },
  );
  const { grid } = series;
  const burns = burnsOf(series);
  const events = groupBurns(
    { width: grid.reference.width, height: grid.reference.height, cells: grid.cells },
    burns,
    EVENT_WINDOW_DAYS,
  );
  const located = burns.map((burn) => ({
    cell: burn.cell,
    year: new Date(burn.day * 86_400_000).getUTCFullYear(),
  }));
  const severity = await burnSeverities(context, grid, located);
  context.progress(0.95);
  const classified: ClassifiedBurn[] = burns.map((burn, index) => ({
    day: burn.day,
    areaHa: grid.areasHa[burn.cell] as number,
    level: severity.levels[index] as number,
    event: events[index] as number,
  }));
  const values = fireContextValues(classified, grid.exactAreaHa, fromYear, toYear);
  const lineage: Lineage[] = uniqueLineage([...series.lineage, ...seriesLineage(severity.lineage)]);
  const warnings: LabelRef[] = [];
  const unclassifiedHa = classified.reduce((sum, burn) => sum + (burn.level ? 0 : burn.areaHa), 0);
  if (unclassifiedHa > 0)
    warnings.push({
      key: 'fireMethods.warnings.noSeverity',
      params: { areaHa: Math.round(unclassifiedHa * 10) / 10 },
    });
  if (grid.outsideHa > 0.01 * grid.exactAreaHa)
    warnings.push({
      key: 'fireMethods.warnings.noDataArea',
      params: { percent: Math.round((1000 * grid.outsideHa) / grid.exactAreaHa) / 10 },
    });
  return {
    values: { ...values },
    layers: fireLayers(
      grid,
      located.map((burn, index) => ({ ...burn, level: severity.levels[index] as number })),
      fromYear,
      toYear,
    ),
    lineage,
    methods: FIRE_METHODS,
    synthetic: isSynthetic(lineage),
    warnings,
  };
}

export const fireContextTool: AnalysisTool = {
  scriptType: 'fireContext',
  version: '1',
  run,
};
