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

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one goes back to the
 * pool). A connection that drops is opened again after a second; notifications sent meanwhile
 * are lost, which is why the web keeps polling as a fallback (docs/notifications.md).
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(connectLater), RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(
        `[database] LISTEN ${channel} connection lost; connecting again`,
        error.message,
      );
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      connectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
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
    listen: (channel, onNotify) => listenOn(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}
