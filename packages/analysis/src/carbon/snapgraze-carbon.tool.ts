import { areaHectares } from '@ecotone/geometry';
import type { AnalysisTool, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import { durationInput, numberInput } from './carbon-tool-common.js';
import type { CarbonValues } from './carbon-values.js';
import {
  grazingSeason,
  maxStockingDensity,
  type SnapgrazeInputs,
  socTrajectory,
} from './snapgraze.js';
import { SNAPGRAZE_SOURCE } from './tables/ritchie-2020-snapgraze.js';

const VERSION = '1';

export const SNAPGRAZE_METHODS: MethodRef[] = [
  {
    name: 'carbonMethods.methods.snapgraze',
    citation:
      'Ritchie, M. E. (2020). Grazing management, forage production and soil carbon dynamics. Resources 9(4), 49. https://doi.org/10.3390/resources9040049',
    version: VERSION,
  },
];

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The model's inputs from the tool's parameters (catalogue defaults = specs/3 "Context defaults"). */
export function snapgrazeInputs(inputs: Record<string, unknown>, years: number): SnapgrazeInputs {
  const value = (id: string, fallback: number) => numberInput(inputs[id], fallback);
  return {
    meanTemperature: value('meanTemperature', 18),
    precipitation: Math.max(1, value('precipitation', 600)),
    sand: Math.min(100, Math.max(0, value('sand', 60))),
    fire: value('fire', 0),
    ligninCellulose: value('ligninCellulose', 42),
    soilDepth: Math.max(1, value('soilDepth', 30)),
    animalWeight: Math.max(1, value('animalWeight', 300)),
    maxGrowthRate: value('maxGrowthRate', 0.032),
    plantCarbonMultiplier: value('plantCarbonMultiplier', 1),
    decompositionRate: value('decompositionRate', 0.00044),
    wetdaysMultiplier: value('wetdaysMultiplier', 0.00044),
    maxAboveGroundNpp: value('maxAboveGroundNpp', 12.039),
    pastures: Math.max(1, Math.round(value('rotations', 2))),
    initialSoc: Math.max(0, value('initialSoilOrganicCarbon', 40)),
    years,
  };
}

/**
 * specs/3 `snapgrazeCarbon`: SOC under the baseline (continuous grazing, one pasture) and the
 * project (the same herd moved through `rotations` pastures, each grazed once per season), both
 * stocked at the highest density the site sustains under continuous grazing (Eq. 13). The
 * scenario input chooses which trajectory is the reported change; totals are over the
 * intervention area.
 */
async function run(context: ToolContext): Promise<ToolResult> {
  const years = durationInput(context.inputs.projectDuration, 40);
  const project = snapgrazeInputs(context.inputs, years);
  const baseline = { ...project, pastures: 1 };
  const scenario = context.inputs.scenario === 'Baseline' ? 'Baseline' : 'Project';
  const areaHa = Math.max(0, numberInput(context.inputs.interventionArea, 8000));
  const density = maxStockingDensity(baseline);
  const baselineSoc = socTrajectory(baseline, density);
  const projectSoc = socTrajectory(project, density);
  const chosen = scenario === 'Project' ? projectSoc : baselineSoc;
  const studyAreaHa = areaHectares({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: context.shape }],
  });
  const start = project.initialSoc;
  const change = (year: number) => ((chosen[year] as number) - start) * areaHa;
  const total = change(years);
  const perYear = (value: number) => (years > 0 ? value / years : 0);
  const values: CarbonValues = {
    studyAreaHa: round(studyAreaHa),
    projectDuration: years,
    baselineCarbon: {
      soilOrganicCarbon: round(start * areaHa),
      totalCarbon: round(start * areaHa),
    },
    baselineUnitCarbon: { soilOrganicCarbon: start, totalCarbon: start },
    carbonYears: Array.from({ length: years + 1 }, (_, year) => year),
    yearlyCarbonStocks: Array.from({ length: years + 1 }, (_, year) => {
      const stock = round((chosen[year] as number) * areaHa);
      return { year, pools: { soilOrganicCarbon: stock, totalCarbon: stock } };
    }),
    carbonChangeDatasets: [
      {
        type: 'sgm',
        areaHa,
        changeTimeSeries: Array.from({ length: years + 1 }, (_, year) => ({
          year,
          change: round(change(year)),
          byPool: { soilOrganicCarbon: round(change(year)) },
        })),
        pools: { soilOrganicCarbon: round(total), totalCarbon: round(total) },
        totalCarbonChange: round(total),
        totalUnitCarbonChange: round(areaHa > 0 ? total / areaHa : 0),
        averageAnnualCarbonChange: round(perYear(total)),
        averageAnnualUnitCarbonChange: round(perYear(areaHa > 0 ? total / areaHa : 0)),
        percent: round(start > 0 ? (100 * (total / Math.max(areaHa, 1e-12))) / start : 0),
      },
    ],
    totalCarbonChange: round(total),
    totalUnitCarbonChange: round(areaHa > 0 ? total / areaHa : 0),
    averageAnnualCarbonChange: round(perYear(total)),
    averageAnnualUnitCarbonChange: round(perYear(areaHa > 0 ? total / areaHa : 0)),
  };
  const season = grazingSeason(project, density);
  context.progress(1);
  return {
    values: {
      ...values,
      scenario,
      interventionAreaHa: areaHa,
      snapgraze: {
        stockingDensity: round(density),
        growingSeasonDays: round(season.growingSeasonDays),
        anppMax: round(season.anppMax),
        baselineSoc: Array.from(baselineSoc, round),
        projectSoc: Array.from(projectSoc, round),
      },
      tables: [{ citation: SNAPGRAZE_SOURCE.citation, verified: SNAPGRAZE_SOURCE.verified }],
    },
    layers: [],
    lineage: [],
    methods: SNAPGRAZE_METHODS,
    synthetic: false,
    warnings: [{ key: 'carbonMethods.warnings.snapgrazeStocking' }],
  };
}

export const snapgrazeCarbonTool: AnalysisTool = {
  scriptType: 'snapgrazeCarbon',
  version: VERSION,
  run,
};
