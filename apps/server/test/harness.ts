/**
 * Integration-test harness: one migrated database per mode for the whole run (PGlite costs
 * ~1 GB and 15 s to start), an app per mode driven through `inject` (real routing, hooks,
 * cookies and serialisation; no socket), and helpers to make users and sign them in.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type EcotoneApp } from '../src/app.js';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import { createRuntime, type Runtime, VERSION } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';

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
  const runtime = await createRuntime(config, database);
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
