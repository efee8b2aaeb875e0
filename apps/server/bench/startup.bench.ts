/**
 * Start-up cost of the embedded default and of PostgreSQL: open, migrate from empty, reopen
 * (what every later `npm start` pays), resident memory, and API latency of a session-checked
 * request. Prints figures; asserts nothing. `npm run bench`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRuntime } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { signedInBenchApp } from './support/signed-in-app.js';

const megabytes = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function requestLatency(database: Database, dataDir: string, mode: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(mode === 'postgres'
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL, AUTH_SECRET: 'b'.repeat(40) }
      : {}),
  });
  const runtime = await createRuntime(config, database);
  const { app, cookie } = await signedInBenchApp(runtime);
  const rounds = 200;
  const [, elapsed] = await timed(async () => {
    for (let i = 0; i < rounds; i++) {
      await app.inject({ method: 'GET', url: '/api/user-preferences', headers: { cookie } });
    }
  });
  await app.close();
  return elapsed / rounds;
}

async function embedded() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ecotone-bench-'));
  const location = path.join(dataDir, 'db');
  const [first, openMs] = await timed(() => openEmbeddedDatabase(location));
  const [, migrateMs] = await timed(() => migrate(first));
  await first.close();
  const [database, reopenMs] = await timed(() => openEmbeddedDatabase(location));
  const [, remigrateMs] = await timed(() => migrate(database));
  const perRequest = await requestLatency(database, dataDir, 'embedded');
  console.log(
    `embedded PGlite + PostGIS: open ${seconds(openMs)}, migrate from empty ${seconds(migrateMs)}, ` +
      `reopen ${seconds(reopenMs)} + ${seconds(remigrateMs)} check, ` +
      `GET /api/user-preferences ${perRequest.toFixed(2)} ms, RSS ${megabytes(process.memoryUsage().rss)}`,
  );
  await database.close();
}

async function postgres(url: string) {
  const [database, openMs] = await timed(() => openPostgresDatabase(url));
  await database.exec(
    'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  const [, migrateMs] = await timed(() => migrate(database));
  const perRequest = await requestLatency(
    database,
    mkdtempSync(path.join(tmpdir(), 'ecotone-bench-')),
    'postgres',
  );
  console.log(
    `PostgreSQL + PostGIS:      open ${seconds(openMs)}, migrate from empty ${seconds(migrateMs)}, ` +
      `GET /api/user-preferences ${perRequest.toFixed(2)} ms`,
  );
  await database.close();
}

await embedded();
if (process.env.TEST_DATABASE_URL) await postgres(process.env.TEST_DATABASE_URL);
else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL; it is emptied)');
