/**
 * better-auth's own routes (/api/auth/*, hidden from the OpenAPI document, so outside the walk of
 * no-server-errors.int.test.ts): malformed links and bodies get a 4xx with our envelope, not 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, signedInUser, type TestContext, testContextWithEnv } from './harness.js';

describe.each(databaseModes)('malformed better-auth requests on %s', (mode) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await testContextWithEnv(mode, { CONTACT_EMAIL: 'auth-malformed@example.org' });
  });
  const get = (url: string) =>
    context.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

  it('refuses a NUL character in a link with VALIDATION (PostgreSQL cannot hold it)', async () => {
    const answer = await get('/api/auth/magic-link/verify?token=a%00b');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toContain('NUL');
  });

  it('refuses a NUL character in a JSON body before better-auth queries with it', async () => {
    const admin = await signedInUser(context, 'admin');
    const answer = await context.app.inject({
      method: 'POST',
      url: '/api/auth/admin/unban-user',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"userId":"a\\u0000b"}',
    });
    expect([answer.statusCode, errorCode(answer.body)]).toEqual([400, 'VALIDATION']);
  });

  it.each([
    'relative',
    '//evil.example',
    '/\\evil.example',
    'http://[::1',
    'https://evil.example/',
  ])('refuses a callback URL that is not ours (%s) with VALIDATION', async (callbackUrl) => {
    const answer = await get(
      `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackUrl)}`,
    );
    expect([answer.statusCode, errorCode(answer.body)]).toEqual([400, 'VALIDATION']);
  });

  it('still sends an invalid link with our own callback path back to that path', async () => {
    const answer = await get('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fsettings');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/^\/settings\?error=/);
  });
});
