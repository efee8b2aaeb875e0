import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);
/** Any constant: serialises migrators when the API and workers start together on PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_260_131;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `migrations/NNNN_name.sql`, in version order. */
export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

async function ensureLedger(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
}

/**
 * Applies every migration not yet applied, each in its own transaction, and returns the
 * migration level. Safe to run from several processes at once.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<number> {
  await ensureLedger(database);
  for (const migration of migrations) {
    await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const applied = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (applied.rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return migrationLevel(database);
}

export async function migrationLevel(database: Database): Promise<number> {
  const { rows } = await database.query<{ level: number | null }>(
    'SELECT max(version) AS level FROM schema_migrations',
  );
  return rows[0]?.level ?? 0;
}
