import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { databaseModes, testContext } from './harness.js';

describe.each(databaseModes)('migrations on %s', (mode) => {
  it('applies every migration from an empty database, PostGIS first', async () => {
    const { runtime } = await testContext(mode);
    const files = readMigrations();
    expect(files[0]?.name).toBe('postgis');
    expect(runtime.migrationLevel).toBe(files.at(-1)?.version);
    const { rows } = await runtime.database.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('is a no-op when run again', async () => {
    const { runtime } = await testContext(mode);
    const before = await runtime.database.query(
      'SELECT version, applied_at FROM schema_migrations',
    );
    expect(await migrate(runtime.database)).toBe(runtime.migrationLevel);
    const after = await runtime.database.query('SELECT version, applied_at FROM schema_migrations');
    expect(after.rows).toEqual(before.rows);
  });

  it('gives working PostGIS', async () => {
    const { runtime } = await testContext(mode);
    const { rows } = await runtime.database.query<{ area: number }>(
      `SELECT ST_Area(ST_GeogFromText('POLYGON((0 0, 0.01 0, 0.01 0.01, 0 0.01, 0 0))')) AS area`,
    );
    // A 0.01 degree square at the equator is about 1.23 km^2.
    expect(rows[0]?.area).toBeGreaterThan(1.2e6);
    expect(rows[0]?.area).toBeLessThan(1.25e6);
  });

  it('seeds the roles and permissions as data', async () => {
    const { runtime } = await testContext(mode);
    const { rows } = await runtime.database.query<{ role: string; count: number }>(
      'SELECT role, count(*)::int AS count FROM role_permission GROUP BY role ORDER BY role',
    );
    expect(rows).toEqual([
      { role: 'admin', count: 13 },
      { role: 'partner', count: 1 },
      { role: 'staff', count: 6 },
      { role: 'user', count: 1 },
    ]);
  });
});
