import type { CommonClass } from '../land-cover/legends.js';

/**
 * GLOBIO3 land-use classes and their MSA (Alkemade et al. 2009, Ecosystems 12:374, Table 3; the
 * InVEST GLOBIO user guide, Table 3, reproduces the values marked verified). How the land cover
 * maps onto them: docs/analyses/biodiversity-msa.md and decision 0018.
 */
export const GLOBIO_LAND_USE_MSA = {
  primaryVegetation: 1.0, // verified (InVEST Table 3)
  lightlyUsedForest: 0.7, // NOT verified: recalled from Alkemade 2009 Table 3
  secondaryForest: 0.5, // verified (InVEST Table 3)
  forestPlantation: 0.2, // verified (InVEST Table 3)
  livestockGrazing: 0.7, // verified (InVEST Table 3, SE 0.05)
  manMadePasture: 0.1, // verified (InVEST Table 3)
  agroforestry: 0.5, // NOT verified: recalled from Alkemade 2009 Table 3
  lowInputAgriculture: 0.3, // verified (InVEST Table 3)
  intensiveAgriculture: 0.1, // verified (InVEST Table 3)
  builtUp: 0.05, // verified (InVEST Table 3)
} as const;
export type GlobioLandUse = keyof typeof GLOBIO_LAND_USE_MSA;
export const GLOBIO_LAND_USES = Object.keys(GLOBIO_LAND_USE_MSA) as GlobioLandUse[];

/** The land-use values not checked against the paper's table (listed in the results' warning). */
export const UNVERIFIED_LAND_USE: readonly GlobioLandUse[] = ['lightlyUsedForest', 'agroforestry'];

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
