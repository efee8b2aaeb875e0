/**
 * Every registered analysis tool on the synthetic demo source, for a 10,000 ha and a
 * 1,000,000 ha square (issues 15 and 16: "each tool's time for 10,000 ha and 1,000,000 ha"), in
 * this process, one after another: the time of one run (best of `BENCH_ROUNDS`, default 2, after
 * a warm-up; every run on a new data source, so nothing read by an earlier run is reused) and the process's peak RSS so far (`maxRSS`: it only grows, so a figure shows the
 * most any run up to it needed). Default inputs of the catalogue.
 * Prints figures; asserts nothing. `npm run bench`, or
 * `node --import tsx packages/analysis/bench/tools.bench.ts` (BENCH_TOOLS=a,b picks tools).
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { catalogueInputRules } from '../src/catalogue/input-rules.js';
import { createAdminAreaLookup } from '../src/geography/index.js';
import { createSyntheticSource } from '../src/sources/synthetic/synthetic-source.js';
import { analysisTools } from '../src/tools/registry.js';
import type { ScriptType } from '../src/tools/script-types.js';
import { ranchSquare } from './ranch-square.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const NOW = new Date();

const picked = process.env.BENCH_TOOLS?.split(',');
const tools = (Object.keys(analysisTools) as ScriptType[]).filter(
  (scriptType) => !picked || picked.includes(scriptType),
);
const admin = createAdminAreaLookup();
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const duration = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;

console.log(
  `Analysis tools on the synthetic source (${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}); best of ${ROUNDS} after a warm-up`,
);
console.log('  tool                        10,000 ha               1,000,000 ha');
for (const scriptType of tools) {
  const tool = analysisTools[scriptType];
  if (!tool) continue;
  const cells: string[] = [];
  for (const hectares of [10_000, 1_000_000]) {
    const shape = ranchSquare(hectares);
    const inputs = catalogueInputRules.withDefaults(scriptType, {}, NOW);
    const run = () =>
      tool.run({
        shape,
        inputs,
        // A new source each run: the series reader's window cache (per source) starts empty,
        // as for a new analysis, so the time-series tools generate every month they read.
        sources: createSyntheticSource(),
        admin,
        signal: new AbortController().signal,
        progress: () => {},
        now: NOW,
      });
    try {
      await run();
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < ROUNDS; round++) {
        const start = performance.now();
        await run();
        best = Math.min(best, performance.now() - start);
      }
      const peak = process.resourceUsage().maxRSS * 1024;
      cells.push(`${duration(best)} (peak ${mb(peak)})`.padEnd(24));
    } catch (error) {
      cells.push(`failed: ${(error as Error).message}`.slice(0, 40).padEnd(24));
    }
  }
  console.log(`  ${scriptType.padEnd(28)}${cells.join('')}`);
}
