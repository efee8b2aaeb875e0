import { desc } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { migrationLevel } from '../db/migrate.js';
import { workerHeartbeat } from '../db/schema.js';

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
    async recordHeartbeat(workerId: string): Promise<void> {
      await database.db.insert(workerHeartbeat).values({ workerId });
    },
    async lastHeartbeat(): Promise<{ workerId: string; beatAt: Date } | undefined> {
      const [row] = await database.db
        .select({
          workerId: workerHeartbeat.workerId,
          beatAt: workerHeartbeat.beatAt,
        })
        .from(workerHeartbeat)
        .orderBy(desc(workerHeartbeat.id))
        .limit(1);
      return row;
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
