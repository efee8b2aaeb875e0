import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { createMemoryAttemptStore, createRateLimiter, createWindowCounter } from './rate-limit.js';

describe('createRateLimiter', () => {
  it('allows the limit, refuses the next attempt, and recovers after the window', async () => {
    let time = 0;
    const limiter = createRateLimiter(
      { limit: 3, windowMs: 60_000 },
      { store: createMemoryAttemptStore(), name: 'test', now: () => time },
    );
    for (let i = 0; i < 3; i++) await limiter.consume('ip:1');
    const refused = await limiter.consume('ip:1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('TOO_MANY_REQUESTS');
    expect((refused as AppError).params.retryAfterSeconds).toBe(60);
    time = 59_000;
    await expect(limiter.consume('ip:1')).rejects.toMatchObject({
      params: { retryAfterSeconds: 1 },
    });
    time = 60_000;
    await expect(limiter.consume('ip:1')).resolves.toBeUndefined();
  });

  it('counts each key on its own and refuses when any key is over', async () => {
    const limiter = createRateLimiter(
      { limit: 1, windowMs: 1000 },
      { store: createMemoryAttemptStore(), name: 'test', now: () => 0 },
    );
    await limiter.consume('ip:1', 'email:a');
    await expect(limiter.consume('ip:2', 'email:a')).rejects.toBeInstanceOf(AppError);
    await expect(limiter.consume('ip:3', 'email:b')).resolves.toBeUndefined();
  });

  it('keeps two limits over one store apart by their names, and forgets a key', async () => {
    const store = createMemoryAttemptStore();
    const rule = { limit: 1, windowMs: 1000 };
    const signIns = createRateLimiter(rule, { store, name: 'sign-in', now: () => 0 });
    const mails = createRateLimiter(rule, { store, name: 'mail', now: () => 0 });
    await signIns.consume('ip:1');
    await expect(mails.consume('ip:1')).resolves.toBeUndefined();
    await expect(signIns.consume('ip:1')).rejects.toBeInstanceOf(AppError);
    await signIns.forget('ip:1');
    await expect(signIns.consume('ip:1')).resolves.toBeUndefined();
  });
});

describe('createWindowCounter', () => {
  it('counts per key within the window, forgets after it, and clears on demand', async () => {
    let time = 0;
    const counter = createWindowCounter(1000, {
      store: createMemoryAttemptStore(),
      name: 'test',
      now: () => time,
    });
    await counter.add('a');
    await counter.add('a');
    await counter.add('b');
    expect([await counter.count('a'), await counter.count('b'), await counter.count('c')]).toEqual([
      2, 1, 0,
    ]);
    await counter.clear('b');
    expect(await counter.count('b')).toBe(0);
    time = 1000;
    expect(await counter.count('a')).toBe(0);
    await counter.add('a');
    expect(await counter.count('a')).toBe(1);
  });
});
