import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type AdminDataset,
  cacheFileName,
  defaultCacheDirectory,
  loadAdminDataset,
  ringContains,
} from '@ecotone/analysis/node';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { LonLatBounds } from './map-frame.js';

/**
 * What the cover map shows around the shape, offline: Natural Earth's first-level divisions
 * (1:10m, the admin-1 dataset the analyses already read, from its derived cache file) and, for
 * the locator, Natural Earth's land at 1:110m (npm `world-atlas`, as the web's printable map).
 * Both are kept per thread once read.
 */

/** A ring as flat [lon0, lat0, lon1, lat1, ...]. */
export type FlatRing = Float64Array;

let admin: AdminDataset | null | undefined;

/**
 * The admin-1 dataset when its cache file exists (the first analysis that looks a shape up
 * writes it: 14 MB, read in ~20 ms). Without it the cover map goes without boundaries rather
 * than build it here (2 s and ~450 MB from the 34 MB GeoJSON), so a report never waits on it.
 */
function adminDataset(): AdminDataset | null {
  if (admin === undefined) {
    const file = path.join(defaultCacheDirectory(), cacheFileName());
    try {
      admin = existsSync(file) ? loadAdminDataset() : null;
    } catch {
      admin = null;
    }
  }
  return admin;
}

export interface AdminContext {
  /** The rings of every part that meets the bounds. */
  rings: FlatRing[];
  /** The units seen in the bounds (an edge inside, or holding its centre), in the reader's language. */
  names: string[];
}

/** The admin-1 units around `bounds` (nothing without the dataset). */
export function adminWithin(bounds: LonLatBounds, language: 'en' | 'es'): AdminContext {
  const dataset = adminDataset();
  if (!dataset) return { rings: [], names: [] };
  const [west, south, east, north] = bounds;
  const centre: [number, number] = [(west + east) / 2, (south + north) / 2];
  const rings: FlatRing[] = [];
  const seen = new Set<number>();
  const parts = dataset.partUnit.length;
  for (let part = 0; part < parts; part++) {
    const firstRing = dataset.partRingStart[part] as number;
    const lastRing = dataset.partRingStart[part + 1] as number;
    const exterior = ringOf(dataset, firstRing);
    if (!meets(exterior, bounds)) continue;
    let visible = ringContains(exterior, centre[0], centre[1]);
    for (let ring = firstRing; ring < lastRing; ring++) {
      const flat = ringOf(dataset, ring);
      rings.push(flat);
      visible ||= edgeWithin(flat, bounds);
    }
    if (visible) seen.add(dataset.partUnit[part] as number);
  }
  const names = [...seen]
    .map((unit) => dataset.units[unit]?.name[language] ?? '')
    .filter((name) => name !== '');
  return { rings, names: [...new Set(names)] };
}

const ringOf = (dataset: AdminDataset, ring: number): FlatRing =>
  dataset.coordinates.subarray(
    2 * (dataset.ringStart[ring] as number),
    2 * (dataset.ringStart[ring + 1] as number),
  );

function meets(ring: FlatRing, [west, south, east, north]: LonLatBounds): boolean {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let at = 0; at + 1 < ring.length; at += 2) {
    const x = ring[at] as number;
    const y = ring[at + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return minX <= east && maxX >= west && minY <= north && maxY >= south;
}

/** Whether an edge of the ring (closing edge included) passes through the bounds. */
function edgeWithin(ring: FlatRing, bounds: LonLatBounds): boolean {
  const count = ring.length / 2;
  for (let i = 0, j = count - 1; i < count; j = i++)
    if (
      segmentMeetsBox(
        ring[2 * j] as number,
        ring[2 * j + 1] as number,
        ring[2 * i] as number,
        ring[2 * i + 1] as number,
        bounds,
      )
    )
      return true;
  return false;
}

/** Liang-Barsky: whether the segment (x0, y0)-(x1, y1) meets the box. */
function segmentMeetsBox(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  [west, south, east, north]: LonLatBounds,
): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let low = 0;
  let high = 1;
  for (const [p, q] of [
    [-dx, x0 - west],
    [dx, east - x0],
    [-dy, y0 - south],
    [dy, north - y0],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) low = Math.max(low, t);
    else high = Math.min(high, t);
    if (low > high) return false;
  }
  return true;
}

const require = createRequire(import.meta.url);
let land: FlatRing[] | undefined;

/** Natural Earth land (1:110m): every ring of every polygon, for the locator. */
export function worldLand(): FlatRing[] {
  if (land) return land;
  try {
    const topology = require('world-atlas/land-110m.json') as Topology;
    const collection = feature(topology, topology.objects.land as never) as unknown as
      | FeatureCollection<Polygon | MultiPolygon>
      | { type: 'Feature'; geometry: Polygon | MultiPolygon };
    const features = 'features' in collection ? collection.features : [collection];
    land = features.flatMap((item) => {
      const geometry = item.geometry;
      if (!geometry) return [];
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      return polygons.flatMap((polygon) =>
        polygon.map((ring) => Float64Array.from(ring.flatMap(([x = 0, y = 0]) => [x, y]))),
      );
    });
  } catch {
    land = [];
  }
  return land;
}
