import { describe, expect, it } from 'vitest';
import { createMemoryAttemptStore } from './rate-limit.js';
import {
  accountDelayMs,
  createSignInLimits,
  DEFAULT_SIGN_IN_RATE_LIMITS,
} from './sign-in-limits.service.js';

describe('accountDelayMs', () => {
  it('is free for the first five failures, then starts at 1 s and doubles up to 8 s', () => {
    const rule = DEFAULT_SIGN_IN_RATE_LIMITS.accountSlowing;
    const delays = Array.from({ length: 12 }, (_, failures) => accountDelayMs(failures, rule));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });

  it('stays at the cap however many failures pile up', () => {
    const rule = DEFAULT_SIGN_IN_RATE_LIMITS.accountSlowing;
    expect(accountDelayMs(1_000_000, rule)).toBe(rule.maxDelayMs);
  });
});

describe('createSignInLimits: the address-and-account limit', () => {
  it('refuses the sixth attempt from one address on one account, unless a success came between', async () => {
    const rules = { ...DEFAULT_SIGN_IN_RATE_LIMITS, perIp: { limit: 100, windowMs: 60_000 } };
    const signIn = createSignInLimits(rules, {
      store: createMemoryAttemptStore(),
      now: () => 0,
      wait: async () => {},
    });
    for (let i = 0; i < 4; i++) {
      await signIn.emailSignIn('10.0.3.1', 'b@example.org');
      await signIn.emailSignInAnswered('10.0.3.1', 'b@example.org', 401);
    }
    await signIn.emailSignIn('10.0.3.1', 'b@example.org');
    await signIn.emailSignInAnswered('10.0.3.1', 'b@example.org', 200);
    for (let i = 0; i < 5; i++) await signIn.emailSignIn('10.0.3.1', 'b@example.org');
    await expect(signIn.emailSignIn('10.0.3.1', 'b@example.org')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('createSignInLimits: the account slowing', () => {
  /** Default rules on a fixed clock; `waits` records each delay instead of sleeping. */
  function limits() {
    const waits: number[] = [];
    let time = 0;
    const signIn = createSignInLimits(DEFAULT_SIGN_IN_RATE_LIMITS, {
      store: createMemoryAttemptStore(),
      now: () => time,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    return { signIn, waits, advance: (ms: number) => (time += ms) };
  }

  it('slows every address once an account has failed passwords from many, never refuses', async () => {
    const { signIn, waits } = limits();
    for (let i = 1; i <= 10; i++) {
      await signIn.emailSignIn(`10.0.0.${i}`, 'Owner@Example.org');
      await signIn.emailSignInAnswered(`10.0.0.${i}`, 'owner@example.org', 401);
    }
    await expect(signIn.emailSignIn('10.0.0.11', 'owner@example.org')).resolves.toBeUndefined();
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('forgets the failures after a success and after the window', async () => {
    const { signIn, waits, advance } = limits();
    const fail = async (ip: string) => {
      await signIn.emailSignIn(ip, 'a@example.org');
      await signIn.emailSignInAnswered(ip, 'a@example.org', 401);
    };
    for (let i = 1; i <= 6; i++) await fail(`10.0.1.${i}`);
    await signIn.emailSignInAnswered('10.0.1.99', 'a@example.org', 200);
    await signIn.emailSignIn('10.0.1.99', 'a@example.org');
    for (let i = 1; i <= 6; i++) await fail(`10.0.2.${i}`);
    advance(DEFAULT_SIGN_IN_RATE_LIMITS.accountSlowing.windowMs);
    await signIn.emailSignIn('10.0.2.99', 'a@example.org');
    expect(waits).toEqual([1000, 1000]);
  });
});
