import { describe, expect, it } from 'vitest';
import {
  createUser,
  databaseModes,
  signedInUser,
  signIn,
  testContext,
  testContextWithEnv,
} from './harness.js';

describe.each(databaseModes)('cross-site request forgery guard on %s', (mode) => {
  it('refuses a state-changing request from another origin, with the translated message', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const forged = await context.app.inject({
      method: 'PUT',
      url: '/api/user-preferences',
      headers: {
        'content-type': 'application/json',
        cookie: user.cookie,
        origin: 'https://evil.example.org',
        'accept-language': 'es',
      },
      payload: { units: 'imperial', language: 'spanish' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'No tiene permiso para hacer esto.',
    });
    const encoded = await context.app.inject({
      method: 'PUT',
      url: '/%61pi/user-preferences',
      headers: {
        'content-type': 'application/json',
        cookie: user.cookie,
        origin: 'https://evil.example.org',
      },
      payload: { units: 'imperial', language: 'spanish' },
    });
    expect(encoded.statusCode).not.toBe(200);
    const preferences = await context.app.inject({
      method: 'GET',
      url: '/api/user-preferences',
      headers: { cookie: user.cookie, origin: 'https://evil.example.org' },
    });
    expect(preferences.statusCode).toBe(200);
    expect(preferences.json().units).toBe('metric');
  });

  it('guards sign-in and sign-out too', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const forgedSignIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example.org' },
      payload: { email: user.email, password: user.password },
    });
    expect(forgedSignIn.statusCode).toBe(403);
    expect(forgedSignIn.cookies).toEqual([]);
    const forgedSignOut = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/session',
      headers: { cookie: user.cookie, origin: 'null' },
    });
    expect(forgedSignOut.statusCode).toBe(403);
  });

  it('lets the web app (same origin, or Vite outside production) and non-browser clients through', async () => {
    const context = await testContext(mode);
    const user = await createUser(context);
    const { publicUrl } = context.runtime.config;
    expect((await signIn(context, user.email, user.password)).statusCode).toBe(200);
    for (const origin of [publicUrl, 'http://localhost:5173', undefined]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('accepts only the public origin in production', async () => {
    const context = await testContextWithEnv(mode, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ecotone.example.org',
    });
    const user = await createUser(context);
    const attempt = (origin: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin },
        payload: { email: user.email, password: user.password },
      });
    expect((await attempt('http://localhost:5173')).statusCode).toBe(403);
    const signedIn = await attempt('https://ecotone.example.org');
    expect(signedIn.statusCode).toBe(200);
    // With an https PUBLIC_URL the session cookie is Secure (and named with the __Secure- prefix).
    expect(
      signedIn.cookies.find((c) => c.name === '__Secure-better-auth.session_token'),
    ).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
