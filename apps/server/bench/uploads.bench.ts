/**
 * File uploads (docs/uploads.md), on PGlite and on PostgreSQL, over a real listening socket:
 * 1. `/api/health` p50/p99 while three 190 MB GeoJSON files upload in one request, and the peak
 *    RSS of this process above its resting RSS meanwhile (goal: under 1.5x the largest file).
 * 2. The 5,000-parcel shapefile: the import in this process against the whole HTTP answer
 *    (goal: answer <= 1.5x import), the answer's encoding in this process (coordinates rounded
 *    to 6 decimals, gzip level 1, base64; docs/decisions/0013-upload-answer-encoding.md), the
 *    full-precision one it replaced, and the old one that ran on the event loop.
 * Files are generated in os.tmpdir() and deleted after. Prints figures; asserts nothing.
 * `npm run bench`, or `node --import tsx bench/uploads.bench.ts`. PostgreSQL is
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL; that database is EMPTIED. Without either, skipped.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { importShapeFiles } from '@ecotone/geometry';
import { roundedGeoJsonAnswer } from '../src/bodies/rounded-geojson-writer.js';
import { createRuntime } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { signedInBenchApp } from './support/signed-in-app.js';
import { postFiles, writeBigGeoJson, writeParcelShapefile } from './support/upload-fixtures.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const BIG_FILE_BYTES = 190_000_000;
const ROUNDS = 5;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN;

/** `/api/health` one request after another until stopped: each request's latency. */
function pingHealth(base: string) {
  const agent = new http.Agent({ keepAlive: true });
  const latencies: number[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      http.get(`${base}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - start);
          resolve();
        });
      });
    });
  const loop = (async () => {
    while (running) {
      await once();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async () => {
    running = false;
    await loop;
    agent.destroy();
    return latencies;
  };
}

async function serve(database: Database, mode: 'embedded' | 'postgres') {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ecotone-bench-')),
    ...(mode === 'postgres'
      ? { DATABASE_URL: 'postgres://bench', AUTH_SECRET: 'b'.repeat(40) }
      : {}),
  });
  const runtime = await createRuntime(config, database);
  const { app, cookie } = await signedInBenchApp(runtime);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { runtime, app, cookie, base, url: `${base}/api/shape-file/generate-geojson-from-files` };
}

async function bigUpload(server: Awaited<ReturnType<typeof serve>>, files: string[]) {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const resting = process.memoryUsage.rss();
  let peak = resting;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const stopPinging = pingHealth(server.base);
  const answer = await postFiles(server.url, server.cookie, files);
  const latencies = await stopPinging();
  clearInterval(sampler);
  return { answer, resting, peak, latencies };
}

/** The answer's median time, and `/api/health` latencies meanwhile (is the loop free?). */
async function parcelsAnswer(server: Awaited<ReturnType<typeof serve>>, files: string[]) {
  const times: number[] = [];
  let bytes = 0;
  const stopPinging = pingHealth(server.base);
  for (let round = 0; round <= ROUNDS; round++) {
    const answer = await postFiles(server.url, server.cookie, files);
    if (answer.status !== 200) throw new Error(`parcels upload answered ${answer.status}`);
    if (round > 0) times.push(answer.ms);
    bytes = answer.bytes;
  }
  return { answerMs: median(times), bytes, latencies: await stopPinging() };
}

/**
 * The import alone in this process, and on top of it: the answer's encoding as the compute task
 * does it now (coordinates rounded to 6 decimals, gzip level 1, base64), as it did before it
 * (JSON.stringify, gzip level 1, base64), and the old one that ran on the event loop
 * (JSON.stringify, gzip level 6, base64).
 */
async function parcelsInProcess(paths: string[]) {
  const files = paths.map((file) => ({ name: path.basename(file), bytes: readFileSync(file) }));
  const imports: number[] = [];
  const encodings: number[] = [];
  const fullEncodings: number[] = [];
  const oldEncodings: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const start = performance.now();
    const result = await importShapeFiles(files);
    const imported = performance.now();
    if (!result.valid) throw new Error(JSON.stringify(result.reason));
    roundedGeoJsonAnswer(result.value.collection);
    const encoded = performance.now();
    gzipSync(JSON.stringify(result.value.collection), { level: 1 }).toString('base64');
    const fullEncoded = performance.now();
    gzipSync(JSON.stringify(result.value.collection)).toString('base64');
    if (round > 0) {
      imports.push(imported - start);
      encodings.push(encoded - imported);
      fullEncodings.push(fullEncoded - encoded);
      oldEncodings.push(performance.now() - fullEncoded);
    }
  }
  return {
    importMs: median(imports),
    encodingMs: median(encodings),
    fullEncodingMs: median(fullEncodings),
    oldEncodingMs: median(oldEncodings),
  };
}

async function bench(
  label: string,
  database: Database,
  mode: 'embedded' | 'postgres',
  fixtures: Fixtures,
) {
  const server = await serve(database, mode);
  try {
    const big = await bigUpload(server, fixtures.big);
    console.log(
      `${label}: three ${mb(BIG_FILE_BYTES)} GeoJSON files: HTTP ${big.answer.status} in ` +
        `${(big.answer.ms / 1000).toFixed(1)} s; /api/health meanwhile p50 ${ms(percentile(big.latencies, 0.5))}, ` +
        `p99 ${ms(percentile(big.latencies, 0.99))} (${big.latencies.length} requests); peak RSS ` +
        `${mb(big.peak - big.resting)} above resting ${mb(big.resting)} ` +
        `(goal < ${mb(1.5 * BIG_FILE_BYTES)})`,
    );
    const { answerMs, bytes, latencies } = await parcelsAnswer(server, fixtures.parcels);
    console.log(
      `${label}: 5,000 parcels: HTTP answer (${mb(bytes)}) ${ms(answerMs)} = ` +
        `${(answerMs / fixtures.parcelsImport.importMs).toFixed(2)}x the import (goal <= 1.5x); ` +
        `/api/health meanwhile p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}`,
    );
  } finally {
    await server.app.close();
    await server.runtime.shapeCompute.close();
  }
}

interface Fixtures {
  big: string[];
  parcels: string[];
  parcelsImport: Awaited<ReturnType<typeof parcelsInProcess>>;
}

const folder = mkdtempSync(path.join(tmpdir(), 'ecotone-bench-uploads-'));
try {
  const big = ['a', 'b', 'c'].map((name) => path.join(folder, `${name}.geojson`));
  for (const file of big) await writeBigGeoJson(file, BIG_FILE_BYTES);
  const parcels = writeParcelShapefile(folder);
  const parcelsImport = await parcelsInProcess(parcels);
  console.log(
    `5,000 parcels in this process: import ${ms(parcelsImport.importMs)}; the answer's ` +
      `encoding (rounded to 6 decimals, gzip 1, base64) ${ms(parcelsImport.encodingMs)} more; ` +
      `before it, full precision (stringify + gzip 1 + base64) ${ms(parcelsImport.fullEncodingMs)}; ` +
      `the old encoding on the event loop (stringify + gzip 6 + base64) ${ms(parcelsImport.oldEncodingMs)}`,
  );
  const fixtures = { big, parcels, parcelsImport };
  const embedded = await openEmbeddedDatabase('memory://');
  await bench('PGlite', embedded, 'embedded', fixtures);
  await embedded.close();
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const postgres = await openPostgresDatabase(url);
    await postgres.exec(
      'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
    );
    await bench('PostgreSQL', postgres, 'postgres', fixtures);
    await postgres.close();
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL; it is emptied)');
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
