import type { SyntheticClimate } from './synthetic-climate.js';

/**
 * Attribute tables the synthetic vectors draw from. The names are the real category names of
 * the datasets they stand in for, so the UI and its legends work the same on real data; the
 * features themselves are made up and say so in their names.
 */

/** The 14 biomes of RESOLVE Ecoregions 2017 (Dinerstein et al. 2017, BioScience 67:534), by BIOME_NUM. */
export const RESOLVE_BIOMES = {
  1: 'Tropical & Subtropical Moist Broadleaf Forests',
  2: 'Tropical & Subtropical Dry Broadleaf Forests',
  3: 'Tropical & Subtropical Coniferous Forests',
  4: 'Temperate Broadleaf & Mixed Forests',
  5: 'Temperate Conifer Forests',
  6: 'Boreal Forests/Taiga',
  7: 'Tropical & Subtropical Grasslands, Savannas & Shrublands',
  8: 'Temperate Grasslands, Savannas & Shrublands',
  9: 'Flooded Grasslands & Savannas',
  10: 'Montane Grasslands & Shrublands',
  11: 'Tundra',
  12: 'Mediterranean Forests, Woodlands & Scrub',
  13: 'Deserts & Xeric Shrublands',
  14: 'Mangroves',
} as const;
export type BiomeNumber = keyof typeof RESOLVE_BIOMES;

/** RESOLVE's Nature Needs Half categories (NNH, NNH_NAME). */
export const NNH_NAMES = {
  1: 'Half Protected',
  2: 'Nature Could Reach Half Protected',
  3: 'Nature Could Recover',
  4: 'Nature Imperiled',
} as const;

/**
 * A plausible biome for a synthetic climate; `chance` in [0, 1) picks the rarer variants
 * (conifer forests, flooded grasslands, mangroves) for a few regions.
 */
export function biomeFor(climate: SyntheticClimate, latitude: number, chance: number): BiomeNumber {
  const { elevation, temperatureMean: t, aridityIndex: ai } = climate;
  if (elevation > 3000) return 10;
  if (t < -4) return 11;
  if (t < 3) return 6;
  if (ai < 0.2) return 13;
  if (t >= 20) {
    if (elevation < 60 && chance < 0.08) return 14;
    if (ai >= 0.65) return chance > 0.9 ? 3 : chance < 0.04 ? 9 : 1;
    return ai >= 0.5 ? 2 : 7;
  }
  if (ai >= 0.65) return chance > 0.7 || elevation > 1800 ? 5 : 4;
  const absolute = Math.abs(latitude);
  if (ai >= 0.5 && absolute >= 28 && absolute <= 45) return 12;
  return chance < 0.04 ? 9 : 8;
}

/** A coarse biogeographic realm from position (RESOLVE's REALM values). */
export function realmFor(lon: number, lat: number): string {
  if (lat < -60) return 'Antarctica';
  if (lon < -30) return lat > 15 ? 'Nearctic' : 'Neotropic';
  if (lon < 60) return lat > 20 ? 'Palearctic' : 'Afrotropic';
  if (lat > 28) return 'Palearctic';
  if (lon > 110 && lat < -10) return lon > 160 ? 'Oceania' : 'Australasia';
  return 'Indomalayan';
}

/** A continent name from position (HydroBASINS' CONTINENT-style attribute). */
export function continentFor(lon: number, lat: number): string {
  if (lat < -60) return 'Antarctica';
  if (lon < -30) return lat > 12 ? 'North America' : 'South America';
  if (lon < 60)
    return lat > 36 || (lon > 40 && lat > 12) ? (lon > 40 ? 'Asia' : 'Europe') : 'Africa';
  if (lon > 110 && lat < -10) return 'Oceania';
  return 'Asia';
}

/** WDPA IUCN management categories (Dudley 2008) and WDPA's three non-categories. */
export const IUCN_CATEGORIES = [
  'Ia',
  'Ib',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'Not Reported',
  'Not Applicable',
  'Not Assigned',
] as const;
export type IucnCategory = (typeof IUCN_CATEGORIES)[number];

/** A designation consistent with each category (WDPA DESIG_ENG), and whether it is international. */
export const DESIGNATION_BY_CATEGORY: Record<
  IucnCategory,
  { name: string; international: boolean }
> = {
  Ia: { name: 'Strict Nature Reserve', international: false },
  Ib: { name: 'Wilderness Area', international: false },
  II: { name: 'National Park', international: false },
  III: { name: 'Natural Monument', international: false },
  IV: { name: 'Wildlife Refuge', international: false },
  V: { name: 'Protected Landscape', international: false },
  VI: { name: 'Forest Reserve', international: false },
  'Not Reported': { name: 'Private Reserve', international: false },
  'Not Applicable': {
    name: 'Ramsar Site, Wetland of International Importance',
    international: true,
  },
  'Not Assigned': { name: 'Municipal Reserve', international: false },
};

/** KBA `Protect`: how much of the site lies in protected areas (specs/3 section 3). */
export const KBA_PROTECTION = ['little/none', 'some', 'most', 'whole', 'unknown'] as const;
export type KbaProtection = (typeof KBA_PROTECTION)[number];
