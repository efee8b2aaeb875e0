import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseModes, type TestContext, testContextWithEnv } from './harness.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

const PUBLIC_URL = 'http://localhost:3000';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const mailContext = (mode: (typeof databaseModes)[number]) =>
  testContextWithEnv(mode, { PUBLIC_URL, SMTP_URL: sink.url });

function requestLink(
  context: TestContext,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

/** The sign-in link of the next sign-in mail to `email` (taken out of the sink). */
async function receivedLink(email: string, subject = 'Your Ecotone sign-in link') {
  const mail = await sink.waitFor(email, (m) => m.subject === subject);
  const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no sign-in link in: ${mail.text}`);
  sink.received.splice(sink.received.indexOf(mail), 1);
  return { mail, link: new URL(link) };
}

const openLink = (context: TestContext, link: URL) =>
  context.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

describe.each(databaseModes)('magic link on %s', (mode) => {
  it('emails a link that signs in once and lands on the page it was asked from', async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    const asked = await requestLink(context, {
      email: user.email.toUpperCase(),
      redirectPathName: '/site/12?tab=users',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: 'sent' });

    const { mail, link } = await receivedLink(user.email);
    expect(mail.text).toContain('expires in 2 hours');
    expect(link.origin).toBe(PUBLIC_URL);

    const opened = await openLink(context, link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${PUBLIC_URL}/site/12?tab=users`);
    const cookie = opened.cookies.find((c) => c.name === 'better-auth.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    });
    expect(session.json().user.id).toBe(user.id);
    expect(session.json().session.signInMethod).toBe('email-link');

    const reused = await openLink(context, link);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toMatch(`${PUBLIC_URL}/?signIn=link-invalid`);
    expect(reused.cookies.filter((c) => c.name === 'better-auth.session_token')).toEqual([]);
  });

  it('refuses a link after its 2 hours', async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    expect((await requestLink(context, { email: user.email })).statusCode).toBe(200);
    const { link } = await receivedLink(user.email);
    const { rows } = await context.runtime.database.query<{ minutes: number }>(
      `UPDATE verification SET expires_at = expires_at - interval '2 hours'
       WHERE value LIKE $1
       RETURNING round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes`,
      [`%"email":"${user.email}"%`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.minutes).toBeLessThanOrEqual(0);
    const opened = await openLink(context, link);
    expect(opened.headers.location).toMatch(`${PUBLIC_URL}/?signIn=link-invalid`);
    expect(opened.cookies.filter((c) => c.name === 'better-auth.session_token')).toEqual([]);
  });

  it('writes in the saved language, else in the language the browser asks for', async () => {
    const context = await mailContext(mode);
    const saved = await createUser(context);
    await context.runtime.repositories.userPreferences.save(saved.id, {
      units: 'metric',
      language: 'spanish',
    });
    await requestLink(context, { email: saved.email }, { 'accept-language': 'en' });
    await receivedLink(saved.email, 'Su enlace para iniciar sesión en Ecotone');

    const browser = await createUser(context);
    await requestLink(context, { email: browser.email }, { 'accept-language': 'es-MX,es;q=0.9' });
    await receivedLink(browser.email, 'Su enlace para iniciar sesión en Ecotone');
  });

  it('answers MAGIC_LINK_NO_EMAIL for an email without an account, and sends nothing', async () => {
    const context = await mailContext(mode);
    const email = `nobody-${Date.now()}@example.org`;
    const english = await requestLink(context, { email, redirectPathName: '/' });
    expect(english.statusCode).toBe(404);
    expect(english.json().error).toEqual({
      code: 'MAGIC_LINK_NO_EMAIL',
      message:
        "We don't have your email address in our system. Try a different email or get started to create an account.",
    });
    const spanish = await requestLink(context, { email }, { 'accept-language': 'es' });
    expect(spanish.json().error.message).toMatch(/^No tenemos su dirección de correo/);
    expect(sink.received.some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('lands on / when asked to go to another site, and refuses a malformed email', async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    await requestLink(context, { email: user.email, redirectPathName: '//evil.example.org/x' });
    const { link } = await receivedLink(user.email);
    expect(link.searchParams.get('callbackURL')).toBe('/');
    expect((await openLink(context, link)).headers.location).toBe(`${PUBLIC_URL}/`);

    const malformed = await requestLink(context, { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION');
  });

  it("keeps better-auth's own magic-link endpoint closed: only ours sends links", async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    const direct = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { 'content-type': 'application/json' },
      payload: { email: user.email, callbackURL: 'https://evil.example.org' },
    });
    expect(direct.statusCode).toBe(404);
  });
});
