import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  databaseModes,
  signIn,
  type TestContext,
  testContextWithEnv,
} from './harness.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

const PUBLIC_URL = 'http://localhost:3000';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const mailContext = (mode: (typeof databaseModes)[number]) =>
  testContextWithEnv(mode, { PUBLIC_URL, SMTP_URL: sink.url });

const post = (
  context: TestContext,
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

/** The token of the reset link in the next reset mail to `email` (taken out of the sink). */
async function receivedToken(email: string) {
  const mail = await sink.waitFor(email, (m) => m.subject === 'Reset your Ecotone password');
  sink.received.splice(sink.received.indexOf(mail), 1);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
  expect(mail.text).toContain('expires in 2 hours');
  return url.searchParams.get('token') ?? '';
}

const resetRows = (context: TestContext) =>
  context.runtime.database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM verification',
  );

describe.each(databaseModes)('password reset on %s', (mode) => {
  it('emails a link whose token validates once, sets the new password and ends sessions', async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    const before = await signIn(context, user.email, user.password);
    const oldSession = before.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const asked = await post(context, '/api/auth/password-reset', { email: user.email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: 'sent' });
    const token = await receivedToken(user.email);

    const valid = await post(context, '/api/auth/password-reset/validate', { token });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });

    const confirmed = await post(context, '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'a-new-password',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'reset' });

    expect((await signIn(context, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(context, user.email, 'a-new-password')).statusCode).toBe(200);
    const ended = await context.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: oldSession },
    });
    expect(ended.json()).toBeNull();

    const usedUp = await post(context, '/api/auth/password-reset/validate', { token });
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().error).toEqual({
      code: 'RESET_CODE_INVALID',
      message:
        'This reset link was already used or has expired: each link works once, for 2 hours. Ask for a new reset email.',
    });
    const again = await post(context, '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'another-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_CODE_INVALID');
    expect((await signIn(context, user.email, 'a-new-password')).statusCode).toBe(200);
  });

  it('refuses unknown and expired tokens, and passwords under 8 characters', async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    await post(context, '/api/auth/password-reset', { email: user.email });
    const token = await receivedToken(user.email);

    const short = await post(context, '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION');

    const unknown = await post(
      context,
      '/api/auth/password-reset/validate',
      { token: 'not-a-token' },
      { 'accept-language': 'es' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'Este enlace de restablecimiento ya se usó o ha caducado: cada enlace sirve una vez, durante 2 horas. Pida un nuevo correo de restablecimiento.',
    );

    const { rows } = await context.runtime.database.query(
      "UPDATE verification SET expires_at = now() - interval '1 minute' WHERE value = $1 RETURNING id",
      [user.id],
    );
    expect(rows).toHaveLength(1);
    const expired = await post(context, '/api/auth/password-reset/validate', { token });
    expect(expired.json().error.code).toBe('RESET_CODE_INVALID');
    const late = await post(context, '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'a-new-password',
    });
    expect(late.json().error.code).toBe('RESET_CODE_INVALID');
    expect((await signIn(context, user.email, user.password)).statusCode).toBe(200);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const context = await mailContext(mode);
    const nobody = `nobody-${randomUUID()}@example.org`;
    const rowsBefore = (await resetRows(context)).rows[0]?.count;
    const answer = await post(context, '/api/auth/password-reset', { email: nobody });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'sent' });
    expect((await resetRows(context)).rows[0]?.count).toBe(rowsBefore);

    // A mail asked for afterwards arrives; by then one to `nobody` would have too.
    const user = await createUser(context);
    await post(context, '/api/auth/password-reset', { email: user.email });
    await receivedToken(user.email);
    expect(sink.received.some((mail) => mail.to.includes(nobody))).toBe(false);
  });

  it('writes in the saved language of the account', async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    await context.runtime.repositories.userPreferences.save(user.id, {
      units: 'imperial',
      language: 'spanish',
    });
    await post(context, '/api/auth/password-reset', { email: user.email });
    const mail = await sink.waitFor(user.email);
    expect(mail.subject).toBe('Restablezca su contraseña de Ecotone');
  });

  it("keeps better-auth's own reset endpoints closed: only ours send and take tokens", async () => {
    const context = await mailContext(mode);
    const user = await createUser(context);
    for (const [url, payload] of [
      ['/api/auth/request-password-reset', { email: user.email }],
      ['/api/auth/reset-password', { token: 'x', newPassword: 'a-new-password' }],
    ] as const)
      expect((await post(context, url, payload)).statusCode).toBe(404);
    const callback = await context.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/some-token?callbackURL=/',
    });
    expect(callback.statusCode).toBe(404);
  });
});
