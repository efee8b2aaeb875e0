import type { CommonClass } from '../land-cover/legends.js';

/**
 * GLOBIO3 land-use classes and their MSA (Alkemade et al. 2009, Ecosystems 12:374, Table 3).
 * How the land cover maps onto them: docs/analyses/biodiversity-msa.md and decision 0018.
 *
 * Verified against two NatCap (InVEST) transcriptions, not against the paper's PDF:
 * - natcap/invest.users-guide source/en/globio.rst (commit 5a17d014), Table 3 ("MSA affected by
 *   land use", source Alkemade et al. 2009): primary vegetation 1, secondary forest 0.5, plantation
 *   0.2 (in its forest row), livestock grazing 0.7, man-made pastures 0.1, agriculture 0.3 / 0.1,
 *   built-up 0.05; its
 *   note names the GLOBIO class numbers, among them class 2 "Lightly used natural forest" and
 *   class 7 "agroforestry";
 * - natcap/invest-natcap.invest-3 utils/Mato_Grosso_Soybean/globio/globio_script.py (commit
 *   69d1c5be), `calc_msa_lu`, which multiplies the GLOBIO classes "by their MSA effect values from
 *   the 2009 article": class 1 -> 1.0, 2 -> 0.7, 3 -> 0.5, 4 -> 0.2, 5 -> 0.7, 6 -> 0.1, 7 -> 0.5,
 *   8 -> 0.3, 9 -> 0.1, 10 -> 0.05. All ten values below match.
 */
export const GLOBIO_LAND_USE_MSA = {
  primaryVegetation: 1.0, // class 1: user guide Table 3 and globio_script.py
  lightlyUsedForest: 0.7, // class 2: globio_script.py (class named in the user guide's note)
  secondaryForest: 0.5, // class 3: user guide Table 3 and globio_script.py
  forestPlantation: 0.2, // class 4: globio_script.py (0.2 is in the user guide's forest row)
  livestockGrazing: 0.7, // class 5: user guide Table 3 (SE 0.05) and globio_script.py
  manMadePasture: 0.1, // class 6: user guide Table 3 and globio_script.py
  agroforestry: 0.5, // class 7: globio_script.py (class named in the user guide's note)
  lowInputAgriculture: 0.3, // class 8: user guide Table 3 and globio_script.py
  intensiveAgriculture: 0.1, // class 9: user guide Table 3 and globio_script.py
  builtUp: 0.05, // class 10: user guide Table 3 and globio_script.py
} as const;
export type GlobioLandUse = keyof typeof GLOBIO_LAND_USE_MSA;
export const GLOBIO_LAND_USES = Object.keys(GLOBIO_LAND_USE_MSA) as GlobioLandUse[];

/**
 * The land-use values not checked against a transcription of the paper's table (listed in the
 * results' warning). Empty since every value was matched (see GLOBIO_LAND_USE_MSA).
 */
export const UNVERIFIED_LAND_USE: readonly GlobioLandUse[] = [];

/**
 * Natural land for the fragmentation pressure: the patches GLOBIO4 delimits by roads are made of
 * its natural land-use types (GLOBIO_CalcInfraFragmentationMSA, NaturalLanduse); the agricultural,
 * plantation and urban classes are not habitat patches.
 */
export const NATURAL_LAND_USE: ReadonlySet<GlobioLandUse> = new Set<GlobioLandUse>([
  'primaryVegetation',
  'lightlyUsedForest',
  'secondaryForest',
  'livestockGrazing',
]);

/**
 * Land uses whose direct impact takes precedence (GLOBIO4 `*_LandcoverExclCodes`): the
 * infrastructure and human-encroachment pressures do not apply on them (MSA 1 for those pressures).
 */
export const DIRECT_IMPACT_LAND_USE: ReadonlySet<GlobioLandUse> = new Set<GlobioLandUse>([
  'builtUp',
  'intensiveAgriculture',
  'lowInputAgriculture',
  'manMadePasture',
]);

/**
 * FAO Global Ecological Zones (2010) whose potential vegetation is forest: the tropical, subtropical,
 * temperate and boreal forest zones (carbon/carbon-zones.ts codes). Grassland there is taken as
 * cleared forest used for grazing, the InVEST GLOBIO rule (user guide Table 3, note b, with a
 * potential-vegetation map).
 */
export const FOREST_ECOLOGICAL_ZONES: ReadonlySet<number> = new Set([
  11, 12, 13, 21, 22, 31, 32, 41,
]);

/** The tropical domain of the FAO zones (codes 11-16): where human encroachment applies. */
export const isTropicalZone = (code: number) => code >= 11 && code <= 16;

/**
 * The GLOBIO3 land use of a pixel from its land-cover class (UNCCD common class of any product)
 * and its FAO ecological zone (NaN when unknown), or null where MSA is not computed (water, no
 * data). The rules (decision 0018):
 * - tree cover, wetland and other land (bare, snow) are natural: primary vegetation, the class
 *   GLOBIO4 gives land without an allocated use (its forestry and grazing come from claims);
 * - grassland is livestock grazing, or man-made pasture in a forest zone;
 * - cropland is intensive agriculture (no fertiliser map to split off low-input farming);
 * - artificial surfaces are built-up.
 */
export function globioLandUse(
  common: CommonClass | null,
  ecologicalZone: number,
): GlobioLandUse | null {
  switch (common) {
    case 'treeCovered':
    case 'wetland':
    case 'otherLand':
      return 'primaryVegetation';
    case 'grassland':
      return FOREST_ECOLOGICAL_ZONES.has(ecologicalZone) ? 'manMadePasture' : 'livestockGrazing';
    case 'cropland':
      return 'intensiveAgriculture';
    case 'artificial':
      return 'builtUp';
    default:
      return null;
  }
}
