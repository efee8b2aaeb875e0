/**
 * The `values` the biodiversity tools store (specs/3 section 3: msaMeanBefore and msaMeanAfter for
 * landCover, infrastructure, habitatFragmentation, humanEncroachment and total; "Threat scores";
 * "Species"). One contract for the tools (issue 17), the results page's biodiversity tab and the
 * summary. Areas in hectares (units module id `ha`).
 */

/** The GLOBIO pressures the spec names, and their product. */
export const MSA_PRESSURES = [
  'landCover',
  'infrastructure',
  'habitatFragmentation',
  'humanEncroachment',
  'total',
] as const;
export type MsaPressure = (typeof MSA_PRESSURES)[number];

/** Area-weighted mean MSA (0..1) per pressure; `total` is the mean of the per-pixel products. */
export type MsaByPressure = Record<MsaPressure, number | null>;

/** Biodiversity MSA and wetlands biodiversity MSA. */
export interface BiodiversityMsaValues {
  studyAreaHa: number;
  /** The restoration activity the "after" state assumes (one of the spec's 9 MSA activity types). */
  activityType: string;
  projectDuration: number;
  msaMeanBefore: MsaByPressure;
  msaMeanAfter: MsaByPressure;
  /** MSA-loss hectares, Σ area x (1 - MSA) of the total, before and after. */
  msaLossHaBefore: number;
  msaLossHaAfter: number;
}

/** The 12 top-level IUCN threat categories (Threats Classification Scheme v3.3), by number. */
export const THREAT_CATEGORIES = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export type ThreatCategory = (typeof THREAT_CATEGORIES)[number];

export const STAR_TAXA = ['birds', 'mammals', 'amphibians'] as const;
export type StarTaxon = (typeof STAR_TAXA)[number];

/** specs/3 "Threat scores": one row per score type (a threat category or a taxon, or all). */
export interface ThreatScore {
  /** 'total', a threat category ('1'..'12') or a sub-category ('2.1'), or a taxon. */
  scoreType: string;
  /** Share of the global threat abatement score (%) inside the study area. */
  threatAbatementPercent: number;
  threatAbatementScore: number;
  restorationScore: number;
  subcategories?: ThreatScore[];
}

/** Red List categories, in the order of severity the spec sorts by (most severe first). */
export const RED_LIST_CATEGORIES = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'LC', 'DD', 'NE'] as const;
export type RedListCategory = (typeof RED_LIST_CATEGORIES)[number];

/** specs/3 "Species": a species whose range overlaps the study area. */
export interface SpeciesRecord {
  /** Scientific name (synthetic data: an invented, clearly synthetic name). */
  scientificName: string;
  commonName?: string;
  threatCategory: RedListCategory;
  kingdom: string;
  phylum: string;
  class: string;
  order: string;
  family: string;
  genus: string;
  /** Share of the species' global range (or AOH) inside the study area (0..1), when known. */
  shareOfRange?: number;
}

/** Biodiversity context: STAR scores and the species by Red List category. */
export interface BiodiversityContextValues {
  studyAreaHa: number;
  /** Totals and by threat category (with sub-categories) and by taxon. */
  starThreatScores: ThreatScore[];
  starByTaxon: Record<StarTaxon, { threatAbatementScore: number; restorationScore: number }>;
  /** Means per hectare of the study area and their classes (specs/3: "star threat and restore
   * means and classes"); class labels are i18n keys. */
  starThreatMean: number;
  starRestoreMean: number;
  starThreatClass: string;
  starRestoreClass: string;
  /** Count of species per Red List category, every category present (0 when none). */
  speciesCountByCategory: Record<RedListCategory, number>;
  /** Threatened = CR + EN + VU (specs/3); near-threatened adds NT. */
  threatenedSpeciesCount: number;
  /** Sorted by Red List severity (RED_LIST_CATEGORIES order), then by name. */
  species: SpeciesRecord[];
}
