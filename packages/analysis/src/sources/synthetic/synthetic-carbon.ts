import type {
  FaoEcologicalZoneCode,
  IpccClimateZoneCode,
  IpccSoilClassCode,
} from '../../carbon/carbon-zones.js';
import type { CommonClass } from '../../land-cover/legends.js';
import {
  syntheticChangeYear,
  syntheticClassAfterChange,
  syntheticLandscape,
} from '../../land-cover/synthetic-land-cover.js';
import type { InMemoryRaster } from '../../raster/types.js';
import { wrapLongitude } from '../antimeridian.js';
import type { LonLatBBox, RasterRole } from '../data-source.js';
import { pixelCentre, type SyntheticGrid, syntheticPixelDegrees } from './grid.js';
import { seedOf, valueNoise } from './noise.js';
import {
  type SyntheticClimate,
  syntheticClimate,
  syntheticMonthlyTemperatures,
} from './synthetic-climate.js';
import { checkedGrid } from './synthetic-rasters.js';

/**
 * The carbon tools' inputs in the synthetic demo world (docs/synthetic-demo-data.md, "Carbon"):
 * zones and soils from the synthetic climate, biomass, forest age, mangrove and wetland extent
 * from the synthetic land cover of the same year and place. Pure functions of the place (and the
 * year for what depends on land cover); nothing here is an observation.
 */

export const CARBON_RASTER_ROLES = [
  'abovegroundBiomass',
  'soilOrganicCarbon',
  'climateZone',
  'ecologicalZone',
  'soilType',
  'mangroveExtent',
  'wetlandExtent',
  'forestAge',
] as const satisfies readonly RasterRole[];
export type CarbonRasterRole = (typeof CARBON_RASTER_ROLES)[number];

export const isCarbonRasterRole = (role: string): role is CarbonRasterRole =>
  (CARBON_RASTER_ROLES as readonly string[]).includes(role);

/** Roles read from the land cover of one year (their lineage carries the year). */
export const YEARLY_CARBON_ROLES: readonly CarbonRasterRole[] = [
  'abovegroundBiomass',
  'mangroveExtent',
  'wetlandExtent',
  'forestAge',
];

/**
 * Pixel size when a request names none, near the production datasets' own (docs/data-sources.md):
 * ESA CCI Biomass 100 m, SoilGrids 250 m, the zone and soil-class maps and forest age ~1 km;
 * mangrove and wetland extent at 100 m (GMW is 25 m, but 100 m keeps a 1,000,000 ha study area
 * under the synthetic size limit).
 */
export const CARBON_DEFAULT_RESOLUTION_METERS: Record<CarbonRasterRole, number> = {
  abovegroundBiomass: 100,
  soilOrganicCarbon: 250,
  climateZone: 1000,
  ecologicalZone: 1000,
  soilType: 1000,
  mangroveExtent: 100,
  wetlandExtent: 100,
  forestAge: 1000,
};

const SEEDS = {
  soilParent: seedOf('carbon.soilParent'),
  volcanic: seedOf('carbon.volcanic'),
  soc: seedOf('carbon.soc'),
  biomass: seedOf('carbon.biomass'),
  forestAge: seedOf('carbon.forestAge'),
} as const;

/** Metres above which the tropics are montane (IPCC 2006 Vol. 4 Ch. 3 Annex 3A.5). */
const TROPICAL_MONTANE_ELEVATION = 1000;
/** Mountain systems of the FAO zones, here simply above this elevation (a simplification). */
const MOUNTAIN_SYSTEM_ELEVATION = 1000;

/**
 * IPCC climate zone by the decision rules of IPCC 2006 Vol. 4 Ch. 3 Annex 3A.5 (Figure 3A.5.1)
 * on the synthetic climate: tropical when MAT > 18 °C and virtually no frost (read here as the
 * coldest synthetic month above 10 °C: the Annex gives no number), montane above 1000 m, wet above
 * 2000 mm, moist 1000-2000 mm, dry below; warm temperate MAT > 10 °C, cool temperate MAT > 0 °C,
 * each moist when MAP:PET > 1; boreal when MAT <= 0 °C with a month above 10 °C, otherwise polar,
 * moist or dry by MAP:PET likewise.
 */
export function ipccClimateZone(
  climate: SyntheticClimate,
  monthly: readonly number[],
): IpccClimateZoneCode {
  const t = climate.temperatureMean;
  const moist = climate.aridityIndex > 1;
  if (t > 18 && Math.min(...monthly) > 10) {
    if (climate.elevation > TROPICAL_MONTANE_ELEVATION) return 9;
    if (climate.precipitationAnnual > 2000) return 10;
    return climate.precipitationAnnual >= 1000 ? 11 : 12;
  }
  if (t > 10) return moist ? 1 : 2;
  if (t > 0) return moist ? 3 : 4;
  if (Math.max(...monthly) > 10) return moist ? 7 : 8;
  return moist ? 5 : 6;
}

/**
 * FAO Global Ecological Zone (2010) consistent with the climate zone: the tropical zones split
 * by moisture and aridity, the subtropical domain where a temperate zone has 8 or more months
 * above 10 °C (the Köppen-Trewartha rule GEZ follows), temperate oceanic where the coldest month
 * stays above 0 °C, boreal tundra woodland with at most one month above 10 °C, mountain systems
 * above 1000 m. Water (90) is not produced: the synthetic world has no sea.
 */
export function faoEcologicalZone(
  zone: IpccClimateZoneCode,
  climate: SyntheticClimate,
  monthly: readonly number[],
): FaoEcologicalZoneCode {
  const ai = climate.aridityIndex;
  const mountain = climate.elevation > MOUNTAIN_SYSTEM_ELEVATION;
  const warmMonths = monthly.filter((t) => t > 10).length;
  switch (zone) {
    case 9:
      return 16;
    case 10:
      return 11;
    case 11:
      return 12;
    case 12:
      return ai < 0.2 ? 15 : ai < 0.5 ? 14 : 13;
    case 5:
    case 6:
      return 50;
    case 7:
    case 8:
      if (mountain) return 43;
      return warmMonths <= 1 ? 42 : 41;
    default: {
      if (warmMonths >= 8) {
        if (mountain) return 25;
        return ai >= 0.65 ? 21 : ai >= 0.5 ? 22 : ai >= 0.2 ? 23 : 24;
      }
      if (mountain) return 35;
      if (ai >= 0.65) return Math.min(...monthly) > 0 ? 31 : 32;
      return ai >= 0.2 ? 33 : 34;
    }
  }
}

const isTropical = (zone: IpccClimateZoneCode) => zone >= 9;
const isCold = (zone: IpccClimateZoneCode) => zone >= 5 && zone <= 8;

/**
 * IPCC soil class, plausible for the climate: wetland soils under the original landscape's
 * wetlands (organic, peat, in cold moist climates), spodic soils only where Table 2.3 has a
 * value (boreal and cool temperate moist), low-activity clays mostly in the humid tropics, sandy
 * soils in dry climates, rare volcanic patches, high-activity clays elsewhere. Soils follow the
 * landscape before any land-cover change, like a static soil map.
 */
export function ipccSoilClass(
  lon: number,
  lat: number,
  zone: IpccClimateZoneCode,
  climate: SyntheticClimate,
  original: CommonClass,
): IpccSoilClassCode {
  const parent = valueNoise(lon, lat, 0.5, SEEDS.soilParent);
  const moist = climate.aridityIndex > 1;
  if (original === 'wetland') return (isCold(zone) || zone === 3) && moist && parent < 0.5 ? 7 : 6;
  if (valueNoise(lon, lat, 1.5, SEEDS.volcanic) > 0.9) return 5;
  const dry = climate.aridityIndex < 0.2;
  if (isCold(zone)) {
    if (moist && parent < 0.35) return 4;
    return parent > 0.75 ? 3 : 1;
  }
  if (zone === 3) {
    if (parent < 0.2) return 4;
    if (parent > 0.8) return 3;
    return parent > 0.65 ? 2 : 1;
  }
  if (zone === 12 || zone === 2 || zone === 4) {
    if (dry || parent > 0.7) return 3;
    return parent < 0.3 ? 2 : 1;
  }
  if (isTropical(zone)) {
    if (parent > 0.85) return 3;
    return parent < 0.6 ? 2 : 1;
  }
  // Warm temperate moist.
  if (parent > 0.8) return 3;
  return parent < 0.35 ? 2 : 1;
}

/**
 * SOC_REF, tC/ha at 0-30 cm, by climate zone and mineral soil class (HAC, LAC, sandy, spodic,
 * volcanic, wetland): IPCC 2006 Vol. 4 Table 2.3 as quoted in research/data-methods.md B.5 (not
 * re-checked against the PDF: it only shapes the synthetic map; docs/synthetic-demo-data.md).
 * Polar zones take the boreal row. null: the table has no value (never generated).
 */
const SOC_REF: Record<string, readonly (number | null)[]> = {
  boreal: [68, null, 10, 117, 20, 146],
  coolTemperateDry: [50, 33, 34, null, 20, 87],
  coolTemperateMoist: [95, 85, 71, 115, 130, 87],
  warmTemperateDry: [38, 24, 19, null, 70, 88],
  warmTemperateMoist: [88, 63, 34, null, 80, 88],
  tropicalDry: [38, 35, 31, null, 50, 86],
  tropicalMoist: [65, 47, 39, null, 70, 86],
  tropicalWet: [44, 60, 66, null, 130, 86],
  tropicalMontane: [88, 63, 34, null, 80, 86],
};
const SOC_ROW: Record<IpccClimateZoneCode, keyof typeof SOC_REF> = {
  1: 'warmTemperateMoist',
  2: 'warmTemperateDry',
  3: 'coolTemperateMoist',
  4: 'coolTemperateDry',
  5: 'boreal',
  6: 'boreal',
  7: 'boreal',
  8: 'boreal',
  9: 'tropicalMontane',
  10: 'tropicalWet',
  11: 'tropicalMoist',
  12: 'tropicalDry',
};

/**
 * Long-term cultivation factor F_LU, IPCC 2006 Vol. 4 Table 5.5 as quoted in data-methods.md B.5:
 * temperate/boreal dry 0.80, moist 0.69; tropical dry 0.58, moist/wet 0.48, montane 0.64.
 */
function croplandFactor(zone: IpccClimateZoneCode, moist: boolean): number {
  if (zone === 9) return 0.64;
  if (zone === 12) return 0.58;
  if (zone === 10 || zone === 11) return 0.48;
  return moist ? 0.69 : 0.8;
}

/**
 * SOC stock 0-30 cm, tC/ha: SOC_REF of the climate and soil class times the land-use factor of
 * the original landscape (cropland F_LU; built-up and bare land 0.5, a synthetic choice with no
 * IPCC default; 0 under water), within ±15 % of noise. Organic soils have no SOC_REF (Tier 1
 * gives them emission factors): 150-250 tC/ha, roughly 30 cm of peat at 0.1-0.2 g/cm³ and ~50 %
 * carbon (a synthetic choice).
 */
export function syntheticSoilOrganicCarbon(
  lon: number,
  lat: number,
  zone: IpccClimateZoneCode,
  soil: IpccSoilClassCode,
  climate: SyntheticClimate,
  original: CommonClass,
): number {
  if (original === 'water') return 0;
  const noise = valueNoise(lon, lat, 0.05, SEEDS.soc);
  if (soil === 7) return 150 + 100 * noise;
  const reference = SOC_REF[SOC_ROW[zone]]?.[soil - 1] ?? 0;
  const landUse =
    original === 'cropland'
      ? croplandFactor(zone, climate.aridityIndex > 1)
      : original === 'artificial' || original === 'otherLand'
        ? 0.5
        : 1;
  return reference * landUse * (0.85 + 0.3 * noise);
}

/**
 * Mature above-ground biomass of forest by ecological zone, t d.m./ha [low, high]: synthetic
 * ranges of the right order (tropical rainforest 200-400, temperate 100-250, boreal 50-120), not
 * IPCC Table 4.7 values.
 */
const MATURE_FOREST_AGB: Record<FaoEcologicalZoneCode, readonly [number, number]> = {
  11: [200, 400],
  12: [120, 260],
  13: [60, 140],
  14: [30, 80],
  15: [10, 40],
  16: [100, 250],
  21: [120, 250],
  22: [50, 130],
  23: [30, 80],
  24: [10, 40],
  25: [80, 200],
  31: [120, 250],
  32: [100, 220],
  33: [30, 80],
  34: [10, 40],
  35: [80, 200],
  41: [50, 120],
  42: [20, 60],
  43: [40, 100],
  50: [5, 20],
  90: [0, 0],
};
/** Years for a stand to reach 1 - 1/e of its mature biomass (a synthetic growth curve). */
const GROWTH_YEARS = 30;
/** A stand shows as tree cover on land-cover maps about this many years after it establishes. */
const YEARS_TO_TREE_COVER = 5;

/**
 * Climate, zones and soils are evaluated at the centre of the zone cell holding a pixel: the
 * synthetic lattice cell of ZONE_CELL_METERS (2^-6°, ~1.7 km), as the zone and soil-class maps
 * are ~1 km products. Finer rasters then agree with the 1 km zone map pixel for pixel, and the
 * climate (the costly part: Thornthwaite PET) is computed once per cell.
 */
export const ZONE_CELL_METERS = 1000;
const ZONE_CELL_DEGREES = syntheticPixelDegrees(ZONE_CELL_METERS);

export interface ZoneCell {
  climate: SyntheticClimate;
  monthly: number[];
  zone: IpccClimateZoneCode;
  ecologicalZone: FaoEcologicalZoneCode;
}

/** Column and row (on the global lattice) of the zone cell holding (lon, lat). */
function zoneCellIndex(lon: number, lat: number): [number, number] {
  return [Math.floor((lon + 180) / ZONE_CELL_DEGREES), Math.floor((90 - lat) / ZONE_CELL_DEGREES)];
}

/** Centre [lon, lat] of the zone cell holding (lon, lat). */
export function zoneCellCentre(lon: number, lat: number): [number, number] {
  const [column, row] = zoneCellIndex(lon, lat);
  return [-180 + (column + 0.5) * ZONE_CELL_DEGREES, 90 - (row + 0.5) * ZONE_CELL_DEGREES];
}

/** The climate, monthly temperatures and zones of the zone cell centred at (lon, lat). */
export function zoneCellAt(lon: number, lat: number): ZoneCell {
  const climate = syntheticClimate(lon, lat);
  const monthly = syntheticMonthlyTemperatures(climate.temperatureMean, lat);
  const zone = ipccClimateZone(climate, monthly);
  return { climate, monthly, zone, ecologicalZone: faoEcologicalZone(zone, climate, monthly) };
}

interface CarbonPixel extends ZoneCell {
  original: CommonClass;
  moisture: number;
}

/** Zone cells of one raster fill, by column * 2^15 + row (both below 2^15 at 2^-6°). */
type ZoneCache = Map<number, ZoneCell>;

function carbonPlace(lon: number, lat: number, cache: ZoneCache): CarbonPixel {
  const [column, row] = zoneCellIndex(lon, lat);
  const key = column * 32768 + row;
  let cell = cache.get(key);
  if (!cell) {
    cell = zoneCellAt(
      -180 + (column + 0.5) * ZONE_CELL_DEGREES,
      90 - (row + 0.5) * ZONE_CELL_DEGREES,
    );
    cache.set(key, cell);
  }
  const { moisture, original } = syntheticLandscape(lon, lat);
  return {
    climate: cell.climate,
    monthly: cell.monthly,
    zone: cell.zone,
    ecologicalZone: cell.ecologicalZone,
    original,
    moisture,
  };
}

/**
 * Mangroves: wetland of the original landscape still wetland in `year`, on the seaward half of
 * the wetland band (moisture >= 0.67, the fringe next to open water), in lowland (below
 * MANGROVE_MAX_ELEVATION: the synthetic world has no sea, so low land stands for the coast), in a tropical
 * (non-montane) or subtropical zone.
 */
function isMangrove(place: CarbonPixel, current: CommonClass): boolean {
  if (current !== 'wetland' || place.original !== 'wetland') return false;
  if (place.moisture < 0.67 || place.climate.elevation >= MANGROVE_MAX_ELEVATION) return false;
  if (place.zone === 10 || place.zone === 11 || place.zone === 12) return true;
  return place.ecologicalZone >= 21 && place.ecologicalZone <= 24;
}

/** Metres: the lowest quarter of the tropical wetland fringe of the synthetic world. */
const MANGROVE_MAX_ELEVATION = 300;

/** Years since the forest stand established; 0 off tree cover, 5-150 on it. */
function forestAge(
  lon: number,
  lat: number,
  column: number,
  row: number,
  year: number,
  place: CarbonPixel,
  current: CommonClass,
): number {
  if (current !== 'treeCovered') return 0;
  if (place.original !== 'treeCovered') {
    // Regrowth on land the synthetic land cover turned into tree cover in its change year.
    const changed = syntheticChangeYear(lon, lat, column, row, year) ?? year;
    return Math.min(150, YEARS_TO_TREE_COVER + year - changed);
  }
  return Math.round(20 + 130 * valueNoise(lon, lat, 0.05, SEEDS.forestAge));
}

/** Mangrove AGB, t d.m./ha, near the Tier 1 defaults quoted in data-methods.md B.5 (unverified). */
function mangroveBiomass(zone: IpccClimateZoneCode, noise: number): number {
  const base = zone === 10 || zone === 11 ? 192 : zone === 12 ? 92 : 75;
  return base * (0.8 + 0.4 * noise);
}

function aboveGroundBiomass(
  lon: number,
  lat: number,
  place: CarbonPixel,
  current: CommonClass,
  age: number,
): number {
  const noise = valueNoise(lon, lat, 0.05, SEEDS.biomass);
  switch (current) {
    case 'treeCovered': {
      const [low, high] = MATURE_FOREST_AGB[place.ecologicalZone];
      return (low + (high - low) * noise) * (1 - Math.exp(-age / GROWTH_YEARS));
    }
    case 'grassland':
      // 2-10 t d.m./ha, more where it is wetter.
      return 2 + 8 * Math.min(1, place.climate.aridityIndex) * (0.75 + 0.25 * noise);
    case 'wetland':
      return isMangrove(place, current) ? mangroveBiomass(place.zone, noise) : 5 + 10 * noise;
    default:
      return 0;
  }
}

/**
 * The value of one role at the pixel centred at (lon, lat); (column, row) is the pixel on the
 * global lattice (it seeds the land-cover change draws, as in the synthetic land cover).
 */
export function carbonValue(
  role: CarbonRasterRole,
  lon: number,
  lat: number,
  column: number,
  row: number,
  year: number,
  cache: ZoneCache = new Map(),
): number {
  const place = carbonPlace(lon, lat, cache);
  switch (role) {
    case 'climateZone':
      return place.zone;
    case 'ecologicalZone':
      return place.ecologicalZone;
    case 'soilType':
      return ipccSoilClass(lon, lat, place.zone, place.climate, place.original);
    case 'soilOrganicCarbon': {
      const soil = ipccSoilClass(lon, lat, place.zone, place.climate, place.original);
      return syntheticSoilOrganicCarbon(lon, lat, place.zone, soil, place.climate, place.original);
    }
    default:
      break;
  }
  const current = syntheticClassAfterChange(place.original, lon, lat, column, row, year);
  switch (role) {
    case 'mangroveExtent':
      return isMangrove(place, current) ? 1 : 0;
    case 'wetlandExtent':
      return current === 'wetland' && !isMangrove(place, current) ? 1 : 0;
    case 'forestAge':
      return forestAge(lon, lat, column, row, year, place, current);
    default:
      return aboveGroundBiomass(
        lon,
        lat,
        place,
        current,
        forestAge(lon, lat, column, row, year, place, current),
      );
  }
}

const CLASS_ROLES: readonly CarbonRasterRole[] = [
  'climateZone',
  'ecologicalZone',
  'soilType',
  'mangroveExtent',
  'wetlandExtent',
];

/**
 * The synthetic raster of one carbon role over `bbox` (the same lattice as every synthetic role:
 * see `checkedGrid`); `year` picks the land cover the yearly roles follow. Class and extent rasters
 * are uint8 codes (carbon/carbon-zones.ts), the others float32.
 */
export function syntheticCarbonRaster(
  role: CarbonRasterRole,
  bbox: LonLatBBox,
  year: number,
  resolutionMeters: number = CARBON_DEFAULT_RESOLUTION_METERS[role],
): InMemoryRaster {
  const grid: SyntheticGrid = checkedGrid(role, bbox, resolutionMeters);
  const classes = CLASS_ROLES.includes(role);
  const data = classes
    ? new Uint8Array(grid.width * grid.height)
    : new Float32Array(grid.width * grid.height);
  const worldColumns = Math.round(360 / grid.pixelDegrees);
  const cache: ZoneCache = new Map();
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const [east, lat] = pixelCentre(grid, column, row);
      // Across the antimeridian the pixel east of 180 is the world's pixel at its west end.
      data[row * grid.width + column] = carbonValue(
        role,
        wrapLongitude(east),
        lat,
        (grid.originColumn + column) % worldColumns,
        grid.originRow + row,
        year,
        cache,
      );
    }
  return {
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: grid.crs,
    noData: null,
    dataType: classes ? 'uint8' : 'float32',
    data,
  };
}
