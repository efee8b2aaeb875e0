import type { InMemoryRaster } from '../../raster/types.js';
import { wrapLongitude } from '../antimeridian.js';
import {
  DataSourceError,
  DataUnavailableError,
  type LonLatBBox,
  type RasterRole,
} from '../data-source.js';
import { pixelCentre, type SyntheticGrid } from './grid.js';
import { hash2, seedOf, valueNoise } from './noise.js';
import { carbonValue } from './synthetic-carbon.js';
import { syntheticClimate, syntheticMonthlyTemperatures } from './synthetic-climate.js';
import { checkedGrid } from './synthetic-rasters.js';

/**
 * The water tools' inputs in the synthetic demo world (docs/synthetic-demo-data.md, "Water"):
 * monthly precipitation and monthly temperature of a given year and month, and the soil's water
 * holding capacity. Pure functions of place and time: the long-term mean of the monthly
 * precipitation is the `precipitationAnnual` normal of synthetic-climate.ts, shared out over the
 * months by a seasonal cycle of latitude and continentality; each month's total is a gamma-like
 * draw (Wilson-Hilferty) of a smooth space-time normal field whose multi-year part makes wet and
 * dry spells lasting years, so SPI finds droughts. Nothing here is an observation.
 */

export const WATER_RASTER_ROLES = [
  'precipitationMonthly',
  'soilWaterCapacity',
] as const satisfies readonly RasterRole[];
export type WaterRasterRole = (typeof WATER_RASTER_ROLES)[number];
export const isWaterRasterRole = (role: string): role is WaterRasterRole =>
  (WATER_RASTER_ROLES as readonly string[]).includes(role);

/** First year of the synthetic monthly series (CHIRPS v2.0 starts in January 1981). */
export const SYNTHETIC_SERIES_FIRST_YEAR = 1981;
/** Last year of the series: the last full calendar year before `now`. */
export const syntheticSeriesLastYear = (now: Date = new Date()) => now.getUTCFullYear() - 1;

const SEEDS = {
  continentality: seedOf('water.continentality'),
  monthly: seedOf('water.precipitation.monthly'),
  spell: seedOf('water.precipitation.spell'),
  temperatureMonthly: seedOf('water.temperature.monthly'),
  temperatureSpell: seedOf('water.temperature.spell'),
  rootDepth: seedOf('water.rootDepth'),
} as const;

const DEGREE = Math.PI / 180;
const TWO_PI = 2 * Math.PI;

/** Standard normal value of one space-time lattice point (Box-Muller on two hashes). */
export function latticeNormal(x: number, y: number, t: number, seed: number): number {
  const timeSeed = (seed ^ Math.imul(t | 0, 0x9e3779b1)) >>> 0;
  const u1 = (hash2(x, y, timeSeed) + 0.5) / 4294967296;
  const u2 = hash2(x, y, (timeSeed ^ 0x5bd1e995) >>> 0) / 4294967296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(TWO_PI * u2);
}

/**
 * Knot values of a spell field: blocks of four knots demeaned (and rescaled to unit variance), so
 * every ten-year block of spells sums to zero and the long-term mean stays the climate normal.
 */
function spellKnot(x: number, y: number, knot: number, seed: number): number {
  const key = `${seed}:${x}:${y}:${knot}`;
  const cached = knotCache.get(key);
  if (cached !== undefined) return cached;
  if (knotCache.size > 100_000) knotCache.clear();
  const value = demeanedKnot(x, y, knot, seed);
  knotCache.set(key, value);
  return value;
}

/** Spell knots already drawn: a raster's pixels share a few lattice corners. */
const knotCache = new Map<string, number>();

function demeanedKnot(x: number, y: number, knot: number, seed: number): number {
  const block = Math.floor(knot / 4) * 4;
  let mean = 0;
  for (let i = 0; i < 4; i++) mean += latticeNormal(x, y, block + i, seed);
  mean /= 4;
  return (latticeNormal(x, y, knot, seed) - mean) * Math.sqrt(4 / 3);
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/**
 * A standard normal field smooth in space (smoothstep-bilinear over a `cellDegrees` lattice) and
 * in time (linear between knots `knotMonths` apart), at month index `t` (months since January
 * 1981). Weights are renormalised (÷ √Σw²) so the value is N(0, 1) everywhere, not only at knots.
 */
function smoothNormal(
  lon: number,
  lat: number,
  t: number,
  cellDegrees: number,
  knotMonths: number,
  seed: number,
  knotValue: (x: number, y: number, knot: number, seed: number) => number,
): number {
  const gx = (lon + 180) / cellDegrees;
  const gy = (lat + 90) / cellDegrees;
  const gt = t / knotMonths;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const k0 = Math.floor(gt);
  const tx = smooth(gx - x0);
  const ty = smooth(gy - y0);
  const tt = gt - k0;
  let sum = 0;
  let squares = 0;
  for (let dk = 0; dk < 2; dk++) {
    const wk = dk === 0 ? 1 - tt : tt;
    if (wk === 0) continue;
    for (let dy = 0; dy < 2; dy++)
      for (let dx = 0; dx < 2; dx++) {
        const w = wk * (dx === 0 ? 1 - tx : tx) * (dy === 0 ? 1 - ty : ty);
        if (w === 0) continue;
        sum += w * knotValue(x0 + dx, y0 + dy, k0 + dk, seed);
        squares += w * w;
      }
  }
  return squares > 0 ? sum / Math.sqrt(squares) : 0;
}

/** Months since January 1981 of `year` and `month` (1..12). */
const monthIndex = (year: number, month: number) =>
  (year - SYNTHETIC_SERIES_FIRST_YEAR) * 12 + (month - 1);

/**
 * The precipitation anomaly as a standard normal: 90 % month-to-month weather (2° lattice, a new
 * field each month) and 10 % multi-year spells (8° lattice, knots every 30 months, blocks
 * demeaned), by variance. The spells are what a 12-month SPI sees as droughts.
 */
export function precipitationAnomaly(lon: number, lat: number, year: number, month: number) {
  const t = monthIndex(year, month);
  const weather = smoothNormal(lon, lat, t, 2, 1, SEEDS.monthly, latticeNormal);
  const spell = smoothNormal(lon, lat, t, 8, 30, SEEDS.spell, spellKnot);
  return Math.sqrt(0.9) * weather + Math.sqrt(0.1) * spell;
}

/**
 * Twelve shares of the annual precipitation (January first, summing to 1): a summer monsoon
 * peaking 5-20° from the equator, a double peak (April, October) at the equator, and in the
 * mid-latitudes a summer maximum inland and a winter maximum (Mediterranean, maritime) where the
 * continentality field (10° noise) is low. Amplitudes are capped at 0.95, so every share is > 0.
 */
export function precipitationShares(lon: number, lat: number): number[] {
  const absLat = Math.abs(lat);
  const continentality = valueNoise(lon, lat, 10, SEEDS.continentality);
  const monsoon = 0.9 * Math.exp(-(((absLat - 12) / 9) ** 2));
  const inland = 0.8 * continentality * Math.exp(-(((absLat - 45) / 15) ** 2));
  const maritime = 0.5 * (1 - continentality) * Math.exp(-(((absLat - 38) / 10) ** 2));
  const equatorial = 0.3 * Math.exp(-((lat / 6) ** 2));
  // Summer-peaking terms share a phase; the winter maximum is the same cosine with opposite sign.
  let annual = monsoon + inland - maritime;
  const total = Math.abs(annual) + equatorial;
  if (total > 0.95) annual *= (0.95 - equatorial) / Math.abs(annual);
  const summer = lat >= 0 ? 6 : 0;
  return Array.from(
    { length: 12 },
    (_, month) =>
      (1 +
        annual * Math.cos((TWO_PI * (month - summer)) / 12) +
        equatorial * Math.cos((2 * TWO_PI * (month - 3)) / 12)) /
      12,
  );
}

/**
 * Gamma shape of a month's total from its mean (mm): 0.4 for a month that is nearly always dry
 * (very skewed: about one such month in twelve is 0 mm) rising to ~3 for wet months (nearly
 * symmetric). Not fitted to records: it only gives the synthetic world plausible skewness.
 */
export function gammaShape(meanMm: number): number {
  return 0.4 + 2.6 * (1 - Math.exp(-Math.max(meanMm, 0) / 50));
}

/**
 * A gamma(k)/k variate (mean 1) from a standard normal by the Wilson-Hilferty cube
 * (Wilson & Hilferty 1931): (1 − 1/9k + z/√(9k))³, 0 below the cube's root (a dry month).
 */
export function wilsonHilferty(z: number, shape: number): number {
  const base = 1 - 1 / (9 * shape) + z / Math.sqrt(9 * shape);
  return base > 0 ? base * base * base : 0;
}

/** Precipitation of one month (mm) at a place; `month` 1..12. */
export function syntheticMonthlyPrecipitation(
  lon: number,
  lat: number,
  year: number,
  month: number,
  annualMm: number = syntheticClimate(lon, lat).precipitationAnnual,
): number {
  const mean = annualMm * (precipitationShares(lon, lat)[month - 1] as number);
  return mean * wilsonHilferty(precipitationAnomaly(lon, lat, year, month), gammaShape(mean));
}

/** Warming trend of the synthetic world, °C per year (near the observed ~0.2 °C/decade over land). */
export const SYNTHETIC_WARMING_PER_YEAR = 0.025;
/** The middle of 1991-2020, the WMO standard normal: the trend is zero there. */
const TREND_ORIGIN_YEAR = 2006;

/**
 * Departure of a month's mean temperature from its normal, °C: the warming trend plus weather
 * (4° lattice) and spells (10° lattice, 24-month knots, half shared with the precipitation spell
 * with the opposite sign: dry spells run warm), σ = 0.6 + 1.6·|sin φ| °C.
 */
export function temperatureAnomaly(lon: number, lat: number, year: number, month: number): number {
  const t = monthIndex(year, month);
  const weather = smoothNormal(lon, lat, t, 4, 1, SEEDS.temperatureMonthly, latticeNormal);
  const own = smoothNormal(lon, lat, t, 10, 24, SEEDS.temperatureSpell, spellKnot);
  const wetSpell = smoothNormal(lon, lat, t, 8, 30, SEEDS.spell, spellKnot);
  const spell = -0.5 * wetSpell + Math.sqrt(0.75) * own;
  const sigma = 0.6 + 1.6 * Math.abs(Math.sin(lat * DEGREE));
  const trend = SYNTHETIC_WARMING_PER_YEAR * (year + (month - 0.5) / 12 - TREND_ORIGIN_YEAR);
  return trend + sigma * (Math.sqrt(0.6) * weather + Math.sqrt(0.4) * spell);
}

/**
 * Plant-available water (field capacity − wilting point, m³/m³) by IPCC soil class, from the
 * textures typical of each class and the water retention of Rawls, Brakensiek & Saxton (1982)
 * by texture: high-activity clays as loam (0.28 − 0.14), low-activity clays as sandy clay loam
 * (0.27 − 0.17), sandy as loamy sand (0.12 − 0.05), spodic as sandy loam (0.18 − 0.08), volcanic
 * and wetland soils as silt loam (0.31 − 0.11); organic soils 0.25 (peat holds more; no Rawls
 * class). Only shapes the synthetic map (docs/synthetic-demo-data.md).
 */
const AVAILABLE_WATER_BY_SOIL_CLASS: Record<number, number> = {
  1: 0.14,
  2: 0.1,
  3: 0.07,
  4: 0.1,
  5: 0.2,
  6: 0.2,
  7: 0.25,
};

/**
 * Water the root zone holds between field capacity and wilting point, mm: the soil class's
 * available water times a rooting depth of 0.5-1.5 m (0.25° noise), 40 % shallower above 2500 m.
 */
export function syntheticSoilWaterCapacity(lon: number, lat: number): number {
  const soil = carbonValue('soilType', lon, lat, 0, 0, 2000);
  const fraction = AVAILABLE_WATER_BY_SOIL_CLASS[soil] ?? 0.14;
  const { elevation } = syntheticClimate(lon, lat);
  const depth = (0.5 + valueNoise(lon, lat, 0.25, SEEDS.rootDepth)) * (elevation > 2500 ? 0.6 : 1);
  return fraction * depth * 1000;
}

/** Pixel size when a request names none: CHIRPS is 0.05° (~5 km); soil maps ~1 km. */
export const WATER_DEFAULT_RESOLUTION_METERS: Record<WaterRasterRole, number> = {
  precipitationMonthly: 5000,
  soilWaterCapacity: 1000,
};

function fill(grid: SyntheticGrid, value: (lon: number, lat: number) => number): InMemoryRaster {
  const data = new Float32Array(grid.width * grid.height);
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const [lon, lat] = pixelCentre(grid, column, row);
      data[row * grid.width + column] = value(wrapLongitude(lon), lat);
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

function checkMonth(role: string, month: number | undefined): number {
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12)
    throw new DataSourceError(`${role} needs a month 1..12`, { transient: false });
  return month;
}

/** A year of the series, or DataUnavailableError (as a real dataset outside its years). */
function checkYear(role: string, year: number | undefined, now: Date): number {
  const last = syntheticSeriesLastYear(now);
  if (year === undefined || !Number.isInteger(year))
    throw new DataSourceError(`${role} needs a year`, { transient: false });
  if (year < SYNTHETIC_SERIES_FIRST_YEAR || year > last)
    throw new DataUnavailableError(
      role,
      year,
      `the synthetic series covers ${SYNTHETIC_SERIES_FIRST_YEAR}–${last}`,
    );
  return year;
}

/**
 * The synthetic raster of a water role, or of `temperatureMonthly` in a given year (without a
 * year that role stays the climate normal of synthetic-rasters.ts). Same lattice as every
 * synthetic role: overlapping requests agree on every shared pixel.
 */
export function syntheticWaterRaster(
  role: WaterRasterRole | 'temperatureMonthly',
  bbox: LonLatBBox,
  options: { resolutionMeters?: number; year?: number; month?: number; now?: Date } = {},
): InMemoryRaster {
  const now = options.now ?? new Date();
  if (role === 'soilWaterCapacity') {
    const grid = checkedGrid(role, bbox, options.resolutionMeters ?? 1000);
    return fill(grid, syntheticSoilWaterCapacity);
  }
  const month = checkMonth(role, options.month);
  const year = checkYear(role, options.year, now);
  const grid = checkedGrid(
    role,
    bbox,
    options.resolutionMeters ?? (role === 'temperatureMonthly' ? 1000 : 5000),
  );
  if (role === 'temperatureMonthly')
    return fill(grid, (lon, lat) => {
      const normal = syntheticMonthlyTemperatures(syntheticClimate(lon, lat).temperatureMean, lat);
      return (normal[month - 1] as number) + temperatureAnomaly(lon, lat, year, month);
    });
  return fill(grid, (lon, lat) => syntheticMonthlyPrecipitation(lon, lat, year, month));
}
