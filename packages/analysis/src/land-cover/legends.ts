/**
 * Class tables of the five land-cover products the analyses read, each class mapped to the seven
 * UNCCD / Trends.Earth land-cover classes so that results from different products can be read on
 * one legend. Codes are the published pixel values; colours are the products' official palettes.
 * Sources and the mapping rationale: docs/analyses/land-cover-change.md.
 */

/** The seven land-cover classes of UNCCD SDG 15.3.1 reporting (Sims et al. 2021, Trends.Earth). */
export const COMMON_CLASSES = [
  'treeCovered',
  'grassland',
  'cropland',
  'wetland',
  'artificial',
  'otherLand',
  'water',
] as const;
export type CommonClass = (typeof COMMON_CLASSES)[number];

/** Trends.Earth default colours of the seven classes. */
export const COMMON_CLASS_COLORS: Record<CommonClass, string> = {
  treeCovered: '#787f1b',
  grassland: '#ffac42',
  cropland: '#ffff00',
  wetland: '#00db84',
  artificial: '#ff0000',
  otherLand: '#d7c29e',
  water: '#0000ff',
};

export const LAND_COVER_DATASET_IDS = [
  'worldcover',
  'esri',
  'dynamicworld',
  'modis',
  'esa-cci',
] as const;
export type LandCoverDatasetId = (typeof LAND_COVER_DATASET_IDS)[number];

export interface LandCoverClass {
  /** Pixel value in the product. */
  code: number;
  /** i18n key of the class name. */
  key: string;
  /** `#rrggbb` from the product's palette. */
  color: string;
  /** Common legend class; null for codes that are not land cover (clouds). */
  common: CommonClass | null;
}

export interface LandCoverDataset {
  id: LandCoverDatasetId;
  nameKey: string;
  /** First and last year with a published map; `last: null` means up to the last calendar year. */
  years: { first: number; last: number | null };
  nativeResolutionMeters: number;
  /** Pixel value for "no data" in the product. */
  noData: number;
  classes: readonly LandCoverClass[];
  citation: string;
  license: string;
  /** Product version that holds a given year. */
  versionOf(year: number): string;
}

const k = (dataset: string, name: string) => `landCover.classes.${dataset}.${name}`;
const cls = (
  dataset: string,
  code: number,
  name: string,
  color: string,
  common: CommonClass | null,
): LandCoverClass => ({ code, key: k(dataset, name), color, common });

/** ESA WorldCover 10 m v100 (2020) and v200 (2021); Product User Manual v2.0 table 1. */
const worldcover: LandCoverDataset = {
  id: 'worldcover',
  nameKey: 'landCover.datasets.worldcover',
  years: { first: 2020, last: 2021 },
  nativeResolutionMeters: 10,
  noData: 0,
  classes: [
    cls('worldcover', 10, 'treeCover', '#006400', 'treeCovered'),
    cls('worldcover', 20, 'shrubland', '#ffbb22', 'grassland'),
    cls('worldcover', 30, 'grassland', '#ffff4c', 'grassland'),
    cls('worldcover', 40, 'cropland', '#f096ff', 'cropland'),
    cls('worldcover', 50, 'builtUp', '#fa0000', 'artificial'),
    cls('worldcover', 60, 'bareSparse', '#b4b4b4', 'otherLand'),
    cls('worldcover', 70, 'snowIce', '#f0f0f0', 'otherLand'),
    cls('worldcover', 80, 'water', '#0064c8', 'water'),
    cls('worldcover', 90, 'herbaceousWetland', '#0096a0', 'wetland'),
    cls('worldcover', 95, 'mangroves', '#00cf75', 'treeCovered'),
    cls('worldcover', 100, 'mossLichen', '#fae6a0', 'grassland'),
  ],
  citation:
    'Zanaga, D. et al. (2021, 2022). ESA WorldCover 10 m 2020 v100 and 2021 v200. Zenodo. https://doi.org/10.5281/zenodo.5571936, https://doi.org/10.5281/zenodo.7254221',
  license: 'CC-BY-4.0',
  versionOf: (year) => (year <= 2020 ? 'v100' : 'v200'),
};

/**
 * Esri | Impact Observatory 10 m Annual Land Use Land Cover v02 (2017-2023). Values 3 and 6 were
 * retired in v02 (grass and scrub became rangeland, 11).
 */
const esri: LandCoverDataset = {
  id: 'esri',
  nameKey: 'landCover.datasets.esri',
  years: { first: 2017, last: 2023 },
  nativeResolutionMeters: 10,
  noData: 0,
  classes: [
    cls('esri', 1, 'water', '#419bdf', 'water'),
    cls('esri', 2, 'trees', '#397d49', 'treeCovered'),
    cls('esri', 4, 'floodedVegetation', '#7a87c6', 'wetland'),
    cls('esri', 5, 'crops', '#e49635', 'cropland'),
    cls('esri', 7, 'builtArea', '#c4281b', 'artificial'),
    cls('esri', 8, 'bareGround', '#a59b8f', 'otherLand'),
    cls('esri', 9, 'snowIce', '#a8ebff', 'otherLand'),
    cls('esri', 10, 'clouds', '#616161', null),
    cls('esri', 11, 'rangeland', '#e3e2c3', 'grassland'),
  ],
  citation:
    'Karra, K. et al. (2021). Global land use/land cover with Sentinel-2 and deep learning. IGARSS 2021. Impact Observatory, Microsoft and Esri, 10 m Annual Land Use Land Cover (9-class) v02.',
  license: 'CC-BY-4.0',
  versionOf: () => 'v02',
};

/** Google Dynamic World V1 (Brown et al. 2022), the `label` band: most likely class of the year. */
const dynamicworld: LandCoverDataset = {
  id: 'dynamicworld',
  nameKey: 'landCover.datasets.dynamicworld',
  years: { first: 2015, last: null },
  nativeResolutionMeters: 10,
  // Dynamic World has no no-data value in `label`; 255 is what annual mode composites use.
  noData: 255,
  classes: [
    cls('dynamicworld', 0, 'water', '#419bdf', 'water'),
    cls('dynamicworld', 1, 'trees', '#397d49', 'treeCovered'),
    cls('dynamicworld', 2, 'grass', '#88b053', 'grassland'),
    cls('dynamicworld', 3, 'floodedVegetation', '#7a87c6', 'wetland'),
    cls('dynamicworld', 4, 'crops', '#e49635', 'cropland'),
    cls('dynamicworld', 5, 'shrubScrub', '#dfc35a', 'grassland'),
    cls('dynamicworld', 6, 'built', '#c4281b', 'artificial'),
    cls('dynamicworld', 7, 'bare', '#a59b8f', 'otherLand'),
    cls('dynamicworld', 8, 'snowIce', '#b39fe1', 'otherLand'),
  ],
  citation:
    'Brown, C. F. et al. (2022). Dynamic World, near real-time global 10 m land use land cover mapping. Scientific Data 9, 251. https://doi.org/10.1038/s41597-022-01307-4',
  license: 'CC-BY-4.0',
  versionOf: () => 'V1',
};

/** MODIS MCD12Q1 v061 LC_Type1 (IGBP); User Guide table 3, palette of the GEE catalogue. */
const modis: LandCoverDataset = {
  id: 'modis',
  nameKey: 'landCover.datasets.modis',
  years: { first: 2001, last: 2023 },
  nativeResolutionMeters: 500,
  noData: 255,
  classes: [
    cls('modis', 1, 'evergreenNeedleleafForests', '#05450a', 'treeCovered'),
    cls('modis', 2, 'evergreenBroadleafForests', '#086a10', 'treeCovered'),
    cls('modis', 3, 'deciduousNeedleleafForests', '#54a708', 'treeCovered'),
    cls('modis', 4, 'deciduousBroadleafForests', '#78d203', 'treeCovered'),
    cls('modis', 5, 'mixedForests', '#009900', 'treeCovered'),
    cls('modis', 6, 'closedShrublands', '#c6b044', 'grassland'),
    cls('modis', 7, 'openShrublands', '#dcd159', 'grassland'),
    cls('modis', 8, 'woodySavannas', '#dade48', 'treeCovered'),
    cls('modis', 9, 'savannas', '#fbff13', 'grassland'),
    cls('modis', 10, 'grasslands', '#b6ff05', 'grassland'),
    cls('modis', 11, 'permanentWetlands', '#27ff87', 'wetland'),
    cls('modis', 12, 'croplands', '#c24f44', 'cropland'),
    cls('modis', 13, 'urbanBuiltUp', '#a5a5a5', 'artificial'),
    cls('modis', 14, 'croplandNaturalMosaics', '#ff6d4c', 'cropland'),
    cls('modis', 15, 'permanentSnowIce', '#69fff8', 'otherLand'),
    cls('modis', 16, 'barren', '#f9ffa4', 'otherLand'),
    cls('modis', 17, 'waterBodies', '#1c0dff', 'water'),
  ],
  citation:
    'Friedl, M., Sulla-Menashe, D. (2022). MODIS/Terra+Aqua Land Cover Type Yearly L3 Global 500m SIN Grid V061. NASA EOSDIS Land Processes DAAC. https://doi.org/10.5067/MODIS/MCD12Q1.061',
  license: 'public-domain',
  versionOf: () => '061',
};

/**
 * ESA CCI Land Cover (1992-2015 v2.0.7) and C3S (2016-2022 v2.1.1), LCCS level-1 classes; product
 * user guide v2 table 2 and the official ESACCI-LC-Legend.csv palette. Level-2 sub-classes (11,
 * 12, 61, ...) are folded into their level-1 class before the statistics.
 */
const esaCci: LandCoverDataset = {
  id: 'esa-cci',
  nameKey: 'landCover.datasets.esaCci',
  years: { first: 1992, last: 2022 },
  nativeResolutionMeters: 300,
  noData: 0,
  classes: [
    cls('esaCci', 10, 'croplandRainfed', '#ffff64', 'cropland'),
    cls('esaCci', 20, 'croplandIrrigated', '#aaf0f0', 'cropland'),
    cls('esaCci', 30, 'mosaicCropland', '#dcf064', 'cropland'),
    cls('esaCci', 40, 'mosaicNaturalVegetation', '#c8c864', 'cropland'),
    cls('esaCci', 50, 'treeBroadleavedEvergreen', '#006400', 'treeCovered'),
    cls('esaCci', 60, 'treeBroadleavedDeciduous', '#00a000', 'treeCovered'),
    cls('esaCci', 70, 'treeNeedleleavedEvergreen', '#003c00', 'treeCovered'),
    cls('esaCci', 80, 'treeNeedleleavedDeciduous', '#285000', 'treeCovered'),
    cls('esaCci', 90, 'treeMixed', '#788200', 'treeCovered'),
    cls('esaCci', 100, 'mosaicTreeShrub', '#8ca000', 'treeCovered'),
    cls('esaCci', 110, 'mosaicHerbaceous', '#be9600', 'grassland'),
    cls('esaCci', 120, 'shrubland', '#966400', 'grassland'),
    cls('esaCci', 130, 'grassland', '#ffb432', 'grassland'),
    cls('esaCci', 140, 'lichensMosses', '#ffdcd2', 'grassland'),
    cls('esaCci', 150, 'sparseVegetation', '#ffebaf', 'grassland'),
    cls('esaCci', 160, 'treeFloodedFresh', '#00785a', 'treeCovered'),
    cls('esaCci', 170, 'treeFloodedSaline', '#009678', 'treeCovered'),
    cls('esaCci', 180, 'shrubHerbaceousFlooded', '#00dc82', 'wetland'),
    cls('esaCci', 190, 'urban', '#c31400', 'artificial'),
    cls('esaCci', 200, 'bareAreas', '#fff5d7', 'otherLand'),
    cls('esaCci', 210, 'water', '#0046c8', 'water'),
    cls('esaCci', 220, 'snowIce', '#ffffff', 'otherLand'),
  ],
  citation:
    'ESA (2017). Land Cover CCI Product User Guide Version 2.0; Copernicus Climate Change Service (2019). Land cover classification gridded maps from 1992 to present. https://doi.org/10.24381/cds.006f2c9a',
  license: 'ESA-CCI-LC / C3S licence (attribution)',
  versionOf: (year) => (year <= 2015 ? 'v2.0.7' : 'v2.1.1'),
};

export const LAND_COVER_DATASETS: Record<LandCoverDatasetId, LandCoverDataset> = {
  worldcover,
  esri,
  dynamicworld,
  modis,
  'esa-cci': esaCci,
};

export function isLandCoverDatasetId(value: unknown): value is LandCoverDatasetId {
  return typeof value === 'string' && (LAND_COVER_DATASET_IDS as readonly string[]).includes(value);
}

/** The dataset's last year with a map, given the run's clock (open-ended products end last year). */
export function lastYearOf(dataset: LandCoverDataset, now: Date): number {
  return dataset.years.last ?? now.getUTCFullYear() - 1;
}

/**
 * The level-1 code of an ESA CCI level-2 code (11 -> 10, 61 -> 60, 202 -> 200); other products'
 * codes are returned unchanged.
 */
export function levelOneCode(dataset: LandCoverDatasetId, code: number): number {
  return dataset === 'esa-cci' ? Math.floor(code / 10) * 10 : code;
}

/** The class with this code, or undefined for codes outside the product's legend. */
export function classOf(dataset: LandCoverDataset, code: number): LandCoverClass | undefined {
  const level1 = levelOneCode(dataset.id, code);
  return dataset.classes.find((entry) => entry.code === level1);
}

/**
 * The product code that stands for a common class in synthetic rasters: the first class of the
 * product mapped to it.
 */
export function representativeCode(dataset: LandCoverDataset, common: CommonClass): number {
  const found = dataset.classes.find((entry) => entry.common === common);
  if (!found) throw new Error(`${dataset.id} has no class for ${common}`);
  return found.code;
}
