import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactMessageService } from '../src/services/contact-message.service.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  testAttemptCounters,
  testContextWithEnv,
} from './harness.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

const TEAM = 'contact-team@example.org';
let nextIp = 1;
const freshIp = () => `10.3.0.${nextIp++}`;

describe.each(databaseModes)('POST /api/message-form on %s', (mode) => {
  let sink: SmtpSink;
  let context: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    context = await testContextWithEnv(mode, { SMTP_URL: sink.url, CONTACT_EMAIL: TEAM });
  });
  afterAll(() => sink.close());

  const send = (
    payload: unknown,
    options: { cookie?: string; ip?: string; language?: string } = {},
    app = context.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/message-form',
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        'accept-language': options.language ?? 'en',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: payload as object,
    });
  const storedWith = async (marker: string) => {
    const { rows } = await context.runtime.database.query<Record<string, unknown>>(
      'SELECT * FROM contact_message WHERE message LIKE $1',
      [`%${marker}%`],
    );
    return rows;
  };
  const teamMailWith = (marker: string) => sink.waitFor(TEAM, (mail) => mail.text.includes(marker));

  it('takes the sender from the session, whatever the body says, and sends a copy', async () => {
    const user = await signedInUser(context);
    const marker = randomUUID();
    const response = await send(
      {
        subject: 'Shapefile will not load',
        message: `The zip from our surveyor is refused. ${marker}`,
        name: 'Someone Else',
        email: 'someone-else@example.org',
        sendCopy: true,
        page: '/assessments/new',
        attempts: 3,
      },
      { cookie: user.cookie, language: 'es' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'received' });

    const [row] = await storedWith(marker);
    expect(row).toMatchObject({
      user_id: user.id,
      name: 'Test user',
      email: user.email,
      subject: 'Shapefile will not load',
      extra: { page: '/assessments/new', attempts: '3' },
      send_copy: true,
    });
    expect(row?.notified_at).not.toBeNull();

    const mail = await teamMailWith(marker);
    expect(mail.subject).toBe('Message from Test user: Shapefile will not load');
    expect(mail.text).toContain(`Test user (${user.email})`);
    expect(mail.text).toContain('page: /assessments/new');
    expect(mail.raw).toMatch(new RegExp(`^reply-to: ${user.email}`, 'im'));
    const copy = await sink.waitFor(user.email);
    expect(copy.subject).toBe('Mensaje de Test user: Shapefile will not load');
    expect(sink.received.some((m) => m.to.includes('someone-else@example.org'))).toBe(false);
  });

  it('takes an anonymous sender from the body, with a fallback name and no copy', async () => {
    const marker = randomUUID();
    const email = `visitor-${randomUUID()}@example.org`;
    const response = await send({
      message: `Do you cover Patagonia? ${marker}`,
      email,
      sendCopy: true,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await storedWith(marker);
    expect(row).toMatchObject({
      user_id: null,
      name: 'Ecotone visitor',
      email,
      subject: null,
      send_copy: false,
    });
    const mail = await teamMailWith(marker);
    expect(mail.subject).toBe('Message from Ecotone visitor: -');
    expect(sink.received.some((m) => m.to.includes(email))).toBe(false);

    const named = randomUUID();
    await send({ message: named, email, name: 'Rosa Pérez', subject: 'Hola' });
    expect((await teamMailWith(named)).subject).toBe('Message from Rosa Pérez: Hola');
  });

  it.each([
    ['no message', { email: 'a@example.org' }],
    ['a blank message', { message: '   ', email: 'a@example.org' }],
    ['an anonymous sender without an email', { message: 'hello' }],
    ['an invalid email', { message: 'hello', email: 'nope' }],
    [
      'a subject over 200 characters',
      { message: 'hello', email: 'a@example.org', subject: 's'.repeat(201) },
    ],
    [
      'an extra parameter that is an object',
      { message: 'hello', email: 'a@example.org', extra: { a: 1 } },
    ],
  ])('refuses %s and writes nothing', async (_rule, payload) => {
    const before = await context.runtime.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM contact_message',
    );
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    const after = await context.runtime.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM contact_message',
    );
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });

  it('answers a filled honeypot like any message but keeps and mails nothing', async () => {
    const marker = randomUUID();
    const response = await send({ message: marker, email: 'bot@example.org', website: 'x' });
    expect(response.statusCode).toBe(200);
    expect(await storedWith(marker)).toEqual([]);
  });

  it('limits messages per address and per sender and recovers after the window', async () => {
    let time = Date.now();
    const { runtime } = context;
    const app = await appWithServices(context, {
      contactMessages: createContactMessageService({
        ...runtime.repositories,
        mailer: runtime.mailer,
        contactEmail: runtime.config.contactEmail,
        attemptCounters: testAttemptCounters(context),
        now: () => time,
      }),
    });
    const ip = freshIp();
    const anyone = () => ({ message: 'hello', email: `v-${randomUUID()}@example.org` });
    for (let i = 0; i < 10; i++) expect((await send(anyone(), { ip }, app)).statusCode).toBe(200);
    const refused = await send(anyone(), { ip }, app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );

    const user = await signedInUser(context);
    for (let i = 0; i < 5; i++)
      expect((await send({ message: 'hi' }, { cookie: user.cookie }, app)).statusCode).toBe(200);
    expect((await send({ message: 'hi' }, { cookie: user.cookie }, app)).statusCode).toBe(429);

    time += 10 * 60_000;
    expect((await send(anyone(), { ip }, app)).statusCode).toBe(200);
    expect((await send({ message: 'hi' }, { cookie: user.cookie }, app)).statusCode).toBe(200);
    await app.close();
  });
});
