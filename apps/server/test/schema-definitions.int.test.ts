/**
 * db/schema.ts against the migrated database: better-auth reads and writes through these Drizzle
 * definitions, while the SQL files of migrations/ create the tables. A column renamed, retyped or
 * made nullable in one and not the other fails here, not at a user's sign-in.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { SqlRunner } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { databaseModes, testContext } from './harness.js';

interface DatabaseColumn {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** The table's columns as the database has them (format_type spells types as Drizzle does). */
async function columnsOf(database: SqlRunner, table: string): Promise<DatabaseColumn[]> {
  const { rows } = await database.query<DatabaseColumn>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS "notNull", a.atthasdef AS "hasDefault"
     FROM pg_attribute a
     WHERE a.attrelid = to_regclass(quote_ident($1)) AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attnum`,
    [table],
  );
  return rows;
}

/**
 * Every difference between a Drizzle table and the database: a defined column the table lacks,
 * or has with another type or nullability; and a required column (NOT NULL, no default) the
 * definition lacks, which every insert through it would fail on.
 */
async function drift(database: SqlRunner, table: PgTable): Promise<string[]> {
  const config = getTableConfig(table);
  const actual = await columnsOf(database, config.name);
  if (actual.length === 0) return [`${config.name}: no such table`];
  const byName = new Map(actual.map((column) => [column.name, column]));
  const problems: string[] = [];
  for (const column of config.columns) {
    const found = byName.get(column.name);
    const where = `${config.name}.${column.name}`;
    if (!found) {
      problems.push(`${where}: no such column`);
      continue;
    }
    if (found.type !== column.getSQLType())
      problems.push(`${where}: ${column.getSQLType()} here, ${found.type} in the database`);
    if (found.notNull !== column.notNull)
      problems.push(`${where}: ${column.notNull ? 'not null' : 'nullable'} here, not there`);
  }
  const defined = new Set(config.columns.map((column) => column.name));
  for (const column of actual) {
    if (column.notNull && !column.hasDefault && !defined.has(column.name))
      problems.push(`${config.name}.${column.name}: required in the database, not defined here`);
  }
  return problems;
}

const tables: [string, PgTable][] = Object.entries(schema as Record<string, unknown>).flatMap(
  ([name, value]) => (is(value, PgTable) ? [[name, value] as [string, PgTable]] : []),
);

describe.each(databaseModes)('db/schema.ts against the migrations on %s', (mode) => {
  it("finds the definitions, better-auth's tables among them", () => {
    expect(tables.map(([, table]) => getTableConfig(table).name)).toEqual(
      expect.arrayContaining(['user', 'session', 'account', 'verification']),
    );
  });

  it.each(tables)('%s: every column exists with its type and nullability', async (_, table) => {
    const { runtime } = await testContext(mode);
    expect(await drift(runtime.database, table)).toEqual([]);
  });

  it('reports a drifted definition', async () => {
    const { runtime } = await testContext(mode);
    const drifted = pgTable('verification', {
      id: text('id').primaryKey(),
      identifier: text('identifier'),
      value: text('worth').notNull(),
      expiresAt: text('expires_at').notNull(),
    });
    expect(await drift(runtime.database, drifted)).toEqual([
      'verification.identifier: nullable here, not there',
      'verification.worth: no such column',
      'verification.expires_at: text here, timestamp with time zone in the database',
      'verification.value: required in the database, not defined here',
    ]);
    const missing = pgTable('no_such_table', { id: text('id') });
    expect(await drift(runtime.database, missing)).toEqual(['no_such_table: no such table']);
  });
});
