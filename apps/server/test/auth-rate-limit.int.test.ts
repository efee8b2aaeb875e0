import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  createSignInLimits,
  DEFAULT_SIGN_IN_RATE_LIMITS,
  type SignInRateLimits,
} from '../src/services/sign-in-limits.service.js';
import {
  appWithServices,
  createUser,
  databaseModes,
  testAttemptCounters,
  testContextWithEnv,
} from './harness.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const MINUTE = 60_000;

/**
 * An app whose sign-in limits are small (`rules` replaces some) and run on a clock the test
 * moves; the account slowing records its delays in `waits` instead of sleeping.
 */
async function limitedApp(
  mode: (typeof databaseModes)[number],
  {
    trustProxy = [],
    rules = {},
    counters,
  }: {
    trustProxy?: string[];
    rules?: Partial<SignInRateLimits>;
    /** The counters' prefix: apps given the same one are API processes sharing the counters. */
    counters?: string;
  } = {},
) {
  const context = await testContextWithEnv(mode, { SMTP_URL: sink.url });
  const clock = { now: 0 };
  const waits: number[] = [];
  const app = await appWithServices(
    context,
    {
      signInLimits: createSignInLimits(
        {
          perIp: { limit: 3, windowMs: MINUTE },
          perIpAndEmail: { limit: 2, windowMs: 15 * MINUTE },
          mailPerEmail: { limit: 2, windowMs: 15 * MINUTE },
          accountSlowing: DEFAULT_SIGN_IN_RATE_LIMITS.accountSlowing,
          ...rules,
        },
        {
          store: testAttemptCounters(context, counters),
          now: () => clock.now,
          wait: async (ms) => {
            waits.push(ms);
          },
        },
      ),
    },
    { trustProxy },
  );
  const post = (
    url: string,
    payload: Record<string, unknown> | string,
    ip: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  return { context, clock, waits, post };
}

const uniqueIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.each(databaseModes)('sign-in rate limits on %s', (mode) => {
  it('refuses one address guessing one account, with the translated message, and recovers', async () => {
    const { context, clock, post } = await limitedApp(mode);
    const user = await createUser(context);
    const ip = uniqueIp();
    const attempt = (password: string, headers: Record<string, string> = {}) =>
      post('/api/auth/sign-in/email', { email: user.email, password }, ip, headers);

    expect((await attempt('wrong-password-1')).statusCode).toBe(401);
    expect((await attempt('wrong-password-2')).statusCode).toBe(401);
    const refused = await attempt(user.password, { 'accept-language': 'es' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    });
    expect(refused.cookies).toEqual([]);
    // The owner, from another address, is not locked out.
    expect(
      (
        await post(
          '/api/auth/sign-in/email',
          { email: user.email, password: user.password },
          uniqueIp(),
        )
      ).statusCode,
    ).toBe(200);

    clock.now += 15 * MINUTE;
    expect((await attempt(user.password)).statusCode).toBe(200);
  });

  it('counts form-encoded sign-ins against the same address-and-account limit', async () => {
    const { context, post } = await limitedApp(mode);
    const user = await createUser(context);
    const ip = uniqueIp();
    const form = `email=${encodeURIComponent(user.email)}&password=wrong-password`;
    for (let i = 0; i < 2; i++) {
      const wrong = await post('/api/auth/sign-in/email', form, ip, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const next = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      ip,
    );
    expect(next.statusCode).toBe(429);
  });

  it('lets the right password in from an eleventh address after ten wrong ones from ten, slowed but bounded', async () => {
    const { context, waits, post } = await limitedApp(mode);
    const user = await createUser(context);
    for (let i = 0; i < 10; i++) {
      const wrong = await post(
        '/api/auth/sign-in/email',
        { email: user.email, password: `wrong-password-${i}` },
        uniqueIp(),
      );
      expect(wrong.statusCode).toBe(401);
    }
    const owner = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      uniqueIp(),
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.length).toBeGreaterThan(0);
    // Five free failures, then 1 s doubling to the 8 s cap; the owner waited 8 s, not 15 minutes.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('slows an unknown email exactly as an existing account, so the delay tells nothing', async () => {
    const { waits, post } = await limitedApp(mode);
    const email = `nobody-${randomUUID()}@example.org`;
    for (let i = 0; i < 7; i++) {
      const wrong = await post(
        '/api/auth/sign-in/email',
        { email, password: 'x'.repeat(9) },
        uniqueIp(),
      );
      expect(wrong.statusCode).toBe(401);
    }
    expect(waits).toEqual([1000, 2000]);
  });

  it('limits sign-in attempts per IP address across emails', async () => {
    const { clock, post } = await limitedApp(mode);
    const ip = uniqueIp();
    const attempt = () =>
      post(
        '/api/auth/sign-in/email',
        { email: `guess-${randomUUID()}@example.org`, password: 'a-password' },
        ip,
      );
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    clock.now += MINUTE;
    expect((await attempt()).statusCode).toBe(401);
  });

  it('counts the attempts of every API process together: two processes give no more than the limit', async () => {
    // Two apps over the same database and counters, as two API processes behind a load balancer.
    const counters = `processes-${randomUUID()} `;
    const first = await limitedApp(mode, { counters });
    const second = await limitedApp(mode, { counters });
    const ip = uniqueIp();
    const guess = (process: typeof first) =>
      process.post(
        '/api/auth/sign-in/email',
        { email: `guess-${randomUUID()}@example.org`, password: 'a-password' },
        ip,
      );
    expect((await guess(first)).statusCode).toBe(401);
    expect((await guess(second)).statusCode).toBe(401);
    expect((await guess(first)).statusCode).toBe(401);
    expect((await guess(second)).statusCode).toBe(429);
    expect((await guess(first)).statusCode).toBe(429);
    // The account slowing is shared too: failures counted by one process slow the other.
    const user = await createUser(first.context);
    for (let i = 0; i < 6; i++) {
      const process = i % 2 === 0 ? first : second;
      const wrong = await process.post(
        '/api/auth/sign-in/email',
        { email: user.email, password: `wrong-${i}` },
        uniqueIp(),
      );
      expect(wrong.statusCode).toBe(401);
    }
    expect([...first.waits, ...second.waits].sort((a, b) => a - b)).toEqual([1000]);
  });

  it('counts the socket address by default, whatever X-Forwarded-For claims', async () => {
    const { post } = await limitedApp(mode);
    const ip = uniqueIp();
    const attempt = () =>
      post('/api/auth/password-reset/validate', { token: randomUUID() }, ip, {
        'x-forwarded-for': uniqueIp(),
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('counts the forwarded address when the request comes from a proxy in TRUST_PROXY', async () => {
    const proxy = uniqueIp();
    const { trustProxy } = loadConfig({ DATA_DIR: tmpdir(), TRUST_PROXY: `${proxy}, 10.0.0.0/8` });
    const { post } = await limitedApp(mode, { trustProxy });
    const client = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = (forwardedFor: string) =>
      post('/api/auth/password-reset/validate', { token: randomUUID() }, proxy, {
        'x-forwarded-for': forwardedFor,
      });
    // Each forwarded client has its own count, though all come through one proxy.
    for (let i = 0; i < 4; i++) expect((await attempt(`198.51.100.${i + 1}`)).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await attempt(client)).statusCode).toBe(400);
    expect((await attempt(client)).statusCode).toBe(429);
  });

  it('records the client address in the session the same way: socket, or forwarded by a trusted proxy', async () => {
    const proxy = uniqueIp();
    for (const [trustProxy, expected] of [
      [[], proxy],
      [[proxy], '198.51.100.7'],
    ] as const) {
      const { context, post } = await limitedApp(mode, { trustProxy: [...trustProxy] });
      const user = await createUser(context);
      const signedIn = await post(
        '/api/auth/sign-in/email',
        { email: user.email, password: user.password },
        proxy,
        { 'x-forwarded-for': '198.51.100.7', 'x-ecotone-client-address': '203.0.113.9' },
      );
      expect(signedIn.statusCode).toBe(200);
      const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const session = await context.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie },
      });
      expect(session.json().session.ipAddress).toBe(expected);
    }
  });

  it('limits sign-in and reset emails to one address, together', async () => {
    const { context, clock, post } = await limitedApp(mode);
    const user = await createUser(context);
    const link = await post('/api/auth/magic-link', { email: user.email }, uniqueIp());
    expect(link.statusCode).toBe(200);
    const reset = await post('/api/auth/password-reset', { email: user.email }, uniqueIp());
    expect(reset.statusCode).toBe(200);
    for (const url of ['/api/auth/magic-link', '/api/auth/password-reset']) {
      const refused = await post(url, { email: user.email }, uniqueIp());
      expect(refused.statusCode).toBe(429);
      // Not a lock-out of the owner: the links already sent to the address still work.
      expect(refused.json().error).toEqual({
        code: 'MAIL_LIMIT_REACHED',
        message: expect.stringContaining('use the newest link there (links work for 2 hours)'),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    clock.now += 15 * MINUTE;
    expect((await post('/api/auth/magic-link', { email: user.email }, uniqueIp())).statusCode).toBe(
      200,
    );
  });

  it('limits reset-token checks per IP address', async () => {
    const { clock, post } = await limitedApp(mode);
    const ip = uniqueIp();
    const check = () => post('/api/auth/password-reset/validate', { token: randomUUID() }, ip);
    const confirm = () =>
      post(
        '/api/auth/password-reset/confirm',
        { token: randomUUID(), newPassword: 'x'.repeat(9) },
        ip,
      );
    expect((await check()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(400);
    expect((await check()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(429);
    clock.now += MINUTE;
    expect((await check()).statusCode).toBe(400);
  });

  it('limits invitation-token checks and accepts per IP address', async () => {
    const { clock, post } = await limitedApp(mode);
    const ip = uniqueIp();
    const check = () => post('/api/user/invitation/check', { token: randomUUID() }, ip);
    const accept = () =>
      post('/api/user/invitation/accept', { token: randomUUID(), password: 'x'.repeat(9) }, ip);
    expect((await check()).statusCode).toBe(400);
    expect((await accept()).statusCode).toBe(400);
    expect((await check()).statusCode).toBe(400);
    const refused = await accept();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    clock.now += MINUTE;
    expect((await check()).statusCode).toBe(400);
  });
});
