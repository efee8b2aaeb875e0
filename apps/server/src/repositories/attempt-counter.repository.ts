import type { Database } from '../db/database.js';

/** One key's current fixed window: when it started (app clock, ms) and the attempts in it. */
export interface AttemptWindow {
  startedAt: number;
  count: number;
}

/**
 * Where the attempt counters live. The API's is the database's (below), shared by every API
 * process; unit tests use `createMemoryAttemptStore` (services/rate-limit.ts).
 */
export interface AttemptCounterStore {
  /** Counts one attempt: in the key's window, or in a new one starting `at` once it has ended. */
  add(key: string, windowMs: number, at: number): Promise<AttemptWindow>;
  /** The attempts in the key's window that is still open `at` (0 when none is). */
  count(key: string, at: number): Promise<number>;
  clear(key: string): Promise<void>;
}

/** How often (app clock) the counters delete the windows that have ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The rate limits' fixed-window counters in the database (`attempt_counter`), so that every API
 * process counts the same attempts: with N processes behind a load balancer a client still gets
 * the limit once, not N times. One upsert per counted key, atomic in both PostgreSQL and PGlite
 * (the conflicting row is locked until the statement ends). `prefix` keeps tests that run their
 * own clock apart from other apps sharing the database: each store counts and sweeps its own keys.
 */
export function createAttemptCounterRepository(
  database: Database,
  prefix = '',
): AttemptCounterStore {
  let lastSweep = Number.NEGATIVE_INFINITY;
  const sweep = async (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await database.query(
      `DELETE FROM attempt_counter
       WHERE started_at + window_ms <= $1 AND left(key, length($2)) = $2`,
      [at, prefix],
    );
  };

  return {
    async add(key: string, windowMs: number, at: number): Promise<AttemptWindow> {
      await sweep(at);
      const { rows } = await database.query<AttemptWindow>(
        `INSERT INTO attempt_counter AS c (key, started_at, window_ms, count)
         VALUES ($1, $2, $3, 1)
         ON CONFLICT (key) DO UPDATE SET
           started_at = CASE WHEN c.started_at + c.window_ms <= $2 THEN $2 ELSE c.started_at END,
           window_ms = $3,
           count = CASE WHEN c.started_at + c.window_ms <= $2 THEN 1 ELSE c.count + 1 END
         RETURNING started_at::float8 AS "startedAt", count`,
        [prefix + key, at, windowMs],
      );
      const window = rows[0];
      if (!window) throw new Error('attempt_counter: the upsert returned no row');
      return { startedAt: Number(window.startedAt), count: Number(window.count) };
    },
    async count(key: string, at: number): Promise<number> {
      const { rows } = await database.query<{ count: number }>(
        'SELECT count FROM attempt_counter WHERE key = $1 AND started_at + window_ms > $2',
        [prefix + key, at],
      );
      return Number(rows[0]?.count ?? 0);
    },
    async clear(key: string): Promise<void> {
      await database.query('DELETE FROM attempt_counter WHERE key = $1', [prefix + key]);
    },
  };
}
