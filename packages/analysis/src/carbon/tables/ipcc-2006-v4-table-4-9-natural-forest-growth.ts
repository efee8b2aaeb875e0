import type { FaoEcologicalZone } from '../carbon-zones.js';
import type { TableSource } from './table-source.js';

/**
 * Above-ground biomass growth G_W of naturally regenerating forests, t d.m./ha/yr, for stands of
 * 20 years or less and older than 20 years. IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.9 gives
 * them by ecological zone and continent; the analysis has no continent role, so one row per zone
 * is carried.
 *
 * NOT VERIFIED, DEVELOPMENT VALUES. These were written from memory of the table's order of
 * magnitude and are NOT the published values. The verification pass searched the stored corpora
 * (pages, docs, code, issues), the GitHub file index (exact strings such as "Table 4.9",
 * "Asia (insular)") and fetched repositories that use the table (wri/carbon-budget at commit
 * 89baddc0 reads it from an S3 spreadsheet, gain_rate_continent_ecozone_age_20230821.xlsx, that is
 * not in the repository); no transcription of the 2006 or the 2019 Table 4.9 was found. What was
 * found, and why it was not used:
 * - Earthshot-Labs/earthshot_model_utils model_utilities/tests/data/IPCC_Tier1_parameters.csv
 *   (commit 943bef19): per ecozone x continent growth rates r0 (<= 20 yr) and r20 (> 20 yr), but a
 *   processed parameter file that does not state which table or edition it transcribes (it fills
 *   continents the IPCC tables lack, e.g. Oceania from Asia), so it does not count.
 * - Requena Suarez et al. (2019) Global Change Biology 25:3609, doi:10.1111/gcb.14767, the study
 *   behind the 2019 Refinement's Table 4.9 for (sub)tropical zones; its abstract (read in the
 *   pages corpus at discovery.researcher.life, article 7958ca2ff7443f8e819a0b720f0564d5) gives
 *   tropical rainforest net AGB change of 3.4 (Asia) to 7.6 (Africa) t/ha/yr in secondary forests
 *   <= 20 yr and 2.3 (N and S America) to 3.5 (Africa) in secondary forests > 20 yr. The
 *   development value 10 for young tropical rainforest lies above that range: replace the table
 *   before release.
 * Every result that uses this table carries carbonMethods.warnings.unverifiedConstants, and
 * docs/analyses/carbon.md lists it.
 */
export const TABLE_4_9_SOURCE: TableSource = {
  citation:
    'IPCC (2006) Guidelines Vol. 4 Ch. 4 Table 4.9 (above-ground biomass growth in natural forests)',
  verified: false,
  note:
    'Development values from memory, not the published table; no cell was checked (no transcription of the 2006 or 2019 Table 4.9 was found). ' +
    'Cross-check only: Requena Suarez et al. 2019 (the 2019 Refinement source) give 3.4-7.6 t/ha/yr (<= 20 yr) and 2.3-3.5 (> 20 yr) for tropical rainforest secondary forests.',
};

export interface GrowthRates {
  /** Stands of age 1..20 years. */
  young: number;
  /** Stands older than 20 years. */
  old: number;
}

export const NATURAL_FOREST_GROWTH: Record<FaoEcologicalZone, GrowthRates> = {
  tropicalRainforest: { young: 10, old: 3.1 },
  tropicalMoistForest: { young: 5, old: 1.3 },
  tropicalDryForest: { young: 2.4, old: 1.8 },
  tropicalShrubland: { young: 1, old: 0.9 },
  tropicalDesert: { young: 0.2, old: 0.2 },
  tropicalMountainSystem: { young: 5, old: 1 },
  subtropicalHumidForest: { young: 7, old: 2 },
  subtropicalDryForest: { young: 4, old: 1 },
  subtropicalSteppe: { young: 1, old: 0.5 },
  subtropicalDesert: { young: 0.2, old: 0.2 },
  subtropicalMountainSystem: { young: 5, old: 1 },
  temperateOceanicForest: { young: 4.4, old: 4.4 },
  temperateContinentalForest: { young: 4, old: 3 },
  temperateSteppe: { young: 2, old: 1 },
  temperateDesert: { young: 0.2, old: 0.2 },
  temperateMountainSystem: { young: 3, old: 3 },
  borealConiferousForest: { young: 1, old: 1 },
  borealTundraWoodland: { young: 0.4, old: 0.4 },
  borealMountainSystem: { young: 1, old: 1 },
  polar: { young: 0, old: 0 },
  water: { young: 0, old: 0 },
};

/** G_W of a stand of `age` years (1 = first year of growth) in `zone`. */
export function naturalGrowth(zone: FaoEcologicalZone, age: number): number {
  const rates = NATURAL_FOREST_GROWTH[zone];
  return age <= 20 ? rates.young : rates.old;
}
