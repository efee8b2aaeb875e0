import { syntheticLandscape } from '../../land-cover/synthetic-land-cover.js';
import type { InMemoryRaster } from '../../raster/types.js';
import { wrapLongitude } from '../antimeridian.js';
import { DataSourceError, type LonLatBBox, type RasterRole } from '../data-source.js';
import { pixelCentre } from './grid.js';
import { latticeValue, seedOf } from './noise.js';
import { checkedGrid } from './synthetic-rasters.js';

/**
 * The GLOBIO pressure inputs in the synthetic demo world (docs/synthetic-demo-data.md,
 * "Biodiversity pressures"): distance to the nearest road and to the nearest settlement, in km.
 * Roads run along a lattice: a main road on every 0.5° line, and minor roads on the 0.04° lattice
 * edges, each present with a probability that grows with the synthetic land cover's land-use
 * pressure (dense where cropland and towns are). Settlements are points: a town in every 0.5°
 * cell and villages in 0.08° cells, likelier under pressure. Distances are exact to those
 * features, so every request sees the same network.
 */

export const PRESSURE_RASTER_ROLES = ['roadDistance', 'settlementDistance'] as const;
export type PressureRasterRole = (typeof PRESSURE_RASTER_ROLES)[number];
export const isPressureRasterRole = (role: string): role is PressureRasterRole =>
  (PRESSURE_RASTER_ROLES as readonly string[]).includes(role);

/** GLOBIO4 reads its road distances at 10″ (~300 m); the same default here. */
export const PRESSURE_DEFAULT_RESOLUTION_METERS = 300;

const MAIN_DEGREES = 0.5;
const MINOR_DEGREES = 0.04;
const VILLAGE_DEGREES = 0.08;
const MINOR_SEARCH = 3;
const VILLAGE_SEARCH = 2;
const KM_PER_DEGREE = 111.32;

const SEEDS = {
  horizontal: seedOf('pressures.roadH'),
  vertical: seedOf('pressures.roadV'),
  village: seedOf('pressures.village'),
  villageX: seedOf('pressures.villageX'),
  villageY: seedOf('pressures.villageY'),
  townX: seedOf('pressures.townX'),
  townY: seedOf('pressures.townY'),
} as const;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Probability of a minor road on an edge, from the land-use pressure at its midpoint. */
export const roadProbability = (pressure: number) => clamp(2.2 * pressure - 0.9, 0.03, 0.95);
/** Probability of a village in a cell, from the land-use pressure at its centre. */
export const villageProbability = (pressure: number) => clamp(3 * pressure - 1.5, 0.02, 0.9);

const pressureAt = (lon: number, lat: number) =>
  syntheticLandscape(wrapLongitude(lon), lat).pressure;

/** Whether the minor road on a lattice edge exists (cached per raster). */
function edgeTable(seed: number, horizontal: boolean) {
  const cache = new Map<number, boolean>();
  return (i: number, j: number) => {
    const key = i * 1_000_003 + j;
    let present = cache.get(key);
    if (present === undefined) {
      const lon = (i + (horizontal ? 0.5 : 0)) * MINOR_DEGREES;
      const lat = (j + (horizontal ? 0 : 0.5)) * MINOR_DEGREES;
      present = latticeValue(i, j, seed) < roadProbability(pressureAt(lon, lat));
      cache.set(key, present);
    }
    return present;
  };
}

function roadDistanceAt(
  lon: number,
  lat: number,
  horizontal: (i: number, j: number) => boolean,
  vertical: (i: number, j: number) => boolean,
): number {
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const ky = KM_PER_DEGREE;
  // Main roads: the nearest 0.5° line in either direction.
  const toLine = (value: number) => {
    const r = ((value % MAIN_DEGREES) + MAIN_DEGREES) % MAIN_DEGREES;
    return Math.min(r, MAIN_DEGREES - r);
  };
  let best = Math.min(toLine(lon) * kx, toLine(lat) * ky);
  const ci = Math.floor(lon / MINOR_DEGREES);
  const cj = Math.floor(lat / MINOR_DEGREES);
  for (let i = ci - MINOR_SEARCH; i <= ci + MINOR_SEARCH; i++)
    for (let j = cj - MINOR_SEARCH; j <= cj + MINOR_SEARCH; j++) {
      const x0 = i * MINOR_DEGREES;
      const y0 = j * MINOR_DEGREES;
      if (horizontal(i, j)) {
        const dx = Math.max(x0 - lon, 0, lon - (x0 + MINOR_DEGREES)) * kx;
        best = Math.min(best, Math.hypot(dx, (lat - y0) * ky));
      }
      if (vertical(i, j)) {
        const dy = Math.max(y0 - lat, 0, lat - (y0 + MINOR_DEGREES)) * ky;
        best = Math.min(best, Math.hypot((lon - x0) * kx, dy));
      }
    }
  return best;
}

function villageTable() {
  const cache = new Map<number, [number, number] | null>();
  return (i: number, j: number) => {
    const key = i * 1_000_003 + j;
    let village = cache.get(key);
    if (village === undefined) {
      const lon = (i + 0.2 + 0.6 * latticeValue(i, j, SEEDS.villageX)) * VILLAGE_DEGREES;
      const lat = (j + 0.2 + 0.6 * latticeValue(i, j, SEEDS.villageY)) * VILLAGE_DEGREES;
      village =
        latticeValue(i, j, SEEDS.village) < villageProbability(pressureAt(lon, lat))
          ? [lon, lat]
          : null;
      cache.set(key, village);
    }
    return village;
  };
}

function settlementDistanceAt(
  lon: number,
  lat: number,
  village: (i: number, j: number) => [number, number] | null,
): number {
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const distance = (x: number, y: number) => Math.hypot((x - lon) * kx, (y - lat) * KM_PER_DEGREE);
  let best = Number.POSITIVE_INFINITY;
  const ti = Math.floor(lon / MAIN_DEGREES);
  const tj = Math.floor(lat / MAIN_DEGREES);
  for (let i = ti - 1; i <= ti + 1; i++)
    for (let j = tj - 1; j <= tj + 1; j++) {
      const x = (i + 0.25 + 0.5 * latticeValue(i, j, SEEDS.townX)) * MAIN_DEGREES;
      const y = (j + 0.25 + 0.5 * latticeValue(i, j, SEEDS.townY)) * MAIN_DEGREES;
      best = Math.min(best, distance(x, y));
    }
  const ci = Math.floor(lon / VILLAGE_DEGREES);
  const cj = Math.floor(lat / VILLAGE_DEGREES);
  for (let i = ci - VILLAGE_SEARCH; i <= ci + VILLAGE_SEARCH; i++)
    for (let j = cj - VILLAGE_SEARCH; j <= cj + VILLAGE_SEARCH; j++) {
      const point = village(i, j);
      if (point) best = Math.min(best, distance(point[0], point[1]));
    }
  return best;
}

/** The synthetic distance raster (km, float32) of a pressure role over `bbox`. */
export function syntheticPressureRaster(
  role: PressureRasterRole,
  bbox: LonLatBBox,
  resolutionMeters = PRESSURE_DEFAULT_RESOLUTION_METERS,
): InMemoryRaster {
  const grid = checkedGrid(role as RasterRole, bbox, resolutionMeters);
  const data = new Float32Array(grid.width * grid.height);
  const horizontal = edgeTable(SEEDS.horizontal, true);
  const vertical = edgeTable(SEEDS.vertical, false);
  const village = villageTable();
  for (let row = 0; row < grid.height; row++)
    for (let column = 0; column < grid.width; column++) {
      const [lon, lat] = pixelCentre(grid, column, row);
      data[row * grid.width + column] =
        role === 'roadDistance'
          ? roadDistanceAt(lon, lat, horizontal, vertical)
          : settlementDistanceAt(lon, lat, village);
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

/**
 * Road widths of the synthetic corridors (docs/masks.md, "transportation"): a main road 30 m
 * (a two-lane highway with its shoulders and verges, GRIP4 types 1-2), a minor road 12 m (a
 * local road with verges, GRIP4 types 3-5).
 */
export const ROAD_WIDTH_METERS = { main: 30, minor: 12 } as const;
const MAX_CORRIDOR_EDGES = 400_000;

/**
 * The synthetic road network's corridors over `bbox`: the very lines `roadDistance` measures to
 * (main roads on the 0.5° lines, minor roads on the present 0.04° lattice edges), each a lon/lat
 * rectangle half its width either side of the line, its ends extended by the same half width so
 * crossing roads join. Half widths use the same km per degree as the distances, so a pixel inside
 * a corridor has a roadDistance below half its width. Corridors are left unmerged.
 */
export function syntheticRoadCorridors(
  bbox: LonLatBBox,
): { coordinates: [number, number][]; roadClass: 'main' | 'minor'; widthMeters: number }[] {
  const [west, south, east, north] = bbox;
  const cells = ((east - west) / MINOR_DEGREES + 2) * ((north - south) / MINOR_DEGREES + 2);
  if (cells > MAX_CORRIDOR_EDGES)
    throw new DataSourceError('Synthetic road corridor query box is too large', {
      transient: false,
    });
  const horizontal = edgeTable(SEEDS.horizontal, true);
  const vertical = edgeTable(SEEDS.vertical, false);
  const corridors: ReturnType<typeof syntheticRoadCorridors> = [];
  const halfLat = (width: number) => width / 2 / (KM_PER_DEGREE * 1000);
  const halfLon = (width: number, lat: number) =>
    width / 2 / (KM_PER_DEGREE * 1000 * Math.cos((lat * Math.PI) / 180));
  const rectangle = (x0: number, y0: number, x1: number, y1: number) =>
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ] as [number, number][];
  const add = (
    lon0: number,
    lat0: number,
    lon1: number,
    lat1: number,
    roadClass: 'main' | 'minor',
  ) => {
    const widthMeters = ROAD_WIDTH_METERS[roadClass];
    const dy = halfLat(widthMeters);
    const dx = halfLon(widthMeters, Math.abs(lat0) > Math.abs(lat1) ? lat0 : lat1);
    const x0 = Math.min(lon0, lon1) - dx;
    const x1 = Math.max(lon0, lon1) + dx;
    const y0 = Math.min(lat0, lat1) - dy;
    const y1 = Math.max(lat0, lat1) + dy;
    if (x1 < west || x0 > east || y1 < south || y0 > north) return;
    corridors.push({ coordinates: rectangle(x0, y0, x1, y1), roadClass, widthMeters });
  };
  // Main roads: the 0.5° lines crossing the box, cut to the box (plus a margin).
  const margin = 0.01;
  for (let i = Math.ceil((west - margin) / MAIN_DEGREES); i * MAIN_DEGREES <= east + margin; i++)
    add(i * MAIN_DEGREES, south - margin, i * MAIN_DEGREES, north + margin, 'main');
  for (let j = Math.ceil((south - margin) / MAIN_DEGREES); j * MAIN_DEGREES <= north + margin; j++)
    add(west - margin, j * MAIN_DEGREES, east + margin, j * MAIN_DEGREES, 'main');
  // Minor roads: lattice edges, horizontal (i, j) from (i, j) to (i + 1, j), vertical to (i, j + 1).
  for (let i = Math.floor(west / MINOR_DEGREES) - 1; i * MINOR_DEGREES <= east; i++)
    for (let j = Math.floor(south / MINOR_DEGREES) - 1; j * MINOR_DEGREES <= north; j++) {
      const x0 = i * MINOR_DEGREES;
      const y0 = j * MINOR_DEGREES;
      if (horizontal(i, j)) add(x0, y0, x0 + MINOR_DEGREES, y0, 'minor');
      if (vertical(i, j)) add(x0, y0, x0, y0 + MINOR_DEGREES, 'minor');
    }
  return corridors;
}
