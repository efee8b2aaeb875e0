import { classOf } from '../land-cover/legends.js';
import type { AnalysisTool, LabelRef, MethodRef, ToolContext, ToolResult } from '../tools/tool.js';
import type { MsaByPressure } from './biodiversity-values.js';
import { isWetlandActivity, RECOVERY_YEARS, recoveryShare } from './msa-activities.js';
import { readMsaGrid } from './msa-grid.js';
import { CITATIONS, MSA_VERSION, msaLandCoverInputs, msaLayer, msaResult } from './msa-result.js';
import { neighbourhoodShare, WETLAND_LOSS_MSA, wetlandMsa } from './msa-wetlands.js';

export const WETLANDS_MSA_METHODS: MethodRef[] = [
  { name: 'msaMethods.methods.wetlands', citation: CITATIONS.janse2015, version: MSA_VERSION },
];

/**
 * The wetland extent the tool compares today's land cover with: the year GLWD and Global
 * Mangrove Watch baselines describe (about 2000); a wetland of then that is farmland, built-up or
 * grassland now was converted.
 */
export const WETLAND_REFERENCE_YEAR = 2000;
/** Radius of the neighbourhood standing in for a wetland's catchment (km). */
export const CATCHMENT_RADIUS_KM = 5;

/** Pixel classes of the wetland tool. */
const NOT_WETLAND = 0;
const WETLAND = 1;
const LOST_WETLAND = 2;

const WETLAND_UNVERIFIED = [
  `catchment as a ${CATCHMENT_RADIUS_KM} km neighbourhood (product convention)`,
  `recovery time ${RECOVERY_YEARS.wetland} years (product convention)`,
];

const nullMeans = (value: number | null): MsaByPressure => ({
  landCover: value,
  infrastructure: null,
  habitatFragmentation: null,
  humanEncroachment: null,
  total: value,
});

async function run(context: ToolContext): Promise<ToolResult> {
  const { dataset, year, duration } = msaLandCoverInputs(context);
  const activity = isWetlandActivity(context.inputs.msaActivityType)
    ? context.inputs.msaActivityType
    : 'wetlandRestoration';
  const grid = await readMsaGrid(context, { role: 'landCover', dataset: dataset.id, year }, [
    { role: 'wetlandExtent', year: WETLAND_REFERENCE_YEAR, optional: true },
    { role: 'mangroveExtent', year: WETLAND_REFERENCE_YEAR, optional: true },
  ]);
  context.progress(0.5);
  const { width, height } = grid.window;
  const size = width * height;
  const landCover = grid.values.get('landCover') as Float64Array;
  const wetlands = grid.values.get('wetlandExtent');
  const mangroves = grid.values.get('mangroveExtent');
  const kind = new Uint8Array(size);
  const mangrove = new Uint8Array(size);
  const humanBefore = new Uint8Array(size);
  const humanAfter = new Uint8Array(size);
  const restored = new Uint8Array(size);
  for (let index = 0; index < size; index++) {
    const code = landCover[index] as number;
    const common = Number.isFinite(code) ? (classOf(dataset, code)?.common ?? null) : null;
    const human = common === 'cropland' || common === 'artificial';
    humanBefore[index] = human ? 1 : 0;
    const wasMangrove = (mangroves?.[index] ?? 0) >= 0.5;
    const wasWetland = wasMangrove || (wetlands?.[index] ?? 0) >= 0.5;
    mangrove[index] = wasMangrove ? 1 : 0;
    if (common === 'wetland') kind[index] = WETLAND;
    else if (wasWetland && common !== null && common !== 'water' && common !== 'treeCovered')
      kind[index] = LOST_WETLAND;
    else if (wasWetland && common !== null) kind[index] = WETLAND;
    const restoring =
      kind[index] === LOST_WETLAND &&
      (activity === 'mangroveRestoration' ? wasMangrove : !wasMangrove);
    restored[index] = restoring ? 1 : 0;
    humanAfter[index] = human && !restoring ? 1 : 0;
  }
  const radius = Math.max(1, Math.round(CATCHMENT_RADIUS_KM / Math.max(grid.pixelKm, 1e-6)));
  const frhluBefore = neighbourhoodShare(width, height, humanBefore, radius);
  const frhluAfter = neighbourhoodShare(width, height, humanAfter, radius);
  const share = recoveryShare(duration, RECOVERY_YEARS.wetland);
  const msaBefore = new Float32Array(size).fill(Number.NaN);
  const msaAfter = new Float32Array(size).fill(Number.NaN);
  for (let index = 0; index < size; index++) {
    if (kind[index] === NOT_WETLAND) continue;
    const lost = kind[index] === LOST_WETLAND;
    msaBefore[index] = lost ? WETLAND_LOSS_MSA : wetlandMsa(frhluBefore[index] as number);
    if (restored[index] === 1) {
      const target = wetlandMsa(frhluAfter[index] as number);
      msaAfter[index] = WETLAND_LOSS_MSA + (target - WETLAND_LOSS_MSA) * share;
    } else msaAfter[index] = lost ? WETLAND_LOSS_MSA : wetlandMsa(frhluAfter[index] as number);
  }
  context.progress(0.85);
  const summary = (msa: Float32Array) => {
    let area = 0;
    let sum = 0;
    let loss = 0;
    grid.cells.forEach((cell, at) => {
      const value = msa[cell] as number;
      if (Number.isNaN(value)) return;
      const a = grid.areasHa[at] as number;
      area += a;
      sum += a * value;
      loss += a * (1 - value);
    });
    return { means: nullMeans(area > 0 ? sum / area : null), lossHa: loss, wetlandHa: area };
  };
  const before = summary(msaBefore);
  const after = summary(msaAfter);
  let lostHa = 0;
  let restoredHa = 0;
  grid.cells.forEach((cell, at) => {
    if (kind[cell] === LOST_WETLAND) lostHa += grid.areasHa[at] as number;
    if (restored[cell] === 1) restoredHa += grid.areasHa[at] as number;
  });
  const warnings: LabelRef[] = [];
  if (!wetlands && !mangroves) warnings.push({ key: 'msaMethods.warnings.noWetlandExtent' });
  if (before.wetlandHa === 0) warnings.push({ key: 'msaMethods.warnings.noWetlands' });
  else if (restoredHa === 0) warnings.push({ key: 'msaMethods.warnings.noEligibleLand' });
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return msaResult({
    grid,
    activityType: activity,
    duration,
    before,
    after,
    layers: [
      msaLayer(
        grid,
        msaBefore,
        'wetlandMsaBefore',
        { key: 'msaMethods.layers.wetlandBefore' },
        false,
      ),
      msaLayer(
        grid,
        msaAfter,
        'wetlandMsaAfter',
        { key: 'msaMethods.layers.wetlandAfter', params: { years: duration } },
        true,
      ),
    ],
    methods: WETLANDS_MSA_METHODS,
    unverified: WETLAND_UNVERIFIED,
    warnings,
    lineage: grid.lineage,
    extraValues: {
      landCoverDataset: dataset.id,
      studyYear: year,
      wetlandHa: round(before.wetlandHa),
      lostWetlandHa: round(lostHa),
      restoredWetlandHa: round(restoredHa),
    },
  });
}

/** specs/3 `wetlandsBiodiversityMsa`: GLOBIO-Aquatic wetland MSA before and after restoration. */
export const wetlandsBiodiversityMsaTool: AnalysisTool = {
  scriptType: 'wetlandsBiodiversityMsa',
  version: MSA_VERSION,
  run,
};
