/**
 * The shapefile list with 100,000 shapefiles from 200 creators (docs/shapefiles.md): p50/p95 of
 * the list's queries through the service, on PostgreSQL and on PGlite, then the two searches
 * again without the trigram indexes (why migration 0010 has them). Target: p95 < 50 ms on
 * PostgreSQL. Prints figures; asserts nothing. `npm run bench`, or
 * `node --import tsx bench/shapefile-list.bench.ts`.
 *
 * PostgreSQL is BENCH_DATABASE_URL, else TEST_DATABASE_URL; that database is EMPTIED (its public
 * and pgboss schemas are dropped and migrated anew). Without either, PostgreSQL is skipped.
 */
import { performance } from 'node:perf_hooks';
import type { ShapefileListQuery } from '@ecotone/contracts';
import { shapefileListQuerySchema } from '@ecotone/contracts';
import type { Viewer } from '../src/auth/viewer.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { createRepositories } from '../src/repositories/index.js';
import { createPermissionService } from '../src/services/permission.service.js';
import { createShapefileListService } from '../src/services/shapefile-list.service.js';
import { createLocalFileStorage } from '../src/storage/local-file-storage.js';

const SHAPEFILES = 100_000;
const CREATORS = 200;
const ROUNDS = 50;
const WARM_UP = 3;

const FIRST_NAMES = 'Ana Ben Carmen Dev Elena Femi Grace Hugo Ines Jon'.split(' ');
const LAST_NAMES = (
  'Alvarez Brennan Castillo Dubois Eriksen Fujita Garcia Haddad Iyer Jensen Kowalski Lindqvist ' +
  'Mbeki Novak Okafor Petrov Quispe Rossi Sato Tanaka'
).split(' ');
const PLACE_WORDS = (
  'paddock meadow ridge creek mesa valley prairie canyon bench flat spring butte draw hollow ' +
  'pasture basin knoll slough grove range'
).split(' ');

/**
 * 200 creators (every first/last name pair), 2,000 sites, then 100,000 shapefiles in one
 * INSERT ... SELECT: a 0.01 degree square each, names like `usa_ridge_004242317`, a mask on every
 * third, one a minute back from now. Finishes with VACUUM ANALYZE, the state autovacuum keeps a
 * live table in.
 */
async function seed(database: Database): Promise<void> {
  await database.query(
    `INSERT INTO "user" (id, name, email, role)
     SELECT 'bench-' || n, ($1::text[])[1 + n % 10] || ' ' || ($2::text[])[1 + n / 10],
            'bench-' || n || '@example.org', 'user'
     FROM generate_series(0, $3 - 1) AS n`,
    [FIRST_NAMES, LAST_NAMES, CREATORS],
  );
  await database.query(
    `INSERT INTO site (title, site_type, created_by)
     SELECT 'Site ' || n, 'ranch', 'bench-' || n % $1 FROM generate_series(1, 2000) AS n`,
    [CREATORS],
  );
  await database.query(
    `WITH sites AS (SELECT array_agg(id ORDER BY title) AS ids FROM site)
     INSERT INTO shapefile (name, geojson, geometry, total_area_ha, total_mask_area_ha, site_id,
                            created_by, created_at)
     SELECT 'usa_' || ($1::text[])[1 + n % 20] || '_' || lpad(n::text, 7, '0'),
            jsonb_build_object('type', 'FeatureCollection', 'features', jsonb_build_array(
              jsonb_build_object('type', 'Feature', 'properties', '{}'::jsonb,
                'geometry', ST_AsGeoJSON(square.geometry)::jsonb))),
            ST_Multi(square.geometry),
            50 + (n::bigint * 7919) % 5000,
            CASE WHEN n % 3 = 0 THEN (n::bigint * 104729) % 50 END,
            sites.ids[1 + n % 2000],
            'bench-' || n % $2,
            now() - n * interval '1 minute'
     FROM generate_series(1, $3) AS n
     CROSS JOIN sites
     CROSS JOIN LATERAL (SELECT ST_MakeEnvelope(
       -120 + (n % 400) * 0.1, 30 + (n / 400) * 0.01,
       -119.99 + (n % 400) * 0.1, 30.01 + (n / 400) * 0.01, 4326) AS geometry) AS square`,
    [PLACE_WORDS, CREATORS, SHAPEFILES],
  );
  await database.exec('VACUUM ANALYZE');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

type Cases = Record<string, { viewer: Viewer; query: ShapefileListQuery }>;

async function measure(database: Database, label: string, cases: Cases): Promise<number> {
  const repositories = createRepositories(database);
  const service = createShapefileListService({
    ...repositories,
    permissions: createPermissionService(repositories),
    storage: createLocalFileStorage('/nonexistent'),
    compute: { run: () => Promise.reject(new Error('the list bench downloads nothing')) },
  });
  let worstP95 = 0;
  for (const [name, { viewer, query }] of Object.entries(cases)) {
    const parsed = shapefileListQuerySchema.parse(query);
    let total = 0;
    const times: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const start = performance.now();
      total = (await service.list(viewer, parsed)).total;
      if (round >= WARM_UP) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    worstP95 = Math.max(worstP95, p95);
    console.log(
      `${label.padEnd(10)} ${name.padEnd(38)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms` +
        `  p95 ${p95.toFixed(1).padStart(6)} ms  (${total} matches)`,
    );
  }
  return worstP95;
}

const staff: Viewer = { userId: 'bench-0', email: 'bench-0@example.org', roles: ['staff'] };
const creator: Viewer = { userId: 'bench-17', email: 'bench-17@example.org', roles: ['user'] };

const CASES: Cases = {
  'default page (staff: everyone)': { viewer: staff, query: {} },
  'page at offset 50,000': { viewer: staff, query: { offset: 50_000 } },
  'sorted by name, 50 a page': {
    viewer: staff,
    query: { orderBy: 'shapefileName', order: 'asc', limit: 50 },
  },
  'sorted by creator': { viewer: staff, query: { orderBy: 'creator', order: 'desc' } },
  'sorted by mask area': { viewer: staff, query: { orderBy: 'totalMaskAreaHa', order: 'desc' } },
  'search name fragment "ridge_0042"': { viewer: staff, query: { search: 'ridge_0042' } },
  'search creator name "Okafor"': { viewer: staff, query: { search: 'Okafor' } },
  'search matching every row "usa_"': { viewer: staff, query: { search: 'usa_' } },
  'own shapefiles only (a user)': { viewer: creator, query: {} },
};
const SEARCHES = ['search name fragment "ridge_0042"', 'search creator name "Okafor"'];

async function run(label: string, database: Database): Promise<void> {
  await migrate(database);
  const seedStart = performance.now();
  await seed(database);
  console.log(
    `${label}: seeded ${SHAPEFILES} shapefiles in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const worst = await measure(database, label, CASES);
  console.log(`${label}: worst p95 ${worst.toFixed(1)} ms (target on PostgreSQL: p95 < 50 ms)`);
  await database.exec('DROP INDEX shapefile_name_trgm_idx; DROP INDEX user_name_trgm_idx');
  await measure(
    database,
    `${label} -trgm`,
    Object.fromEntries(SEARCHES.map((name) => [name, CASES[name] as Cases[string]])),
  );
  await database.close();
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const database = await openPostgresDatabase(url);
  await database.exec(
    'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  await run('PostgreSQL', database);
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL; it is emptied)');
}
await run('PGlite', await openEmbeddedDatabase('memory://'));
