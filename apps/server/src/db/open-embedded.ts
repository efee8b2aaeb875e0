import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { postgis } from '@electric-sql/pglite-postgis';
import { drizzle } from 'drizzle-orm/pglite';
import type { AppDrizzle, Database, SqlRunner } from './database.js';
import * as schema from './schema.js';

type PGliteLike = Pick<PGlite, 'exec' | 'query'>;

function runnerOf(client: PGliteLike): SqlRunner {
  return {
    async exec(sql) {
      await client.exec(sql);
    },
    async query<Row>(text: string, values: unknown[] = []) {
      const result = await client.query<Row>(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * The embedded default: PGlite + PostGIS in one process. `location` is a folder, or
 * `memory://` for tests. PGlite has one session, so the whole process shares this instance.
 */
export async function openEmbeddedDatabase(location: string): Promise<Database> {
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  // pg_trgm: the shapefile list's substring search (migration 0010, docs/shapefiles.md).
  const client = await PGlite.create(location, { extensions: { postgis, pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as AppDrizzle;
  return {
    mode: 'embedded',
    db,
    jobQueueConnection: {
      db: {
        // pg-boss sends its schema and maintenance SQL as several statements without parameters,
        // which PGlite only accepts through exec().
        async executeSql(text, values) {
          if (values && values.length > 0) return client.query(text, values);
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        },
      },
    },
    ...runnerOf(client),
    transaction: (work) => client.transaction((tx) => work(runnerOf(tx))),
    // One process shares the one PGlite session, so its NOTIFY reaches its own LISTEN.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}
