import { AppError } from '../errors.js';
import type {
  AttemptCounterStore,
  AttemptWindow,
} from '../repositories/attempt-counter.repository.js';

export type { AttemptCounterStore, AttemptWindow };

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/** The same counters in one process's memory: unit tests of the rules. */
export function createMemoryAttemptStore(): AttemptCounterStore {
  const windows = new Map<string, AttemptWindow & { windowMs: number }>();
  const live = (key: string, at: number) => {
    const window = windows.get(key);
    return window && at < window.startedAt + window.windowMs ? window : undefined;
  };
  return {
    async add(key, windowMs, at) {
      const window = live(key, at) ?? { startedAt: at, count: 0, windowMs };
      window.count += 1;
      window.windowMs = windowMs;
      windows.set(key, window);
      return { startedAt: window.startedAt, count: window.count };
    },
    async count(key, at) {
      return live(key, at)?.count ?? 0;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

export interface CounterOptions {
  store: AttemptCounterStore;
  /** Names the limit in the store's keys, so two limits never count each other's attempts. */
  name: string;
  /** The clock; tests move it. */
  now?: (() => number) | undefined;
}

/**
 * Fixed-window attempt limits over a shared store: every API process counts the same attempts
 * (docs/auth.md, "Rate limits"). `consume` throws TOO_MANY_REQUESTS (429) once a key is over.
 */
export function createRateLimiter(rule: RateLimit, options: CounterOptions) {
  const { store, name, now = Date.now } = options;
  const stored = (key: string) => `${name} ${key}`;

  return {
    /** Counts one attempt for every key (e.g. `ip:1.2.3.4` and `email:a@b.c`); throws when any is over. */
    async consume(...keys: string[]): Promise<void> {
      const time = now();
      let retryAfterMs = 0;
      for (const key of keys) {
        const window = await store.add(stored(key), rule.windowMs, time);
        if (window.count > rule.limit)
          retryAfterMs = Math.max(retryAfterMs, window.startedAt + rule.windowMs - time);
      }
      if (retryAfterMs > 0)
        throw new AppError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
        });
    },
    /** Forgets the attempts of one key (e.g. an address's sign-ins after its right password). */
    async forget(key: string): Promise<void> {
      await store.clear(stored(key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Counts events per key in fixed windows without refusing anything: the sign-in limits use it for
 * failed passwords per account, which slow attempts down instead of refusing them.
 */
export function createWindowCounter(windowMs: number, options: CounterOptions) {
  const { store, name, now = Date.now } = options;
  const stored = (key: string) => `${name} ${key}`;
  return {
    async add(key: string): Promise<void> {
      await store.add(stored(key), windowMs, now());
    },
    count(key: string): Promise<number> {
      return store.count(stored(key), now());
    },
    async clear(key: string): Promise<void> {
      await store.clear(stored(key));
    },
  };
}
