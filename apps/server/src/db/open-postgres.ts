import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppDrizzle, Database, SqlRunner } from './database.js';
import * as schema from './schema.js';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

function runnerOf(client: Queryable): SqlRunner {
  return {
    async exec(sql) {
      // Without parameters node-postgres uses the simple protocol, which allows several statements.
      await client.query(sql);
    },
    async query<Row>(text: string, values: unknown[] = []) {
      const result = await client.query(text, values);
      return { rows: result.rows as Row[] };
    },
  };
}

/** Production: PostgreSQL + PostGIS at DATABASE_URL, through a connection pool. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start-up, with the server's own message, rather than at the first request.
  await pool.query('SELECT 1');
  const db = drizzle({ client: pool, schema }) as unknown as AppDrizzle;
  return {
    mode: 'postgres',
    db,
    jobQueueConnection: { connectionString },
    ...runnerOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runnerOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
