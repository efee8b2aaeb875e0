import { afterAll, describe, expect, it } from 'vitest';
import { ComputeBudgetError, createComputePool } from './compute-pool.js';

describe('compute pool', () => {
  const pool = createComputePool({ timeoutMs: 2_000, memoryMb: 64 }, { threads: 2 });
  afterAll(() => pool.close());

  it('runs a TypeScript task on another thread while this one stays free', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    const answer = await pool.run('probe', { milliseconds: 300, echo: 'hi' });
    clearInterval(timer);
    expect(answer).toEqual({ echo: 'hi', held: 0 });
    expect(ticks).toBeGreaterThan(5);
  });

  it('stops a task past its time budget and keeps serving the next one', async () => {
    await expect(pool.run('probe', { milliseconds: 5_000 }, { timeoutMs: 200 })).rejects.toEqual(
      new ComputeBudgetError('time', 200),
    );
    await expect(pool.run('probe', { echo: 'again' })).resolves.toEqual({
      echo: 'again',
      held: 0,
    });
  });

  it('stops a task past its memory budget', async () => {
    const failure = await pool.run('probe', { megabytes: 400 }).catch((error) => error);
    expect(failure).toBeInstanceOf(ComputeBudgetError);
    expect(failure.budget).toBe('memory');
  });

  it("passes the caller's abort reason through", async () => {
    const controller = new AbortController();
    const running = pool.run('probe', { milliseconds: 5_000 }, { signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(running).rejects.toThrow('cancelled');
  });
});
