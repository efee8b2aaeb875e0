import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewsletterService } from '../src/services/newsletter.service.js';
import {
  appWithServices,
  databaseModes,
  type TestContext,
  testAttemptCounters,
  testContextWithEnv,
} from './harness.js';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

let nextIp = 1;
const freshIp = () => `10.2.0.${nextIp++}`;
const newEmail = () => `reader-${randomUUID()}@example.org`;

/** The two links of a confirmation mail, as paths the app can be asked for. */
function linksOf(mail: ReceivedMail) {
  const confirm = /Confirm my subscription: (\S+)/.exec(mail.text)?.[1];
  const unsubscribe = /unsubscribe at any time: (\S+)/.exec(mail.text)?.[1];
  if (!confirm || !unsubscribe) throw new Error(`no links in:\n${mail.text}`);
  const path = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  return { confirm: path(confirm), unsubscribe: path(unsubscribe) };
}

describe.each(databaseModes)('newsletter on %s', (mode) => {
  let sink: SmtpSink;
  let context: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    context = await testContextWithEnv(mode, { SMTP_URL: sink.url });
  });
  afterAll(() => sink.close());

  const subscribe = (payload: unknown, ip = freshIp(), language = 'en', app = context.app) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      remoteAddress: ip,
      headers: { 'accept-language': language },
      payload: payload as object,
    });
  const visit = (path: string) => context.app.inject({ method: 'GET', url: path });
  const subscription = async (email: string) => {
    const { rows } = await context.runtime.database.query<{ status: string }>(
      'SELECT status FROM newsletter_subscription WHERE email = $1',
      [email],
    );
    return rows;
  };
  const mailsTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

  it('confirms through the mailed link and unsubscribes through the other one', async () => {
    const email = newEmail();
    const response = await subscribe({ email: ` ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'received' });
    expect(await subscription(email)).toEqual([{ status: 'pending' }]);

    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Confirm your subscription to the Ecotone newsletter');
    const links = linksOf(mail);
    expect(links.confirm).toMatch(/^\/api\/newsletter\/confirm\?token=/);

    const confirmed = await visit(links.confirm);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/?newsletter=confirmed');
    expect(await subscription(email)).toEqual([{ status: 'confirmed' }]);
    // A second click (or a mail scanner before the person) keeps it confirmed.
    expect((await visit(links.confirm)).headers.location).toBe('/?newsletter=confirmed');

    const unsubscribed = await visit(links.unsubscribe);
    expect(unsubscribed.statusCode).toBe(303);
    expect(unsubscribed.headers.location).toBe('/?newsletter=unsubscribed');
    expect(await subscription(email)).toEqual([{ status: 'unsubscribed' }]);
    // The old confirmation link does not bring the address back.
    expect((await visit(links.confirm)).headers.location).toBe('/?newsletter=invalid');
    expect(await subscription(email)).toEqual([{ status: 'unsubscribed' }]);
  });

  it('mails in the language of the request', async () => {
    const email = newEmail();
    await subscribe({ email }, freshIp(), 'es');
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Confirme su suscripción al boletín de Ecotone');
    expect(mail.text).toContain('Puede darse de baja en cualquier momento');
  });

  it('keeps one subscription per address and answers the same whatever its state', async () => {
    const email = newEmail();
    const first = await subscribe({ email });
    const second = await subscribe({ email });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await subscription(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(2);
    // Only the latest link works.
    const [older, latest] = mailsTo(email).map(linksOf);
    expect((await visit(older?.confirm ?? '')).headers.location).toBe('/?newsletter=invalid');
    expect((await visit(latest?.confirm ?? '')).headers.location).toBe('/?newsletter=confirmed');

    // Already confirmed: the same answer, no mail, nothing changes.
    const again = await subscribe({ email });
    expect(again.body).toBe(first.body);
    expect(mailsTo(email)).toHaveLength(2);
    expect(await subscription(email)).toEqual([{ status: 'confirmed' }]);
  });

  it('takes an unsubscribed address back only through a new confirmation', async () => {
    const email = newEmail();
    await subscribe({ email });
    const links = linksOf(await sink.waitFor(email));
    await visit(links.unsubscribe);
    expect(await subscription(email)).toEqual([{ status: 'unsubscribed' }]);
    await subscribe({ email });
    expect(await subscription(email)).toEqual([{ status: 'pending' }]);
    const renewed = linksOf(mailsTo(email)[1] ?? (await sink.waitFor(email)));
    expect((await visit(renewed.confirm)).headers.location).toBe('/?newsletter=confirmed');
  });

  it('refuses an empty or invalid address and writes and mails nothing', async () => {
    for (const email of ['', '   ', 'not-an-email', 'two@@example.org']) {
      const response = await subscribe({ email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await subscribe({})).statusCode).toBe(400);
    const { rows } = await context.runtime.database.query(
      "SELECT 1 FROM newsletter_subscription WHERE email IN ('', 'not-an-email')",
    );
    expect(rows).toEqual([]);
  });

  it('sends unknown or missing tokens to the invalid notice', async () => {
    const unknown = await visit('/api/newsletter/confirm?token=nope');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/?newsletter=invalid');
    expect((await visit('/api/newsletter/unsubscribe?token=nope')).headers.location).toBe(
      '/?newsletter=invalid',
    );
    expect((await visit('/api/newsletter/confirm')).statusCode).toBe(400);
  });

  it('answers a filled honeypot like any request but keeps and mails nothing', async () => {
    const email = newEmail();
    const response = await subscribe({ email, website: 'spam' });
    expect(response.statusCode).toBe(200);
    expect(await subscription(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('limits sign-ups per address and per email and recovers after the window', async () => {
    let time = Date.now();
    const { runtime } = context;
    const app = await appWithServices(context, {
      newsletter: createNewsletterService({
        ...runtime.repositories,
        mailer: runtime.mailer,
        publicUrl: runtime.config.publicUrl,
        attemptCounters: testAttemptCounters(context),
        now: () => time,
      }),
    });
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await subscribe({ email: newEmail() }, ip, 'en', app)).statusCode).toBe(200);
    const refused = await subscribe({ email: newEmail() }, ip, 'es', app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    });

    const email = newEmail();
    for (let i = 0; i < 3; i++)
      expect((await subscribe({ email }, freshIp(), 'en', app)).statusCode).toBe(200);
    expect((await subscribe({ email }, freshIp(), 'en', app)).statusCode).toBe(429);
    expect(mailsTo(email)).toHaveLength(3);

    time += 10 * 60_000;
    expect((await subscribe({ email: newEmail() }, ip, 'en', app)).statusCode).toBe(200);
    expect((await subscribe({ email }, freshIp(), 'en', app)).statusCode).toBe(200);
    await app.close();
  });
});
