import type { Database } from '../db/database.js';
import { migrationLevel } from '../db/migrate.js';

/** Facts about the database and the worker, for /api/health and the heartbeat job. */
export function createSystemRepository(database: Database) {
  return {
    mode: database.mode,
    async postgisVersion(): Promise<string> {
      const { rows } = await database.query<{ version: string }>(
        'SELECT postgis_lib_version() AS version',
      );
      return rows[0]?.version ?? 'unknown';
    },
    migrationLevel: () => migrationLevel(database),
    /** A worker is alive now; its earlier beats go (one row per worker, not one per beat). */
    async recordHeartbeat(workerId: string): Promise<void> {
      await database.query(
        `WITH earlier AS (DELETE FROM worker_heartbeat WHERE worker_id = $1)
         INSERT INTO worker_heartbeat (worker_id) VALUES ($1)`,
        [workerId],
      );
    },
    async lastHeartbeat(): Promise<{ workerId: string; beatAt: Date } | undefined> {
      const { rows } = await database.query<{ workerId: string; beatAt: Date }>(
        `SELECT worker_id AS "workerId", beat_at AS "beatAt" FROM worker_heartbeat
         ORDER BY id DESC LIMIT 1`,
      );
      return rows[0];
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
