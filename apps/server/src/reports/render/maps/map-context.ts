import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type AdminDataset,
  cacheFileName,
  defaultCacheDirectory,
  loadAdminDataset,
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

/** The rings of the admin-1 units whose parts meet `bounds` (empty without the dataset). */
export function adminRingsWithin(bounds: LonLatBounds): FlatRing[] {
  const dataset = adminDataset();
  if (!dataset) return [];
  const [west, south, east, north] = bounds;
  const rings: FlatRing[] = [];
  const parts = dataset.partUnit.length;
  for (let part = 0; part < parts; part++) {
    const firstRing = dataset.partRingStart[part] as number;
    const lastRing = dataset.partRingStart[part + 1] as number;
    const from = dataset.ringStart[firstRing] as number;
    const to = dataset.ringStart[firstRing + 1] as number;
    let meets = false;
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (let point = from; point < to; point++) {
      const x = dataset.coordinates[2 * point] as number;
      const y = dataset.coordinates[2 * point + 1] as number;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    meets = minX <= east && maxX >= west && minY <= north && maxY >= south;
    if (!meets) continue;
    for (let ring = firstRing; ring < lastRing; ring++) {
      const start = dataset.ringStart[ring] as number;
      const end = dataset.ringStart[ring + 1] as number;
      rings.push(dataset.coordinates.subarray(2 * start, 2 * end));
    }
  }
  return rings;
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
