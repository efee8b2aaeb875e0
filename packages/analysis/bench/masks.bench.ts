/**
 * The exclusion masks (issue 18: "the time to compute all default masks for a 10,000 ha and a
 * 1,000,000 ha shape"): every layer of the largest default set (sustainable grasslands: built,
 * transportation, water, wetland, cropland, slope, bareGround, nonGrassland) on the synthetic
 * demo source, merged, for a square of each size, in this process: the time of one set (best of
 * `BENCH_ROUNDS`, default 2, after a warm-up; every run on a new data source) with the time of
 * each layer, and the process's peak RSS so far (`maxRSS`). Prints figures; asserts nothing.
 * `npm run bench`, or `node --import tsx packages/analysis/bench/masks.bench.ts`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { computeMaskLayer, computeMaskSet, maskSetGeometry } from '../src/masks/index.js';
import type { MaskKernelLayer, MaskKernelOptions } from '../src/masks/mask-types.js';
import { createSyntheticSource } from '../src/sources/synthetic/synthetic-source.js';
import { ranchSquare } from './ranch-square.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** DEFAULT_MASK_LAYERS.sustainableGrasslandsManagement of @ecotone/contracts (the largest set). */
const GRASSLAND_LAYERS: MaskKernelLayer[] = [
  'built',
  'transportation',
  'water',
  'wetland',
  'cropland',
  'slope',
  'bareGround',
  'nonGrassland',
];
/** MASK_DEFAULTS of @ecotone/contracts. */
const OPTIONS: MaskKernelOptions = {
  landCoverDataset: 'dynamicworld',
  masks: GRASSLAND_LAYERS,
  year: 2024,
  slopeDegrees: 15,
  herbaceousPercent: 20,
  treePercent: 20,
  natSemiProbability: 50,
};

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const duration = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
const signal = new AbortController().signal;

console.log(
  `Exclusion masks on the synthetic source (${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}); best of ${ROUNDS} after a warm-up`,
);
for (const hectares of [10_000, 1_000_000]) {
  const shape = ranchSquare(hectares);
  let best = Number.POSITIVE_INFINITY;
  let result: Awaited<ReturnType<typeof computeMaskSet>> | undefined;
  for (let round = 0; round <= ROUNDS; round++) {
    const started = performance.now();
    result = await computeMaskSet({
      shape,
      options: OPTIONS,
      sources: createSyntheticSource(),
      signal,
    });
    if (round > 0) best = Math.min(best, performance.now() - started);
  }
  console.log(
    `\n${hectares.toLocaleString('en')} ha, all default masks (sustainable grasslands): ${duration(best)}, peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}; gross ${result?.grossHa.toFixed(0)} ha, merged ${result?.mergedHa.toFixed(0)} ha, net ${result?.netHa.toFixed(0)} ha`,
  );
  // Each layer alone (its own read; the set shares the land-cover read between five layers).
  for (const layer of GRASSLAND_LAYERS) {
    const started = performance.now();
    const mask = await computeMaskLayer({
      shape,
      layer,
      options: OPTIONS,
      sources: createSyntheticSource(),
      signal,
    });
    const vertices = (mask.geometry?.coordinates ?? []).flat(2).length;
    console.log(
      `  ${layer.padEnd(16)} ${duration(performance.now() - started).padStart(9)}  ${mask.areaHa.toFixed(0).padStart(8)} ha  scale ${mask.scale === null ? 'vector' : `${mask.scale.toFixed(0)} m`}  ${vertices} vertices`,
    );
  }
  const started = performance.now();
  maskSetGeometry(
    shape,
    (result?.masks ?? []).map((mask) => mask.geometry),
  );
  console.log(`  merge (maskSetGeometry) ${duration(performance.now() - started)}`);
}
