import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type AppSchema = typeof schema;
/** Drizzle over either driver, typed with the auth tables: better-auth's adapter uses it. */
export type AppDrizzle = PgDatabase<PgQueryResultHKT, AppSchema>;

/** What SQL needs: repositories, migrations, pg-boss. */
export interface SqlRunner {
  /** Runs SQL that may hold several statements and takes no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** How pg-boss reaches the database: its own pool on PostgreSQL, our one session on PGlite. */
export type JobQueueConnection =
  | { connectionString: string }
  | {
      db: {
        executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
      };
    };

/** Postgres' unique_violation (both drivers pass its code on): another row holds the key. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export interface Database extends SqlRunner {
  readonly mode: 'embedded' | 'postgres';
  readonly jobQueueConnection: JobQueueConnection;
  readonly db: AppDrizzle;
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel`: `onNotify` gets the payload of every NOTIFY sent on it once its
   * transaction commits, from this process or any other on the same database (the worker).
   * Answers how to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
