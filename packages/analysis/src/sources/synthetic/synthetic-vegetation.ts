import { INSTRUMENTS } from '../../catalogue/instruments.js';
import { evi, ndvi } from '../../indices/spectral-indices.js';
import type { CommonClass } from '../../land-cover/legends.js';
import {
  syntheticClassAfterChange,
  syntheticLandscape,
} from '../../land-cover/synthetic-land-cover.js';
import type { InMemoryRaster } from '../../raster/types.js';
import { wrapLongitude } from '../antimeridian.js';
import { DataSourceError, DataUnavailableError, type LonLatBBox } from '../data-source.js';
import { pixelCentre, type SyntheticGrid } from './grid.js';
import { hash2, seedOf, valueNoise } from './noise.js';
import { checkedGrid } from './synthetic-rasters.js';

/**
 * Synthetic monthly NDVI and EVI composites (docs/synthetic-demo-data.md, "Vegetation indices").
 * Each pixel has a green-vegetation fraction that follows the synthetic land cover of the year
 * (forests high, grassland and crops seasonal, barren low, water none), a seasonal cycle peaking
 * in July north of the equator and in January south of it (weaker towards the tropics), a
 * regional wet or dry year, a slow per-pixel trend (greening in some places, browning in others)
 * and a little per-month noise. Red, near-infrared and blue reflectances are mixed linearly from
 * vegetation, soil and water end-members, and NDVI and EVI are computed from them with the real
 * formulas, so the two indices agree as real ones do (EVI lower, with less range).
 */

export type VegetationRole = 'ndvi' | 'evi';

export interface SyntheticVegetationRequest {
  role: VegetationRole;
  bbox: LonLatBBox;
  /** The instrument (`catalogue/instruments.ts`): modis, sentinel2, landsat4 .. landsat9. */
  dataset?: string;
  year?: number;
  month?: number;
  resolutionMeters?: number;
}

export const DEFAULT_VEGETATION_INSTRUMENT = 'modis';

/**
 * Reflectances (red, near-infrared, blue) of the three end-members: illustrative values of the
 * usual spectra (green leaves dark in red and blue, bright in NIR; dry soil brighter in red than
 * leaves; clear water dark in NIR). Synthetic, not measured.
 */
const END_MEMBERS = {
  vegetation: { red: 0.04, nir: 0.45, blue: 0.02 },
  soil: { red: 0.2, nir: 0.28, blue: 0.1 },
  water: { red: 0.05, nir: 0.02, blue: 0.07 },
} as const;

/** Green fraction of each class: the dormant-season floor and the peak, before moisture. */
const GREEN: Record<CommonClass, { low: number; high: number; water: number }> = {
  treeCovered: { low: 0.62, high: 0.95, water: 0 },
  grassland: { low: 0.12, high: 0.62, water: 0 },
  cropland: { low: 0.06, high: 0.85, water: 0 },
  wetland: { low: 0.35, high: 0.8, water: 0.3 },
  artificial: { low: 0.05, high: 0.18, water: 0 },
  otherLand: { low: 0, high: 0.06, water: 0 },
  water: { low: 0, high: 0.02, water: 1 },
};

/** The year the slow trend starts from (the first MODIS year). */
const TREND_ORIGIN = 2000;

const SEEDS = {
  trend: seedOf('vegetation.trend'),
  year: seedOf('vegetation.year'),
  pixel: seedOf('vegetation.pixel'),
};

const CLASS_INDEX: readonly CommonClass[] = [
  'treeCovered',
  'grassland',
  'cropland',
  'wetland',
  'artificial',
  'otherLand',
  'water',
];

/** What does not change month to month: computed once per grid and kept for the next request. */
interface GridFields {
  lon: Float64Array;
  lat: Float64Array;
  moisture: Float32Array;
  original: Uint8Array;
  /** Green-fraction change per year (−0.012 .. +0.008). */
  trendPerYear: Float32Array;
  /** Land cover and regional wetness of each year asked so far. */
  years: Map<number, { classes: Uint8Array; anomaly: Float32Array }>;
}

const FIELD_CACHE_SIZE = 4;
const fieldCache = new Map<string, GridFields>();

function gridKey(grid: SyntheticGrid): string {
  return `${grid.pixelDegrees}|${grid.originColumn}|${grid.originRow}|${grid.width}|${grid.height}`;
}

/**
 * The per-pixel trend: browning where a 0.3° noise field is low (land degradation patches), a
 * mild greening where it is high, none in between.
 */
function trendRate(lon: number, lat: number): number {
  const field =
    valueNoise(lon, lat, 0.3, SEEDS.trend) * 0.7 +
    valueNoise(lon, lat, 0.07, SEEDS.trend ^ 1) * 0.3;
  if (field < 0.35) return -0.012 * ((0.35 - field) / 0.35);
  if (field > 0.6) return 0.008 * ((field - 0.6) / 0.4);
  return 0;
}

function fieldsOf(grid: SyntheticGrid): GridFields {
  const key = gridKey(grid);
  const hit = fieldCache.get(key);
  if (hit) return hit;
  const size = grid.width * grid.height;
  const fields: GridFields = {
    lon: new Float64Array(size),
    lat: new Float64Array(size),
    moisture: new Float32Array(size),
    original: new Uint8Array(size),
    trendPerYear: new Float32Array(size),
    years: new Map(),
  };
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const index = row * grid.width + column;
      const [east, lat] = pixelCentre(grid, column, row);
      const lon = wrapLongitude(east);
      const landscape = syntheticLandscape(lon, lat);
      fields.lon[index] = lon;
      fields.lat[index] = lat;
      fields.moisture[index] = landscape.moisture;
      fields.original[index] = CLASS_INDEX.indexOf(landscape.original);
      fields.trendPerYear[index] = trendRate(lon, lat);
    }
  fieldCache.set(key, fields);
  if (fieldCache.size > FIELD_CACHE_SIZE) {
    const oldest = fieldCache.keys().next().value as string;
    fieldCache.delete(oldest);
  }
  return fields;
}

function yearFieldsOf(
  grid: SyntheticGrid,
  fields: GridFields,
  year: number,
): { classes: Uint8Array; anomaly: Float32Array } {
  const hit = fields.years.get(year);
  if (hit) return hit;
  const worldColumns = Math.round(360 / grid.pixelDegrees);
  const classes = new Uint8Array(grid.width * grid.height);
  const anomaly = new Float32Array(grid.width * grid.height);
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const index = row * grid.width + column;
      const common = syntheticClassAfterChange(
        CLASS_INDEX[fields.original[index] as number] as CommonClass,
        fields.lon[index] as number,
        fields.lat[index] as number,
        (grid.originColumn + column) % worldColumns,
        grid.originRow + row,
        year,
      );
      classes[index] = CLASS_INDEX.indexOf(common);
      anomaly[index] = yearAnomaly(fields.lon[index] as number, fields.lat[index] as number, year);
    }
  const entry = { classes, anomaly };
  fields.years.set(year, entry);
  return entry;
}

/**
 * Share of the seasonal amplitude a place shows: small within 10° of the equator (evergreen
 * tropics), full beyond 40°.
 */
export function seasonality(lat: number): number {
  return Math.min(1, Math.max(0.15, (Math.abs(lat) - 10) / 30));
}

/**
 * The growing-season curve of a month, 0 (dormant) .. 1 (peak): a raised cosine peaking in July
 * north of the equator and in January south of it.
 */
export function seasonalCurve(lat: number, month: number): number {
  const peak = lat >= 0 ? 7 : 1;
  return 0.5 * (1 + Math.cos((2 * Math.PI * (month - peak)) / 12));
}

/**
 * The regional wetness of a year, −1 (drought) .. +1 (wet): 4° value noise drawn afresh each
 * year, so neighbouring places share their dry and wet years.
 */
export function yearAnomaly(lon: number, lat: number, year: number): number {
  return 2 * valueNoise(lon, lat, 4, (SEEDS.year + Math.imul(year, 0x9e3779b1)) >>> 0) - 1;
}

/** Reflectances of a pixel mixed from its green, water and (the rest) soil fractions. */
function reflectances(green: number, water: number) {
  const soil = Math.max(0, 1 - green - water);
  const mix = (band: 'red' | 'nir' | 'blue') =>
    green * END_MEMBERS.vegetation[band] +
    soil * END_MEMBERS.soil[band] +
    water * END_MEMBERS.water[band];
  return { red: mix('red'), nir: mix('nir'), blue: mix('blue') };
}

/**
 * The green fraction of one pixel in one month: the class's floor plus its seasonal swing (damped
 * towards the tropics, scaled by the landscape's moisture and the year's wetness), plus the slow
 * trend since 2000, plus up to ±0.03 of per-pixel noise.
 */
function greenFraction(
  klass: CommonClass,
  moisture: number,
  lat: number,
  anomaly: number,
  trend: number,
  month: number,
  noise: number,
): number {
  const { low, high } = GREEN[klass];
  const wetness = 0.75 + 0.7 * (moisture - 0.33); // 0.75 at the driest land, ~1 at the wettest
  const amplitude = (high - low) * wetness * (1 + 0.25 * anomaly);
  const swing = seasonality(lat);
  // Evergreen places sit near their peak all year; seasonal ones drop to the floor.
  const season = 1 - swing + swing * seasonalCurve(lat, month);
  const value = low + amplitude * season + (klass === 'water' ? 0 : trend) + noise;
  return Math.min(1, Math.max(0, value));
}

function checkInstrument(role: VegetationRole, dataset: string, year: number): void {
  const instrument = INSTRUMENTS.instruments.find((entry) => entry.type === dataset);
  if (!instrument)
    throw new DataSourceError(`Unknown vegetation instrument "${dataset}"`, { transient: false });
  const last = instrument.endYear ?? new Date().getUTCFullYear();
  if (year < instrument.startYear || year > last)
    throw new DataUnavailableError(
      role,
      year,
      `${dataset} covers ${instrument.startYear}-${instrument.endYear ?? 'present'}`,
    );
}

/** Native pixel size of an instrument (metres); MODIS 250 m, Sentinel-2 10 m, Landsat 30 m. */
export function instrumentResolution(dataset: string): number {
  return INSTRUMENTS.instruments.find((entry) => entry.type === dataset)?.resolutionMeters ?? 250;
}

/**
 * A month's NDVI or EVI composite of `dataset` over `bbox`. Without a month, the mean of the
 * year's twelve months (an annual composite). Float32, NaN nowhere: every pixel has a value.
 */
export function syntheticVegetation(request: SyntheticVegetationRequest): InMemoryRaster {
  const dataset = request.dataset ?? DEFAULT_VEGETATION_INSTRUMENT;
  const year = request.year;
  if (year === undefined || !Number.isInteger(year))
    throw new DataSourceError(`${request.role} needs a year`, { transient: false });
  const month = request.month;
  if (month !== undefined && (!Number.isInteger(month) || month < 1 || month > 12))
    throw new DataSourceError(`${request.role} month ${month} is not 1..12`, { transient: false });
  checkInstrument(request.role, dataset, year);
  const grid = checkedGrid(
    request.role,
    request.bbox,
    request.resolutionMeters ?? instrumentResolution(dataset),
  );
  const fields = fieldsOf(grid);
  const { classes, anomaly: anomalies } = yearFieldsOf(grid, fields, year);
  const months = month === undefined ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [month];
  const data = new Float32Array(grid.width * grid.height);
  const worldColumns = Math.round(360 / grid.pixelDegrees);
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const cell = row * grid.width + column;
      const lat = fields.lat[cell] as number;
      const klass = CLASS_INDEX[classes[cell] as number] as CommonClass;
      const anomaly = anomalies[cell] as number;
      const trend = (fields.trendPerYear[cell] as number) * (year - TREND_ORIGIN);
      let sum = 0;
      for (const m of months) {
        const draw = hash2(
          (grid.originColumn + column) % worldColumns,
          grid.originRow + row,
          (SEEDS.pixel + Math.imul(year * 12 + m, 0x85ebca6b)) >>> 0,
        );
        const noise = 0.06 * (draw / 4294967296 - 0.5);
        const green = greenFraction(
          klass,
          fields.moisture[cell] as number,
          lat,
          anomaly,
          trend,
          m,
          noise,
        );
        const { red, nir, blue } = reflectances(green, GREEN[klass].water);
        sum += request.role === 'ndvi' ? ndvi(nir, red) : evi(nir, red, blue);
      }
      data[cell] = sum / months.length;
    }
  return {
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: grid.crs,
    noData: null,
    dataType: 'float32',
    data,
  };
}

export const isVegetationRole = (role: string): role is VegetationRole =>
  role === 'ndvi' || role === 'evi';
