/**
 * The shapefile list with 100,000 shapefiles from 200 creators and 1,000 users with grants
 * (docs/shapefiles.md, docs/access-policy.md): p50/p95 of the list's queries through the service,
 * the access filter included, on PostgreSQL and on PGlite, then the two searches again without
 * the trigram indexes (why migration 0010 has them). Target: p95 < 50 ms on PostgreSQL. Prints
 * figures; asserts nothing. `npm run bench`, or `node --import tsx bench/shapefile-list.bench.ts`.
 *
 * PostgreSQL is BENCH_DATABASE_URL, else the database `ecotone_bench` on the server of
 * TEST_DATABASE_URL (default postgres://ecotone:ecotone@127.0.0.1:5432/ecotone), created by that
 * role when missing. It is EMPTIED (its public and pgboss schemas are dropped and migrated anew).
 * When PostgreSQL is not reachable it is skipped, with a message.
 */
import { performance } from 'node:perf_hooks';
import type { ShapefileListQuery } from '@ecotone/contracts';
import { shapefileListQuerySchema } from '@ecotone/contracts';
import { createAccessPolicy } from '../src/access/access-policy.js';
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
/** Users with grants: each on 20 sites, 2 projects (10 sites each) and 1 collection (20 sites). */
const GRANTEES = 1_000;
/** The heaviest grantee also holds grants on this many sites (500 shapefiles each way). */
const HEAVY_SITES = 1_000;
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
  await seedGrants(database);
  await database.exec('VACUUM ANALYZE');
}

/**
 * 100 projects holding 1,000 of the sites (10 each), 50 collections holding 20 sites each, 1,000
 * users with grants at every level (23 each: sites, projects, a collection), and `grantee-0`
 * with site grants on 1,000 sites more.
 */
async function seedGrants(database: Database): Promise<void> {
  await database.query(
    `INSERT INTO "user" (id, name, email, role)
     SELECT 'grantee-' || n, 'Grantee ' || n, 'grantee-' || n || '@example.org', 'user'
     FROM generate_series(0, $1 - 1) AS n`,
    [GRANTEES],
  );
  await database.exec(
    `INSERT INTO project (title, slug, created_by)
       SELECT 'Project ' || n, 'project-' || n, 'bench-' || n FROM generate_series(0, 99) AS n;
     WITH numbered AS (SELECT id, row_number() OVER (ORDER BY title) - 1 AS n FROM site),
          projects AS (SELECT array_agg(id ORDER BY slug) AS ids FROM project)
     UPDATE site SET parent_project_id = projects.ids[1 + numbered.n % 100]
       FROM numbered, projects WHERE site.id = numbered.id AND numbered.n < 1000;
     INSERT INTO collection (name, created_by)
       SELECT 'Collection ' || n, 'bench-' || n FROM generate_series(0, 49) AS n;
     WITH numbered AS (SELECT id, row_number() OVER (ORDER BY title) - 1 AS n FROM site),
          collections AS (SELECT array_agg(id ORDER BY name) AS ids FROM collection)
     INSERT INTO collection_item (collection_id, item_type, item_id)
       SELECT collections.ids[1 + (numbered.n - 1000) % 50], 'site', numbered.id
       FROM numbered, collections WHERE numbered.n >= 1000`,
  );
  await database.query(
    `WITH sites AS (SELECT array_agg(id ORDER BY title) AS ids FROM site),
          projects AS (SELECT array_agg(id ORDER BY slug) AS ids FROM project),
          collections AS (SELECT array_agg(id ORDER BY name) AS ids FROM collection),
          levels AS (SELECT ARRAY['no-financials', 'basic', 'full'] AS names)
     INSERT INTO access_grant (user_id, resource_type, resource_id, access_level)
     SELECT DISTINCT ON (1, 2, 3) * FROM (
       SELECT 'grantee-' || u, 'site', sites.ids[1 + (u * 37 + k * 101) % 2000], levels.names[1 + k % 3]
         FROM generate_series(0, $1 - 1) AS u, generate_series(0, 19) AS k, sites, levels
       UNION ALL
       SELECT 'grantee-' || u, 'project', projects.ids[1 + (u * 7 + k * 13) % 100], levels.names[1 + u % 3]
         FROM generate_series(0, $1 - 1) AS u, generate_series(0, 1) AS k, projects, levels
       UNION ALL
       SELECT 'grantee-' || u, 'collection', collections.ids[1 + u % 50], levels.names[1 + (u + 1) % 3]
         FROM generate_series(0, $1 - 1) AS u, collections, levels
       UNION ALL
       SELECT 'grantee-0', 'site', sites.ids[1 + (k * 2) % 2000], 'basic'
         FROM generate_series(0, $2 - 1) AS k, sites
     ) AS granted`,
    [GRANTEES, HEAVY_SITES],
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

type Cases = Record<string, { viewer: Viewer; query: ShapefileListQuery }>;

async function measure(database: Database, label: string, cases: Cases): Promise<number> {
  const repositories = createRepositories(database);
  const service = createShapefileListService({
    ...repositories,
    accessPolicy: createAccessPolicy({
      access: repositories.access,
      permissions: createPermissionService(repositories),
      internalEmailDomains: [],
    }),
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
/** Grants on 1,000 sites and more (about half of every shapefile). */
const heavy: Viewer = { userId: 'grantee-0', email: 'grantee-0@example.org', roles: ['user'] };
/** A typical grantee: 20 sites, 2 projects, 1 collection. */
const grantee: Viewer = {
  userId: 'grantee-421',
  email: 'grantee-421@example.org',
  roles: ['user'],
};

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
  'own and reached shapefiles (a creator)': { viewer: creator, query: {} },
  'grantee (23 grants), default page': { viewer: grantee, query: {} },
  'grantee (23 grants), sorted by name': {
    viewer: grantee,
    query: { orderBy: 'shapefileName', order: 'asc' },
  },
  'grantee (23 grants), search "ridge"': { viewer: grantee, query: { search: 'ridge' } },
  'heavy grantee (1,000+ sites), default': { viewer: heavy, query: {} },
  'heavy grantee, page at offset 20,000': { viewer: heavy, query: { offset: 20_000 } },
  'heavy grantee, sorted by area': {
    viewer: heavy,
    query: { orderBy: 'totalAreaHa', order: 'desc' },
  },
  'heavy grantee, sorted by creator': { viewer: heavy, query: { orderBy: 'creator' } },
  'heavy grantee, search "ridge_0042"': { viewer: heavy, query: { search: 'ridge_0042' } },
  'heavy grantee, search "Okafor"': { viewer: heavy, query: { search: 'Okafor' } },
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

const BENCH_DATABASE = 'ecotone_bench';

/** The bench's own PostgreSQL database (created when missing), or why there is none. */
async function benchDatabase(): Promise<Database | string> {
  if (process.env.BENCH_DATABASE_URL) return openPostgresDatabase(process.env.BENCH_DATABASE_URL);
  const server = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://ecotone:ecotone@127.0.0.1:5432/ecotone',
  );
  try {
    const admin = await openPostgresDatabase(server.toString());
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      BENCH_DATABASE,
    ]);
    if (rows.length === 0) await admin.exec(`CREATE DATABASE ${BENCH_DATABASE}`);
    await admin.close();
  } catch (error) {
    return `${server.host} not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
  server.pathname = `/${BENCH_DATABASE}`;
  return openPostgresDatabase(server.toString());
}

const postgres = await benchDatabase();
if (typeof postgres === 'string') {
  console.log(`PostgreSQL: skipped: ${postgres}; set BENCH_DATABASE_URL (it is emptied)`);
} else {
  await postgres.exec(
    'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  await run('PostgreSQL', postgres);
}
if (process.env.BENCH_SKIP_PGLITE !== '1')
  await run('PGlite', await openEmbeddedDatabase('memory://'));
