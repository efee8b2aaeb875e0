/**
 * `/api/health` while a 300 km x 300 km analysis runs (context + land-cover change, the real
 * tools on the synthetic demo source): p50/p99 of health answers sampled every 100 ms, first with
 * the tools computed in process (the code path before the compute pool: the thread that answers
 * HTTP computes), then on the compute pool (what main.ts runs). Goal: p99 < 100 ms on the pool.
 * Prints figures; asserts nothing. `npm run bench`, or
 * `node --import tsx bench/analysis-health.bench.ts` (BENCH_SKIP_BEFORE=1 skips the old path;
 * BENCH_THREADS=n sizes the pool, default one thread per core).
 *
 * PostgreSQL is BENCH_DATABASE_URL, else TEST_DATABASE_URL; that database is EMPTIED. Without
 * either, PostgreSQL is skipped.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { analysisTools, createSyntheticSource, isTerminal } from '@ecotone/analysis';
import { createAdminAreaLookup } from '@ecotone/analysis/node';
import { createAnalysisWorkerRuntime } from '../src/analysis/analysis-runtime.js';
import { pixelBudgetOf } from '../src/analysis/raster-budget.js';
import {
  inProcessToolRunner,
  pooledToolRunner,
  type ToolRunner,
} from '../src/analysis/tool-runner.js';
import { buildApp, type EcotoneApp } from '../src/app.js';
import { createRuntime, type Runtime, VERSION } from '../src/bootstrap.js';
import { createComputePool } from '../src/compute/compute-pool.js';
import { DEFAULT_TOOL_BUDGET, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { startJobQueue } from '../src/jobs/job-queue.js';
import { startWorker } from '../src/worker/start-worker.js';
import { storeShapefile } from '../test/support/seed.js';
import { square } from '../test/support/square.js';

const SAMPLE_EVERY_MS = 100;

/** 300 km x 300 km centred on 40 N, 105 W (Colorado's Front Range). */
function square300km() {
  const halfLat = 150 / 111.32;
  const halfLon = 150 / (111.32 * Math.cos((40 * Math.PI) / 180));
  const [w, e, s, n] = [-105 - halfLon, -105 + halfLon, 40 - halfLat, 40 + halfLat];
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
      },
    ],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

function runnerOf(kind: 'in process' | 'pool', pool: ReturnType<typeof createComputePool>) {
  if (kind === 'pool') {
    return pooledToolRunner(pool, {
      data: { mode: 'synthetic' },
      maxRasterPixels: pixelBudgetOf(DEFAULT_TOOL_BUDGET.memoryMb),
    });
  }
  return inProcessToolRunner({
    tools: analysisTools,
    sources: createSyntheticSource(),
    admin: createAdminAreaLookup(),
  });
}

/**
 * Health answers as a monitor polling every SAMPLE_EVERY_MS sees them: each latency runs from
 * when its request was due, so a stalled event loop (which also delays the sending) counts in
 * full instead of hiding between samples.
 */
async function healthTimes(app: EcotoneApp, until: () => Promise<boolean>): Promise<number[]> {
  const times: number[] = [];
  let due = performance.now();
  while (!(await until())) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    if (response.statusCode !== 200) throw new Error(`health answered ${response.statusCode}`);
    times.push(performance.now() - due);
    due += SAMPLE_EVERY_MS;
  }
  return times;
}

async function measure(
  label: string,
  runtime: Runtime,
  app: EcotoneApp,
  kind: 'in process' | 'pool',
) {
  const pool = createComputePool(
    {
      timeoutMs: DEFAULT_TOOL_BUDGET.timeoutSeconds * 1000,
      memoryMb: DEFAULT_TOOL_BUDGET.memoryMb,
    },
    process.env.BENCH_THREADS ? { threads: Number(process.env.BENCH_THREADS) } : {},
  );
  const queue = await startJobQueue(runtime.database, { workerId: `bench-${kind}` });
  runtime.analysisJobs.bind(queue);
  const runner: ToolRunner = runnerOf(kind, pool);
  const stop = await startWorker({
    queue,
    repositories: runtime.repositories,
    analysis: createAnalysisWorkerRuntime({ runner, storage: runtime.storage }),
  });
  const shapefileOf = (name: string, geojson: object) =>
    storeShapefile(runtime, {
      name: `${name} (${kind})`,
      geojson,
      createdBy: 'bench-user',
    });
  const analyse = (shapefileId: string) =>
    runtime.services.analysisRuns.create(
      { userId: 'bench-user', email: 'bench@example.org', roles: ['user'] },
      { shapefileId, inputs: { context: {}, landCoverChange: {} } },
    );
  const finished = async (analysisId: string) => {
    const analysis = await runtime.repositories.analyses.findAnalysis(analysisId);
    return analysis !== undefined && isTerminal(analysis.state);
  };
  // A small analysis first, unmeasured: the pool's threads start and load the tools (a few
  // hundred ms of start-up on a busy machine), as in a worker that has run one analysis.
  const warmUp = await analyse(await shapefileOf('warm-up square', square()));
  while (!(await finished(warmUp))) await sleep(200);
  // Stored before measuring: on PGlite, storing a 300 km shape is ~1 s of PostGIS on this thread.
  const shapefileId = await shapefileOf('300 km square', square300km());
  // How long the thread that answers HTTP was kept from its event loop (a CPU-starved machine
  // also delays health answers without any stall of the loop).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  const analysisId = await analyse(shapefileId);
  const times = await healthTimes(app, () => finished(analysisId));
  loopDelay.disable();
  const seconds = (performance.now() - started) / 1000;
  const state = (await runtime.repositories.analyses.findAnalysis(analysisId))?.state;
  stop();
  await queue.stop();
  await pool.close();
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(10)} tools ${kind.padEnd(10)} analysis ${state} in ${seconds.toFixed(1)} s; ` +
      `/api/health ${times.length} answers: p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 0.99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms; ` +
      `event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, ` +
      `max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
  );
}

async function run(label: string, database: Database, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ecotone-bench-')),
    ...env,
  });
  const runtime = await createRuntime(config, database);
  await database.query(
    `INSERT INTO "user" (id, name, email, role) VALUES ('bench-user', 'Bench', 'bench@example.org', 'user')`,
  );
  const app = await buildApp({ services: runtime.services, auth: runtime.auth, version: VERSION });
  // Warm the route and the database connection before measuring.
  for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/health' });
  if (!process.env.BENCH_SKIP_BEFORE) await measure(label, runtime, app, 'in process');
  await measure(label, runtime, app, 'pool');
  await app.close();
  await database.close();
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const database = await openPostgresDatabase(url);
  await database.exec(
    'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  await run('PostgreSQL', database, {
    DATABASE_URL: url,
    AUTH_SECRET: 'bench-secret-'.padEnd(40, 'x'),
  });
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL; it is emptied)');
}
await run('PGlite', await openEmbeddedDatabase('memory://'), {});
console.log('Goal: /api/health p99 < 100 ms while the analysis runs on the pool.');
// pg-boss and idle pool threads may hold timers; the figures are printed.
process.exit(0);
