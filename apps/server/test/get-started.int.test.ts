import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type TestContext, testContext, testContextWithEnv } from './harness.js';
import { appWithGetStartedClock } from './support/get-started-app.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

const TEAM = 'team@example.org';
const CARBON_DESK = 'carbon-desk@example.org';

const validRequest = (email = `ana-${randomUUID()}@example.org`) => ({
  firstName: 'Ana',
  lastName: 'García',
  company: 'Estancia La Esperanza',
  title: 'x'.repeat(40),
  interest: 'carbon-removal-credits',
  email,
  phone: '+54 11 4123-4567',
  message: 'm'.repeat(320),
  location: 'https://ecotone.example.org/#get-started',
});

let nextIp = 1;
/** Each test asks from its own address, so the per-IP limit of one test never trips another. */
const freshIp = () => `10.1.0.${nextIp++}`;

describe.each(databaseModes)('POST /api/get-started on %s', (mode) => {
  let sink: SmtpSink;
  let context: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    context = await testContextWithEnv(mode, {
      SMTP_URL: sink.url,
      CONTACT_EMAIL: TEAM,
      GET_STARTED_CONTACTS: `carbon-removal-credits=${CARBON_DESK}`,
    });
  });
  afterAll(() => sink.close());

  const post = (payload: unknown, ip = freshIp(), language = 'en', app = context.app) =>
    app.inject({
      method: 'POST',
      url: '/api/get-started',
      remoteAddress: ip,
      headers: { 'accept-language': language },
      payload: payload as object,
    });

  const rowsFor = async (email: string) => {
    const { rows } = await context.runtime.database.query<Record<string, unknown>>(
      'SELECT * FROM get_started_request WHERE email = $1',
      [email],
    );
    return rows;
  };
  const mailsTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

  it('stores the request, mails the contact of its interest and confirms in Spanish', async () => {
    const request = validRequest();
    const response = await post(request, freshIp(), 'es-AR,es;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'received' });

    const [row] = await rowsFor(request.email);
    expect(row).toMatchObject({
      first_name: 'Ana',
      last_name: 'García',
      company: 'Estancia La Esperanza',
      interest: 'carbon-removal-credits',
      phone: '+54 11 4123-4567',
      location: 'https://ecotone.example.org/#get-started',
      locale: 'es',
    });
    expect(row?.notified_at).not.toBeNull();

    const toContact = await sink.waitFor(CARBON_DESK, (mail) => mail.text.includes(request.email));
    expect(toContact.subject).toBe('Get-started request from Ana García: Carbon removal credits');
    expect(toContact.text).toContain('+54 11 4123-4567');
    expect(toContact.text).toContain('Organization: Estancia La Esperanza');
    expect(toContact.raw).toMatch(new RegExp(`^reply-to: ${request.email}`, 'im'));

    const confirmation = await sink.waitFor(request.email);
    expect(confirmation.subject).toBe('Hemos recibido su solicitud');
    expect(confirmation.text).toContain('Gracias, Ana.');
    expect(confirmation.text).toContain('2 días hábiles');
  });

  it('sends an interest without a contact of its own to the contact address', async () => {
    const request = {
      ...validRequest(),
      interest: 'other',
      company: '',
      title: undefined,
      message: '',
    };
    expect((await post(request)).statusCode).toBe(200);
    const toTeam = await sink.waitFor(TEAM, (mail) => mail.text.includes(request.email));
    expect(toTeam.subject).toBe('Get-started request from Ana García: Something else');
    expect(toTeam.text).toContain('Organization: -');
    const confirmation = await sink.waitFor(request.email);
    expect(confirmation.subject).toBe('We received your request');
    expect((await rowsFor(request.email))[0]).toMatchObject({ company: null, title: null });
  });

  it.each([
    ['no first name', { firstName: undefined }],
    ['a blank last name', { lastName: '   ' }],
    ['no email', { email: undefined }],
    ['an invalid email', { email: 'not-an-email' }],
    ['no interest', { interest: undefined }],
    ['an unknown interest', { interest: 'gold-mining' }],
    ['no phone', { phone: undefined }],
    ['a phone of 5 characters', { phone: '12345' }],
    ['a phone of 21 characters', { phone: '1'.repeat(21) }],
    ['a phone with letters', { phone: '+1 555 CALL-NOW' }],
    ['a job title over 40 characters', { title: 'x'.repeat(41) }],
    ['a message over 320 characters', { message: 'm'.repeat(321) }],
  ])('refuses a request with %s and writes and mails nothing', async (_rule, change) => {
    const email = `refused-${randomUUID()}@example.org`;
    const request = { ...validRequest(email), ...change };
    const response = await post(request);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    if (typeof request.email === 'string') expect(await rowsFor(request.email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('answers a filled honeypot like any request but keeps and mails nothing', async () => {
    const request = { ...validRequest(), website: 'http://spam.example' };
    const response = await post(request);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'received' });
    expect(await rowsFor(request.email)).toEqual([]);
    expect(mailsTo(request.email)).toEqual([]);
  });

  it('limits requests per address and per email, translated, and recovers after the window', async () => {
    let time = Date.now();
    const app = await appWithGetStartedClock(context, () => time);
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await post(validRequest(), ip, 'en', app)).statusCode).toBe(200);
    const refused = await post(validRequest(), ip, 'en', app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const inSpanish = await post(validRequest(), ip, 'es', app);
    expect(inSpanish.json().error.message).toBe(
      'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    );

    // The same email from other addresses: three in the window.
    const email = `repeat-${randomUUID()}@example.org`;
    for (let i = 0; i < 3; i++)
      expect((await post(validRequest(email), freshIp(), 'en', app)).statusCode).toBe(200);
    expect((await post(validRequest(email), freshIp(), 'en', app)).statusCode).toBe(429);
    expect(await rowsFor(email)).toHaveLength(3);

    time += 10 * 60_000;
    expect((await post(validRequest(), ip, 'en', app)).statusCode).toBe(200);
    expect((await post(validRequest(email), freshIp(), 'en', app)).statusCode).toBe(200);
    await app.close();
  });

  it('works without a session and without an SMTP server (outbox)', async () => {
    const { app } = await testContext(mode);
    const response = await post(validRequest(), freshIp(), 'en', app);
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/country-phone-prefixes', () => {
  it('lists countries with flag and prefix, named in the language asked for', async () => {
    const { app } = await testContext(databaseModes[0] ?? 'embedded');
    const english = await app.inject({ method: 'GET', url: '/api/country-phone-prefixes' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toContain('max-age');
    const list = english.json() as Array<{ code: string; name: string }>;
    expect(list.length).toBeGreaterThan(200);
    expect(list).toContainEqual({ code: 'US', name: 'United States', flag: '🇺🇸', prefix: '+1' });
    const spanish = await app.inject({
      method: 'GET',
      url: '/api/country-phone-prefixes',
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json()).toContainEqual({
      code: 'US',
      name: 'Estados Unidos',
      flag: '🇺🇸',
      prefix: '+1',
    });
  });
});
