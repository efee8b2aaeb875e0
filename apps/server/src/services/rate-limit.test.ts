import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { createRateLimiter, createWindowCounter } from './rate-limit.js';

describe('createRateLimiter', () => {
  it('allows the limit, refuses the next attempt, and recovers after the window', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, () => time);
    for (let i = 0; i < 3; i++) limiter.consume('ip:1');
    expect(() => limiter.consume('ip:1')).toThrow(AppError);
    try {
      limiter.consume('ip:1');
    } catch (error) {
      expect((error as AppError).code).toBe('TOO_MANY_REQUESTS');
      expect((error as AppError).params.retryAfterSeconds).toBe(60);
    }
    time = 60_000;
    expect(() => limiter.consume('ip:1')).not.toThrow();
  });

  it('counts each key on its own and refuses when any key is over', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, () => 0);
    limiter.consume('ip:1', 'email:a');
    expect(() => limiter.consume('ip:2', 'email:a')).toThrow(AppError);
    expect(() => limiter.consume('ip:3', 'email:b')).not.toThrow();
  });
});

describe('createWindowCounter', () => {
  it('counts per key within the window, forgets after it, and clears on demand', () => {
    let time = 0;
    const counter = createWindowCounter(1000, () => time);
    counter.add('a');
    counter.add('a');
    counter.add('b');
    expect([counter.count('a'), counter.count('b'), counter.count('c')]).toEqual([2, 1, 0]);
    counter.clear('b');
    expect(counter.count('b')).toBe(0);
    time = 1000;
    expect(counter.count('a')).toBe(0);
    counter.add('a');
    expect(counter.count('a')).toBe(1);
  });
});
