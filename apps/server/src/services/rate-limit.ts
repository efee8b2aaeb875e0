import { AppError } from '../errors.js';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window attempt counters, in memory. Each API process counts on its own, so with N API
 * instances a client gets up to N x the limit: enough to stop guessing and mail flooding;
 * docs/auth.md says so. `consume` throws TOO_MANY_REQUESTS (429) once a key is over its limit.
 */
export function createRateLimiter(rule: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < rule.windowMs) return;
    lastSweep = time;
    for (const [key, window] of windows)
      if (time - window.startedAt >= rule.windowMs) windows.delete(key);
  }

  return {
    /** Counts one attempt for every key (e.g. `ip:1.2.3.4` and `email:a@b.c`); throws when any is over. */
    consume(...keys: string[]): void {
      const time = now();
      sweep(time);
      let retryAfterMs = 0;
      for (const key of keys) {
        let window = windows.get(key);
        if (!window || time - window.startedAt >= rule.windowMs) {
          window = { startedAt: time, count: 0 };
          windows.set(key, window);
        }
        window.count += 1;
        if (window.count > rule.limit)
          retryAfterMs = Math.max(retryAfterMs, window.startedAt + rule.windowMs - time);
      }
      if (retryAfterMs > 0)
        throw new AppError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
        });
    },
    /** Forgets the attempts of one key (e.g. an address's sign-ins after its right password). */
    forget(key: string): void {
      windows.delete(key);
    },
    reset(): void {
      windows.clear();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Counts events per key in fixed windows without refusing anything: the sign-in limits use it for
 * failed passwords per account, which slow attempts down instead of refusing them.
 */
export function createWindowCounter(windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();
  const live = (key: string, time: number) => {
    const window = windows.get(key);
    if (window && time - window.startedAt < windowMs) return window;
    windows.delete(key);
    return undefined;
  };
  return {
    add(key: string): void {
      const time = now();
      if (time - lastSweep >= windowMs) {
        lastSweep = time;
        for (const stale of windows.keys()) live(stale, time); // drops the expired ones
      }
      const window = live(key, time) ?? { startedAt: time, count: 0 };
      window.count += 1;
      windows.set(key, window);
    },
    count(key: string): number {
      return live(key, now())?.count ?? 0;
    },
    clear(key: string): void {
      windows.delete(key);
    },
  };
}
