/**
 * Does a wrong password answer as fast for an unknown email as for an existing account?
 * Median time of `POST /api/auth/sign-in/email` with a wrong password on both paths, interleaved
 * so machine load falls on both alike, on PGlite and (with TEST_DATABASE_URL, emptied) PostgreSQL.
 * Prints figures; asserts nothing (docs/auth.md, "Passwords"); the test that both paths run the
 * same verify is test/auth-sign-in-timing.int.test.ts. `npm run bench`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import { createRuntime, VERSION } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { createSignInLimits, NO_SIGN_IN_LIMITS } from '../src/services/sign-in-limits.service.js';

const ROUNDS = 60;
// better-auth warns once per failed sign-in ("Invalid password", "User not found").
console.warn = () => {};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(database: Database, mode: string, environment: Record<string, string>) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ecotone-bench-')),
    ...environment,
  });
  const runtime = await createRuntime(config, database);
  // No limits and no account slowing: the bench times the password check itself.
  runtime.services.signInLimits = createSignInLimits(NO_SIGN_IN_LIMITS, {
    store: runtime.repositories.attemptCounters,
  });
  const app = await buildApp({ services: runtime.services, auth: runtime.auth, version: VERSION });
  const email = `bench-${randomUUID()}@example.org`;
  await upsertCredentialUser(runtime.auth, { email, password: 'bench-password' }, 'user');
  const attempt = async (address: string) => {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: { email: address, password: 'wrong-password' },
    });
    if (response.statusCode !== 401) throw new Error(`expected 401, got ${response.statusCode}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) await attempt(email); // warm-up
  const existing: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    existing.push(await attempt(email));
    unknown.push(await attempt(`nobody-${randomUUID()}@example.org`));
  }
  await app.close();
  const [known, stranger] = [median(existing), median(unknown)];
  console.log(
    `${mode}: wrong password, median of ${ROUNDS}: existing account ${known.toFixed(1)} ms, ` +
      `unknown email ${stranger.toFixed(1)} ms (existing/unknown ${(known / stranger).toFixed(2)})`,
  );
}

const embeddedDatabase = await openEmbeddedDatabase('memory://');
await migrate(embeddedDatabase);
await measure(embeddedDatabase, 'embedded PGlite', {});
await embeddedDatabase.close();

const url = process.env.TEST_DATABASE_URL;
if (url) {
  const database = await openPostgresDatabase(url);
  await database.exec(
    'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  await migrate(database);
  await measure(database, 'PostgreSQL', { DATABASE_URL: url, AUTH_SECRET: 'b'.repeat(40) });
  await database.close();
} else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL; it is emptied)');
