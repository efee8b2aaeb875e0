import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAttemptCounterRepository } from '../src/repositories/attempt-counter.repository.js';
import { databaseModes, testContext } from './harness.js';

/** The rate limits' shared counters (docs/auth.md, "Rate limits") on each database. */
describe.each(databaseModes)('attempt counters on %s', (mode) => {
  const store = async () =>
    createAttemptCounterRepository(
      (await testContext(mode)).runtime.database,
      `counters-${randomUUID()} `,
    );

  it('counts concurrent attempts on one key exactly once each', async () => {
    const counters = await store();
    const windows = await Promise.all(
      Array.from({ length: 20 }, () => counters.add('ip:10.0.0.1', 60_000, 1_000)),
    );
    expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(new Set(windows.map((window) => window.startedAt))).toEqual(new Set([1_000]));
    expect(await counters.count('ip:10.0.0.1', 1_000)).toBe(20);
  });

  it('starts a new window once the last has ended, and forgets a cleared key', async () => {
    const counters = await store();
    await counters.add('k', 1_000, 5_000);
    expect(await counters.add('k', 1_000, 5_999)).toEqual({ startedAt: 5_000, count: 2 });
    expect(await counters.count('k', 6_000)).toBe(0);
    expect(await counters.add('k', 1_000, 6_000)).toEqual({ startedAt: 6_000, count: 1 });
    await counters.clear('k');
    expect(await counters.count('k', 6_000)).toBe(0);
  });

  it('shares the counts between stores with the same prefix and keeps other prefixes apart', async () => {
    const prefix = `shared-${randomUUID()} `;
    const { database } = (await testContext(mode)).runtime;
    const one = createAttemptCounterRepository(database, prefix);
    const other = createAttemptCounterRepository(database, prefix);
    const stranger = createAttemptCounterRepository(database, `${prefix}else `);
    await one.add('k', 60_000, 0);
    await other.add('k', 60_000, 0);
    expect(await one.count('k', 0)).toBe(2);
    expect(await stranger.count('k', 0)).toBe(0);
  });

  it('deletes the windows that have ended as it counts', async () => {
    const prefix = `sweep-${randomUUID()} `;
    const { database } = (await testContext(mode)).runtime;
    const counters = createAttemptCounterRepository(database, prefix);
    const stored = async () =>
      (
        await database.query<{ key: string }>(
          'SELECT key FROM attempt_counter WHERE key LIKE $1 ORDER BY key',
          [`${prefix}%`],
        )
      ).rows.map((row) => row.key);
    await counters.add('old', 1_000, 0);
    await counters.add('recent', 120_000, 0);
    expect(await stored()).toEqual([`${prefix}old`, `${prefix}recent`]);
    await counters.add('new', 1_000, 61_000);
    expect(await stored()).toEqual([`${prefix}new`, `${prefix}recent`]);
  });
});
