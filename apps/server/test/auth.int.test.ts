import { SESSION_LIFETIME_SECONDS } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, databaseModes, signedInUser, signIn, testContext } from './harness.js';

describe.each(databaseModes)('email sign-in and sessions on %s', (mode) => {
  it('signs in with the right password and sets a one-year HttpOnly, SameSite=Lax cookie', async () => {
    const context = await testContext(mode);
    const user = await createUser(context);
    const response = await signIn(context, user.email, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
    const cookie = response.cookies.find((c) => c.name === 'better-auth.session_token');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: SESSION_LIFETIME_SECONDS,
    });
  });

  it('refuses a wrong password with the translated credentials message and no cookie', async () => {
    const context = await testContext(mode);
    const user = await createUser(context);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-ES,es;q=0.9' },
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toHaveLength(0);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(response.json().error.message).toMatch(/^No reconocemos sus credenciales/);
  });

  it('refuses an unknown email the same way as a wrong password', async () => {
    const context = await testContext(mode);
    const response = await signIn(context, 'nobody@example.org', 'whatever-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('reads the session back, then ends it with DELETE /api/auth/session', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.id).toBe(user.id);
    const expiresAt = new Date(session.json().session.expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan((SESSION_LIFETIME_SECONDS - 60) * 1000);

    const signOut = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/session',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
    });
    expect(signOut.statusCode).toBe(204);
    const after = await context.app.inject({
      method: 'GET',
      url: '/api/user-preferences',
      headers: { cookie: user.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('does not allow public sign-up: accounts are created by administrators', async () => {
    const context = await testContext(mode);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'walk-in@example.org', password: 'a-good-password', name: 'Walk In' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      await context.runtime.repositories.users.findByEmail('walk-in@example.org'),
    ).toBeUndefined();
  });
});
