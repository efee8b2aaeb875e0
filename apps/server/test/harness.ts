/**
 * Integration-test harness: one migrated database per mode for the whole run (PGlite costs
 * ~1 GB and 15 s to start), an app per mode driven through `inject` (real routing, hooks,
 * cookies and serialisation; no socket), and helpers to make users and sign them in.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppOptions, buildApp, type EcotoneApp } from '../src/app.js';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import { createRuntime, type Runtime, VERSION } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { createAttemptCounterRepository } from '../src/repositories/attempt-counter.repository.js';
import { createMemoryAttemptStore } from '../src/services/rate-limit.js';
import { createSignInLimits, NO_SIGN_IN_LIMITS } from '../src/services/sign-in-limits.service.js';

export type DatabaseMode = 'embedded' | 'postgres';

/** PostgreSQL runs when TEST_DATABASE_URL is set (`.ci/run` sets it); PGlite always runs. */
export const databaseModes: DatabaseMode[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];
if (!process.env.TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: integration tests run on PGlite only.');
}

export interface TestContext {
  runtime: Runtime;
  app: EcotoneApp;
}

const contexts = new Map<DatabaseMode, Promise<TestContext>>();

/**
 * The shared runtimes sign in hundreds of test users from one address within a minute, so their
 * sign-in rate limits are lifted (in place, so apps built from them keep that);
 * auth-rate-limit.int.test.ts tests the real limits with `appWithServices`.
 */
function liftSignInLimits(runtime: Runtime): Runtime {
  runtime.services.signInLimits = createSignInLimits(NO_SIGN_IN_LIMITS, {
    store: createMemoryAttemptStore(),
  });
  return runtime;
}

/** Empties the PostgreSQL test database, so migrations run from nothing as on a new server. */
async function openEmptyPostgres(url: string): Promise<Database> {
  const database = await openPostgresDatabase(url);
  await database.exec(`
    DROP SCHEMA IF EXISTS pgboss CASCADE;
    DROP SCHEMA IF EXISTS public CASCADE;
    CREATE SCHEMA public;
  `);
  return database;
}

async function createContext(mode: DatabaseMode): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ecotone-test-${mode}-`));
  const url = process.env.TEST_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(mode === 'postgres'
      ? { DATABASE_URL: url, AUTH_SECRET: 'test-secret-'.padEnd(40, 'x') }
      : {}),
  });
  const database =
    mode === 'postgres' && url
      ? await openEmptyPostgres(url)
      : await openEmbeddedDatabase('memory://');
  const runtime = liftSignInLimits(await createRuntime(config, database));
  const app = await buildApp({ services: runtime.services, auth: runtime.auth, version: VERSION });
  return { runtime, app };
}

export function testContext(mode: DatabaseMode): Promise<TestContext> {
  let context = contexts.get(mode);
  if (!context) {
    context = createContext(mode);
    contexts.set(mode, context);
  }
  return context;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** A user with an email + password credential and the given role. */
export async function createUser(
  context: TestContext,
  role: 'admin' | 'user' = 'user',
): Promise<Omit<TestUser, 'cookie'>> {
  const email = `${role}-${randomUUID()}@example.org`;
  const password = `pw-${randomUUID()}`;
  const { userId } = await upsertCredentialUser(
    context.runtime.auth,
    { email, password, name: `Test ${role}` },
    role,
  );
  return { id: userId, email, password };
}

export async function signIn(context: TestContext, email: string, password: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json', origin: context.runtime.config.publicUrl },
    payload: { email, password },
  });
}

/** Creates a user and signs them in; `cookie` goes in the `cookie` header of later requests. */
export async function signedInUser(
  context: TestContext,
  role: 'admin' | 'user' = 'user',
): Promise<TestUser> {
  const user = await createUser(context, role);
  const response = await signIn(context, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { ...user, cookie };
}

/**
 * The database's attempt counters under a prefix of their own: rate limits on a test's clock
 * count from zero, apart from every other app over the same database. Two stores made with the
 * same `prefix` are two API processes sharing the counters.
 */
export function testAttemptCounters(context: TestContext, prefix = `test-${randomUUID()} `) {
  return createAttemptCounterRepository(context.runtime.database, prefix);
}

const contextsWithEnv = new Map<string, Promise<TestContext>>();

/**
 * A context over the same database as `testContext(mode)` whose runtime also reads `env`
 * (e.g. `SMTP_URL` of a test SMTP sink, `CONTACT_EMAIL`). It has its own services over the same
 * database (and rate-limit counters); sessions work across both (same secret).
 */
export function testContextWithEnv(
  mode: DatabaseMode,
  env: Record<string, string>,
): Promise<TestContext> {
  const key = `${mode} ${JSON.stringify(env)}`;
  let context = contextsWithEnv.get(key);
  if (!context) {
    context = (async () => {
      const base = (await testContext(mode)).runtime;
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: base.config.dataDir,
        AUTH_SECRET: base.config.authSecret,
        ...(base.config.database.mode === 'postgres'
          ? { DATABASE_URL: base.config.database.connectionString }
          : {}),
        ...env,
      });
      const runtime = liftSignInLimits(await createRuntime(config, base.database));
      const app = await buildApp({
        services: runtime.services,
        auth: runtime.auth,
        version: VERSION,
      });
      return { runtime, app };
    })();
    contextsWithEnv.set(key, context);
  }
  return context;
}

/**
 * Another app over the same runtime with some services replaced (e.g. rate limits on a test
 * clock), optionally trusting proxies or with another better-auth instance.
 */
export function appWithServices(
  context: TestContext,
  replaced: Partial<Runtime['services']>,
  options: Partial<Pick<AppOptions, 'trustProxy' | 'auth' | 'uploads'>> = {},
): Promise<EcotoneApp> {
  const { runtime } = context;
  return buildApp({
    services: { ...runtime.services, ...replaced },
    auth: options.auth ?? runtime.auth,
    version: VERSION,
    trustProxy: options.trustProxy,
    uploads: options.uploads,
  });
}
