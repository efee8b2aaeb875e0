import { syntheticCommonClass } from '../../land-cover/synthetic-land-cover.js';
import type { InMemoryRaster } from '../../raster/types.js';
import { wrapLongitude } from '../antimeridian.js';
import { DataSourceError, DataUnavailableError, type LonLatBBox } from '../data-source.js';
import { pixelCentre, type SyntheticGrid, syntheticPixelDegrees } from './grid.js';
import { fractalNoise, hash2, seedOf, valueNoise } from './noise.js';
import { syntheticClimate } from './synthetic-climate.js';
import { checkedGrid } from './synthetic-rasters.js';

/**
 * Fires in the synthetic demo world (docs/synthetic-demo-data.md, "Fire"): a burned-area product
 * like MODIS MCD64A1 (`burnDate`: day of year of burning within a requested month, 0 unburned,
 * 500 m) and a burn-severity input (`dnbr`: dNBR × 1000 of a year). Events are a Poisson process
 * on 0.25° cells, more frequent where the synthetic climate is dry-ish and warm; each is an
 * irregular ellipse that burns only burnable land cover, spreading outward from its centre over a
 * few days of the local fire season. Severity is highest in the scar's interior. Pure functions of
 * place and year: nothing here is an observation.
 */

export const FIRE_RASTER_ROLES = ['burnDate', 'dnbr'] as const;
export type FireRasterRole = (typeof FIRE_RASTER_ROLES)[number];
export const isFireRasterRole = (role: string): role is FireRasterRole =>
  (FIRE_RASTER_ROLES as readonly string[]).includes(role);

/** MCD64A1 is 500 m; dNBR from Landsat is 30 m (callers ask coarser for large areas). */
export const FIRE_DEFAULT_RESOLUTION_METERS: Record<FireRasterRole, number> = {
  burnDate: 500,
  dnbr: 30,
};
/** MCD64A1 Collection 6 starts in November 2000: 2001 is its first full year. */
export const FIRST_FIRE_YEAR = 2001;

const CELL_DEGREES = 0.25;
/** Expected events per 0.25° cell and year where fire-proneness is 1. */
const EVENTS_PER_CELL_YEAR = 0.5;
const MIN_EVENT_HA = 25;
const MAX_EVENT_HA = 20_000;
/** Boundary raggedness: the ellipse radius varies by up to ±RAGGEDNESS/2. */
const RAGGEDNESS = 0.5;
const KM_PER_DEGREE = 111.32;
/**
 * The synthetic lattice finest not finer than 0.83 × the asked size: 500 m (MODIS's nominal) gets
 * 1/256° (~435 m north-south), 30 m gets 1/4096° (~27 m); the plain rule would give 1/128°.
 */
const LATTICE_FACTOR = 1 / 1.2;
/** The native lattice of the synthetic burned-area product (1/256°, ~435 m). */
const NATIVE_DEGREES = syntheticPixelDegrees(
  FIRE_DEFAULT_RESOLUTION_METERS.burnDate * LATTICE_FACTOR,
);

const SEEDS = {
  count: seedOf('fire.count'),
  draw: seedOf('fire.draw'),
  edge: seedOf('fire.edge'),
  dnbr: seedOf('fire.dnbr'),
} as const;

export interface SyntheticFireEvent {
  lon: number;
  lat: number;
  /** Semi-axes in km and orientation of the major axis, radians from east. */
  semiMajorKm: number;
  semiMinorKm: number;
  angle: number;
  /** Day of year of ignition and days the fire takes to reach its edge. */
  startDay: number;
  durationDays: number;
  /** 0..1: how hot the fire burns (scales dNBR). */
  intensity: number;
  seed: number;
  /** Reach in degrees (bounding box half-sides). */
  reachLon: number;
  reachLat: number;
}

const smoothstep = (from: number, to: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - from) / (to - from)));
  return t * t * (3 - 2 * t);
};

/**
 * 0..1: fuel (none in deserts, AI below ~0.08), dryness (fires fade in humid climates above
 * AI ~0.6) and warmth (little fire where the annual mean is below ~0 °C).
 */
export function fireProneness(lon: number, lat: number): number {
  const climate = syntheticClimate(lon, lat);
  const fuel = smoothstep(0.08, 0.3, climate.aridityIndex);
  const dryness = 1 - smoothstep(0.6, 1.4, climate.aridityIndex);
  const warmth = smoothstep(-2, 8, climate.temperatureMean);
  return fuel * dryness * warmth;
}

const BURNABLE = new Set(['grassland', 'treeCovered']);
const nativeColumn = (lon: number) => Math.floor((lon + 180) / NATIVE_DEGREES);
const nativeRow = (lat: number) => Math.floor((90 - lat) / NATIVE_DEGREES);

function burnable(lon: number, lat: number, year: number): boolean {
  const common = syntheticCommonClass(lon, lat, nativeColumn(lon), nativeRow(lat), year);
  return BURNABLE.has(common);
}

export const daysInYear = (year: number) =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;

/**
 * Peak day of the fire season: late summer beyond the tropics (August north, late January
 * south), the dry season within them (February north of the equator, September south).
 */
function peakDay(lat: number): number {
  if (lat >= 23) return 225;
  if (lat >= 0) return 45;
  if (lat > -23) return 250;
  return 25;
}

/** Poisson count with mean `mean` from a uniform draw (inverse CDF, at most 6). */
function poisson(mean: number, uniform: number): number {
  let probability = Math.exp(-mean);
  let cumulative = probability;
  let count = 0;
  while (uniform > cumulative && count < 6) {
    count++;
    probability *= mean / count;
    cumulative += probability;
  }
  return count;
}

function eventsOfCell(cellX: number, cellY: number, year: number): SyntheticFireEvent[] {
  const yearSeed = Math.imul(year, 0x9e3779b1) >>> 0;
  const u = (index: number) => hash2(cellX, cellY, (SEEDS.draw ^ yearSeed) + index) / 4294967296;
  const countDraw = hash2(cellX, cellY, SEEDS.count ^ yearSeed) / 4294967296;
  // A cheap bound first: most cells have no event whatever their climate.
  if (countDraw < Math.exp(-EVENTS_PER_CELL_YEAR)) return [];
  const centreLon = -180 + (cellX + 0.5) * CELL_DEGREES;
  const centreLat = -90 + (cellY + 0.5) * CELL_DEGREES;
  const count = poisson(EVENTS_PER_CELL_YEAR * fireProneness(centreLon, centreLat), countDraw);
  const events: SyntheticFireEvent[] = [];
  for (let index = 0; index < count; index++) {
    const at = 16 * index;
    const lon = -180 + (cellX + u(at)) * CELL_DEGREES;
    const lat = -90 + (cellY + u(at + 1)) * CELL_DEGREES;
    if (Math.abs(lat) > 80 || !burnable(wrapLongitude(lon), lat, year)) continue;
    // Fire sizes are heavy-tailed: log-uniform on a squared draw (median ~130 ha).
    const areaHa = MIN_EVENT_HA * (MAX_EVENT_HA / MIN_EVENT_HA) ** (u(at + 2) ** 2);
    const elongation = 1 + 2 * u(at + 3);
    const areaKm2 = areaHa / 100;
    const semiMajorKm = Math.sqrt((areaKm2 * elongation) / Math.PI);
    const semiMinorKm = semiMajorKm / elongation;
    const days = daysInYear(year);
    const durationDays = 1 + Math.round(u(at + 4) * Math.min(25, Math.sqrt(areaHa) / 4));
    const latest = days - durationDays;
    let startDay = Math.round(peakDay(lat) + 90 * (u(at + 5) + u(at + 6) - 1));
    if (startDay < 1) startDay = 2 - startDay;
    if (startDay > latest) startDay = Math.max(1, 2 * latest - startDay);
    const reachKm = semiMajorKm / (1 - RAGGEDNESS / 2);
    const reachLat = reachKm / KM_PER_DEGREE;
    events.push({
      lon,
      lat,
      semiMajorKm,
      semiMinorKm,
      angle: Math.PI * u(at + 7),
      startDay,
      durationDays,
      intensity: 0.45 + 0.55 * u(at + 8),
      seed: hash2(cellX, cellY, (SEEDS.edge ^ yearSeed) + index),
      reachLat,
      reachLon: Math.min(180, reachLat / Math.max(0.05, Math.cos((lat * Math.PI) / 180))),
    });
  }
  return events;
}

/** The events of `year` whose scars may reach into `bbox`. */
export function syntheticFireEvents(bbox: LonLatBBox, year: number): SyntheticFireEvent[] {
  const maxReachLat = Math.sqrt((MAX_EVENT_HA / 100) * 3) / Math.sqrt(Math.PI) / KM_PER_DEGREE;
  const reachLat = maxReachLat / (1 - RAGGEDNESS / 2);
  const maxLat = Math.min(85, Math.max(Math.abs(bbox[1]), Math.abs(bbox[3])) + reachLat);
  const reachLon = Math.min(180, reachLat / Math.cos((maxLat * Math.PI) / 180));
  const events: SyntheticFireEvent[] = [];
  const fromX = Math.floor((bbox[0] - reachLon + 180) / CELL_DEGREES);
  const toX = Math.floor((bbox[2] + reachLon + 180) / CELL_DEGREES);
  const fromY = Math.max(0, Math.floor((bbox[1] - reachLat + 90) / CELL_DEGREES));
  const toY = Math.min(719, Math.floor((bbox[3] + reachLat + 90) / CELL_DEGREES));
  const worldCells = 360 / CELL_DEGREES;
  for (let cellY = fromY; cellY <= toY; cellY++)
    for (let cellX = fromX; cellX <= toX; cellX++) {
      const wrapped = ((cellX % worldCells) + worldCells) % worldCells;
      for (const event of eventsOfCell(wrapped, cellY, year)) {
        // Keep the event in the request's longitude frame (east of 180 across the antimeridian).
        const shift = (cellX - wrapped) * CELL_DEGREES;
        const lon = event.lon + shift;
        if (lon + event.reachLon < bbox[0] || lon - event.reachLon > bbox[2]) continue;
        if (event.lat + event.reachLat < bbox[1] || event.lat - event.reachLat > bbox[3]) continue;
        events.push({ ...event, lon });
      }
    }
  return events;
}

/** Normalised distance of (lon, lat) from the event's centre: below 1 inside the scar. */
export function scarDistance(event: SyntheticFireEvent, lon: number, lat: number): number {
  const kmX = (lon - event.lon) * KM_PER_DEGREE * Math.cos((event.lat * Math.PI) / 180);
  const kmY = (lat - event.lat) * KM_PER_DEGREE;
  const cos = Math.cos(event.angle);
  const sin = Math.sin(event.angle);
  const along = (kmX * cos + kmY * sin) / event.semiMajorKm;
  const across = (-kmX * sin + kmY * cos) / event.semiMinorKm;
  const ellipse = Math.sqrt(along * along + across * across);
  if (ellipse > 1 / (1 - RAGGEDNESS / 2)) return ellipse;
  const edge = fractalNoise(lon, lat, 0.02, event.seed, 3);
  return ellipse / (1 + RAGGEDNESS * (edge - 0.5));
}

/**
 * Day of year the native 500 m pixel centred at (lon, lat) burned in `event`, or 0: inside the
 * scar on burnable land; the fire reaches distance r at startDay + r × durationDays.
 */
function burnDayOf(event: SyntheticFireEvent, lon: number, lat: number, year: number): number {
  const distance = scarDistance(event, lon, lat);
  if (distance >= 1) return 0;
  if (!burnable(wrapLongitude(lon), lat, year)) return 0;
  return event.startDay + Math.floor(distance * event.durationDays);
}

const monthStartDay = (year: number, month: number) =>
  Math.round((Date.UTC(year, month - 1, 1) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;

function checkYear(role: FireRasterRole, year: number | undefined, lastYear: number): number {
  if (year === undefined) throw new DataSourceError(`${role} needs a year`, { transient: false });
  if (year < FIRST_FIRE_YEAR || year > lastYear)
    throw new DataUnavailableError(
      role,
      year,
      `the synthetic burned area covers ${FIRST_FIRE_YEAR}-${lastYear}`,
    );
  return year;
}

/** The native pixel's centre holding (lon, lat): every resolution samples the 500 m product. */
const nativeCentre = (value: number, origin: number, sign: 1 | -1) =>
  origin + sign * (Math.floor((sign * (value - origin)) / NATIVE_DEGREES) + 0.5) * NATIVE_DEGREES;

function emptyRaster(grid: SyntheticGrid, dataType: 'int16', fill: number): InMemoryRaster {
  return {
    width: grid.width,
    height: grid.height,
    geoTransform: grid.geoTransform,
    crs: grid.crs,
    noData: -32768,
    dataType,
    data: new Int16Array(grid.width * grid.height).fill(fill),
  };
}

/** Pixels of `grid` within an event's reach: [column from, to), [row from, to). */
function pixelRange(grid: SyntheticGrid, event: SyntheticFireEvent) {
  const t = grid.geoTransform;
  const clamp = (value: number, size: number) => Math.min(size, Math.max(0, value));
  return {
    columns: [
      clamp(Math.floor((event.lon - event.reachLon - t[0]) / t[1]), grid.width),
      clamp(Math.ceil((event.lon + event.reachLon - t[0]) / t[1]), grid.width),
    ],
    rows: [
      clamp(Math.floor((event.lat + event.reachLat - t[3]) / t[5]), grid.height),
      clamp(Math.ceil((event.lat - event.reachLat - t[3]) / t[5]), grid.height),
    ],
  } as const;
}

/**
 * `burnDate` of one month (MCD64A1's Burn_Date): the day of year each pixel burned within that
 * month, 0 where it did not. Where two events burned a pixel in the month, the earlier day.
 */
export function syntheticBurnDate(
  bbox: LonLatBBox,
  year: number | undefined,
  month: number | undefined,
  resolutionMeters = FIRE_DEFAULT_RESOLUTION_METERS.burnDate,
  lastYear = new Date().getUTCFullYear() - 1,
): InMemoryRaster {
  const checkedYear = checkYear('burnDate', year, lastYear);
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12)
    throw new DataSourceError('burnDate needs a month 1..12', { transient: false });
  const grid = checkedGrid('burnDate', bbox, resolutionMeters * LATTICE_FACTOR);
  const raster = emptyRaster(grid, 'int16', 0);
  const first = monthStartDay(checkedYear, month);
  const last = month === 12 ? daysInYear(checkedYear) : monthStartDay(checkedYear, month + 1) - 1;
  for (const event of syntheticFireEvents(bbox, checkedYear)) {
    if (event.startDay > last || event.startDay + event.durationDays < first) continue;
    const { columns, rows } = pixelRange(grid, event);
    for (let row = rows[0]; row < rows[1]; row++)
      for (let column = columns[0]; column < columns[1]; column++) {
        const [lon, lat] = pixelCentre(grid, column, row);
        const day = burnDayOf(
          event,
          nativeCentre(lon, -180, 1),
          nativeCentre(lat, 90, -1),
          checkedYear,
        );
        if (day < first || day > last) continue;
        const index = row * grid.width + column;
        const previous = raster.data[index] as number;
        if (previous === 0 || day < previous) raster.data[index] = day;
      }
  }
  return raster;
}

/**
 * `dnbr` of one year, × 1000: a pixel burned that year (its native 500 m pixel burned, and its
 * own centre lies in the scar) has 80 + 900 × intensity × (1 − r)^0.6 ± 60 (r the scar distance:
 * hottest in the interior); every other pixel −60..+60, no change beyond image noise. So dNBR is
 * above the unburned class (≥ +100) only where `burnDate` says the pixel burned that year.
 */
export function syntheticDnbr(
  bbox: LonLatBBox,
  year: number | undefined,
  resolutionMeters = FIRE_DEFAULT_RESOLUTION_METERS.dnbr,
  lastYear = new Date().getUTCFullYear() - 1,
): InMemoryRaster {
  const checkedYear = checkYear('dnbr', year, lastYear);
  const grid = checkedGrid('dnbr', bbox, resolutionMeters * LATTICE_FACTOR);
  const raster = emptyRaster(grid, 'int16', 0);
  const yearSeed = (SEEDS.dnbr ^ Math.imul(checkedYear, 0x85ebca77)) >>> 0;
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const [lon, lat] = pixelCentre(grid, column, row);
      raster.data[row * grid.width + column] = Math.round(
        -60 + 120 * valueNoise(lon, lat, 0.01, yearSeed),
      );
    }
  for (const event of syntheticFireEvents(bbox, checkedYear)) {
    const { columns, rows } = pixelRange(grid, event);
    for (let row = rows[0]; row < rows[1]; row++)
      for (let column = columns[0]; column < columns[1]; column++) {
        const [lon, lat] = pixelCentre(grid, column, row);
        const distance = scarDistance(event, lon, lat);
        if (distance >= 1) continue;
        const nativeLon = nativeCentre(lon, -180, 1);
        const nativeLat = nativeCentre(lat, 90, -1);
        if (burnDayOf(event, nativeLon, nativeLat, checkedYear) === 0) continue;
        const noise = 120 * (valueNoise(lon, lat, 0.003, yearSeed ^ event.seed) - 0.5);
        const value = 80 + 900 * event.intensity * (1 - distance) ** 0.6 + noise;
        const index = row * grid.width + column;
        raster.data[index] = Math.max(
          raster.data[index] as number,
          Math.round(Math.min(1300, value)),
        );
      }
  }
  return raster;
}
