import { classOf } from '../land-cover/legends.js';
import type { AnalysisTool, LabelRef, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import {
  ACTIVITY_RULES,
  isTerrestrialActivity,
  landUseAfter,
  type TerrestrialMsaActivity,
} from './msa-activities.js';
import { landUseIndex, type MsaPixels, msaPressures, summariseMsa } from './msa-compute.js';
import { readMsaGrid } from './msa-grid.js';
import {
  GLOBIO_LAND_USE_MSA,
  type GlobioLandUse,
  globioLandUse,
  isTropicalZone,
  UNVERIFIED_LAND_USE,
} from './msa-land-use.js';
import { CITATIONS, MSA_VERSION, msaLandCoverInputs, msaLayer, msaResult } from './msa-result.js';

export const BIODIVERSITY_MSA_METHODS: MethodRef[] = [
  {
    name: 'msaMethods.methods.landUse',
    citation: `${CITATIONS.alkemade2009} Table 3.`,
    version: MSA_VERSION,
  },
  {
    name: 'msaMethods.methods.infrastructure',
    citation: `${CITATIONS.schipper2020} ${CITATIONS.benitezLopez2010}`,
    version: MSA_VERSION,
  },
  {
    name: 'msaMethods.methods.fragmentation',
    citation: CITATIONS.schipper2020,
    version: MSA_VERSION,
  },
  {
    name: 'msaMethods.methods.encroachment',
    citation: `${CITATIONS.schipper2020} ${CITATIONS.benitezLopez2017} ${CITATIONS.benitezLopez2019}`,
    version: MSA_VERSION,
  },
];

/** Constants the results flag as not checked against their source (docs/analyses/biodiversity-msa.md). */
export function terrestrialUnverified(activity: TerrestrialMsaActivity): string[] {
  const rule = ACTIVITY_RULES[activity];
  const used = new Set<GlobioLandUse>([
    ...(Object.values(rule.baseline ?? {}) as GlobioLandUse[]),
    ...(Object.values(rule.targets) as GlobioLandUse[]),
  ]);
  return [
    ...UNVERIFIED_LAND_USE.filter((landUse) => used.has(landUse)).map(
      (landUse) =>
        `GLOBIO3 ${landUse} MSA ${GLOBIO_LAND_USE_MSA[landUse]} (Alkemade et al. 2009 Table 3)`,
    ),
    `recovery time ${rule.recoveryYears} years (product convention)`,
  ];
}

async function run(context: ToolContext): Promise<ToolResult> {
  const { dataset, year, duration } = msaLandCoverInputs(context);
  const activity = isTerrestrialActivity(context.inputs.msaActivityType)
    ? context.inputs.msaActivityType
    : 'reforestation';
  const grid = await readMsaGrid(context, { role: 'landCover', dataset: dataset.id, year }, [
    { role: 'roadDistance' },
    { role: 'settlementDistance' },
    { role: 'ecologicalZone', resolutionMeters: 1000, optional: true },
  ]);
  context.progress(0.5);
  context.signal.throwIfAborted();
  const { width, height } = grid.window;
  const size = width * height;
  const landCover = grid.values.get('landCover') as Float64Array;
  const zones = grid.values.get('ecologicalZone');
  const before: MsaPixels = {
    width,
    height,
    landUse: new Int8Array(size),
    landUseMsa: new Float64Array(size),
    roadKm: grid.values.get('roadDistance') as Float64Array,
    settlementKm: grid.values.get('settlementDistance') as Float64Array,
    tropical: new Uint8Array(size),
    rowAreaKm2: Float64Array.from(grid.rowAreaM2, (area) => area / 1e6),
    roadPixelKm: grid.pixelKm / 2,
  };
  const after: MsaPixels = {
    ...before,
    landUse: new Int8Array(size),
    landUseMsa: new Float64Array(size),
  };
  let changed = 0;
  for (let index = 0; index < size; index++) {
    const code = landCover[index] as number;
    const common = Number.isFinite(code) ? (classOf(dataset, code)?.common ?? null) : null;
    const zone = zones ? (zones[index] as number) : Number.NaN;
    if (isTropicalZone(zone)) before.tropical[index] = 1;
    const landUse = globioLandUse(common, zone);
    if (landUse === null) {
      before.landUse[index] = -1;
      after.landUse[index] = -1;
      continue;
    }
    const change = landUseAfter(activity, landUse, duration, common === 'treeCovered');
    before.landUse[index] = landUseIndex(change.before);
    before.landUseMsa[index] = change.msaBefore;
    after.landUse[index] = landUseIndex(change.after ?? change.before);
    after.landUseMsa[index] = change.msaAfter;
    if (change.after !== null) changed++;
  }
  const beforeRasters = msaPressures(before);
  context.progress(0.7);
  const afterRasters = msaPressures(after);
  context.progress(0.85);
  const summaryBefore = summariseMsa(beforeRasters, grid.cells, grid.areasHa, before.tropical);
  const summaryAfter = summariseMsa(afterRasters, grid.cells, grid.areasHa, before.tropical);
  const warnings: LabelRef[] = [];
  if (!zones) warnings.push({ key: 'msaMethods.warnings.noEcologicalZone' });
  if (changed === 0) warnings.push({ key: 'msaMethods.warnings.noEligibleLand' });
  const noDataHa = grid.exactAreaHa - summaryBefore.computedHa;
  if (grid.exactAreaHa > 0 && noDataHa / grid.exactAreaHa >= 0.01)
    warnings.push({
      key: 'msaMethods.warnings.notComputedArea',
      params: { percent: Math.round((1000 * noDataHa) / grid.exactAreaHa) / 10 },
    });
  return msaResult({
    grid,
    activityType: activity,
    duration,
    before: summaryBefore,
    after: summaryAfter,
    layers: [
      msaLayer(grid, beforeRasters.total, 'msaBefore', { key: 'msaMethods.layers.before' }, false),
      msaLayer(
        grid,
        afterRasters.total,
        'msaAfter',
        { key: 'msaMethods.layers.after', params: { years: duration } },
        true,
      ),
    ],
    methods: BIODIVERSITY_MSA_METHODS,
    unverified: terrestrialUnverified(activity),
    warnings,
    lineage: grid.lineage,
    extraValues: {
      landCoverDataset: dataset.id,
      studyYear: year,
      computedHa: Math.round(summaryBefore.computedHa * 1e6) / 1e6,
    },
  });
}

/** specs/3 `biodiversityMsa`: GLOBIO MSA before and after a restoration activity. */
export const biodiversityMsaTool: AnalysisTool = {
  scriptType: 'biodiversityMsa',
  version: MSA_VERSION,
  run,
};
