import { GLOBIO_LAND_USE_MSA, type GlobioLandUse } from './msa-land-use.js';

/**
 * The nine restoration activities of the MSA tools (specs/3 "Activity types for MSA: 9"; the list
 * and its rules are decision 0018). Seven change the GLOBIO3 land use of eligible terrestrial
 * pixels (biodiversityMsa); two restore converted wetlands (wetlandsBiodiversityMsa).
 */
export const TERRESTRIAL_MSA_ACTIVITIES = [
  'reforestation',
  'afforestation',
  'agroforestry',
  'sustainableAgriculture',
  'sustainableGrazing',
  'grasslandRestoration',
  'improvedForestManagement',
] as const;
export const WETLAND_MSA_ACTIVITIES = ['wetlandRestoration', 'mangroveRestoration'] as const;
export const MSA_ACTIVITIES = [...TERRESTRIAL_MSA_ACTIVITIES, ...WETLAND_MSA_ACTIVITIES] as const;
export type TerrestrialMsaActivity = (typeof TERRESTRIAL_MSA_ACTIVITIES)[number];
export type WetlandMsaActivity = (typeof WETLAND_MSA_ACTIVITIES)[number];
export type MsaActivity = (typeof MSA_ACTIVITIES)[number];

/**
 * Years for the target land use to reach its MSA (a product convention, not a published value:
 * GLOBIO4's restoration module reads its recovery curves from lookup files that are not public).
 * Before then the land-use MSA moves linearly from the before to the target value.
 */
export const RECOVERY_YEARS = { forest: 30, open: 20, wetland: 20 } as const;

export interface LandUseChange {
  /** Land uses the activity converts, and what each becomes. */
  targets: Partial<Record<GlobioLandUse, GlobioLandUse>>;
  /** What the activity takes the eligible land to be before it (IFM: forests in production). */
  baseline?: Partial<Record<GlobioLandUse, GlobioLandUse>>;
  recoveryYears: number;
}

/**
 * The land-use change of each terrestrial activity; `baseline` restates the before land use the
 * activity presupposes. grasslandRestoration turns cropland into grazed grassland only outside
 * forest zones (in a forest zone grassland on former cropland is man-made pasture, no gain).
 */
export const ACTIVITY_RULES: Record<TerrestrialMsaActivity, LandUseChange> = {
  reforestation: {
    targets: { intensiveAgriculture: 'secondaryForest', manMadePasture: 'secondaryForest' },
    recoveryYears: RECOVERY_YEARS.forest,
  },
  afforestation: {
    targets: { intensiveAgriculture: 'forestPlantation' },
    recoveryYears: RECOVERY_YEARS.forest,
  },
  agroforestry: {
    targets: { intensiveAgriculture: 'agroforestry' },
    recoveryYears: RECOVERY_YEARS.forest,
  },
  sustainableAgriculture: {
    targets: { intensiveAgriculture: 'lowInputAgriculture' },
    recoveryYears: RECOVERY_YEARS.open,
  },
  sustainableGrazing: {
    targets: { manMadePasture: 'livestockGrazing' },
    recoveryYears: RECOVERY_YEARS.open,
  },
  grasslandRestoration: {
    targets: { intensiveAgriculture: 'livestockGrazing' },
    recoveryYears: RECOVERY_YEARS.open,
  },
  improvedForestManagement: {
    baseline: { primaryVegetation: 'lightlyUsedForest' },
    targets: { lightlyUsedForest: 'primaryVegetation' },
    recoveryYears: RECOVERY_YEARS.forest,
  },
};

export function isTerrestrialActivity(value: unknown): value is TerrestrialMsaActivity {
  return (TERRESTRIAL_MSA_ACTIVITIES as readonly unknown[]).includes(value);
}
export function isWetlandActivity(value: unknown): value is WetlandMsaActivity {
  return (WETLAND_MSA_ACTIVITIES as readonly unknown[]).includes(value);
}

/** Share of the way to the target MSA after `years` (0 at the start, 1 from the recovery time). */
export const recoveryShare = (years: number, recoveryYears: number) =>
  recoveryYears <= 0 ? 1 : Math.min(1, Math.max(0, years / recoveryYears));

/**
 * The land-use MSA after `years` of the activity on a pixel of land use `before`: the target's
 * MSA reached linearly over the recovery time; unchanged where the activity does not apply.
 * `after` is the land use the pixel is counted as for the other pressures (the target once the
 * activity has started, null when unchanged).
 * IFM's baseline only applies to forests (tree cover), passed as `isForest`.
 */
export function landUseAfter(
  activity: TerrestrialMsaActivity,
  before: GlobioLandUse,
  years: number,
  isForest = false,
): { before: GlobioLandUse; after: GlobioLandUse | null; msaBefore: number; msaAfter: number } {
  const rule = ACTIVITY_RULES[activity];
  const baseline =
    (isForest || activity !== 'improvedForestManagement' ? rule.baseline?.[before] : undefined) ??
    before;
  const target = rule.targets[baseline] ?? null;
  const msaBefore = GLOBIO_LAND_USE_MSA[baseline];
  if (target === null) return { before: baseline, after: null, msaBefore, msaAfter: msaBefore };
  const share = recoveryShare(years, rule.recoveryYears);
  const msaAfter = msaBefore + (GLOBIO_LAND_USE_MSA[target] - msaBefore) * share;
  return { before: baseline, after: share > 0 ? target : null, msaBefore, msaAfter };
}
