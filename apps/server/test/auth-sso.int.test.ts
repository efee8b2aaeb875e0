import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignInLimits,
  DEFAULT_SIGN_IN_RATE_LIMITS,
} from '../src/services/sign-in-limits.service.js';
import {
  appWithServices,
  createUser,
  databaseModes,
  signedInUser,
  signIn,
  type TestContext,
  testAttemptCounters,
  testContext,
  testContextWithEnv,
} from './harness.js';
import { type OidcTestProvider, startOidcProvider } from './support/oidc-provider.js';

const PUBLIC_URL = 'http://localhost:3000';
type Provider = 'google' | 'microsoft';

/** `pathname?search` of an absolute URL, for `inject`. */
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
const cookieHeader = (cookies: Array<{ name: string; value: string }>) =>
  cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

let oidc: OidcTestProvider;
beforeAll(async () => {
  oidc = await startOidcProvider({
    clients: (['google', 'microsoft'] as const).map((provider) => ({
      clientId: `${provider}-client`,
      clientSecret: `${provider}-secret`,
      redirectUris: [`${PUBLIC_URL}/api/auth/sso/${provider}/callback`],
    })),
  });
});
afterAll(() => oidc.close());

/** An app with Google and Microsoft configured against the test provider. */
const ssoContext = (mode: (typeof databaseModes)[number]) =>
  testContextWithEnv(mode, {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: oidc.issuer,
    MICROSOFT_CLIENT_ID: 'microsoft-client',
    MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
    MICROSOFT_ISSUER: oidc.issuer,
  });

/** Start -> the provider's login -> callback, as a browser does it. */
async function signInWithProvider(
  context: TestContext,
  provider: Provider,
  redirectPathName = '/',
  { dropStateCookie = false } = {},
) {
  const start = await context.app.inject({
    method: 'GET',
    url: `/api/auth/sso/${provider}/start?redirectPathName=${encodeURIComponent(redirectPathName)}`,
  });
  expect(start.statusCode).toBe(302);
  const callbackUrl = await oidc.followSignIn(String(start.headers.location));
  const callback = await context.app.inject({
    method: 'GET',
    url: pathOf(callbackUrl),
    headers: dropStateCookie ? {} : { cookie: cookieHeader(start.cookies) },
  });
  expect(callback.statusCode).toBe(302);
  const location = new URL(String(callback.headers.location));
  return { start, callbackUrl, callback, location, cookies: cookieHeader(callback.cookies) };
}

const linkCookieOf = (cookies: string) =>
  cookies.split('; ').find((cookie) => cookie.startsWith('ecotone.sso_link=')) ?? '';

/** A provider identity with `email`, pending as a link, plus the browser's link cookie. */
async function pendingLink(context: TestContext, provider: Provider, email: string) {
  oidc.setAccount(`${provider}-${randomUUID()}`, email);
  const { location, cookies } = await signInWithProvider(context, provider);
  expect(location.searchParams.get('sso')).toBe('account-link-required');
  return { linkId: location.searchParams.get('link') ?? '', linkCookie: linkCookieOf(cookies) };
}

async function completeLink(context: TestContext, cookie: string, linkId: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/sso/link',
    headers: { 'content-type': 'application/json', cookie },
    payload: { linkId },
  });
}

async function emailSessionCookie(context: TestContext, email: string, password: string) {
  const response = await signIn(context, email, password);
  expect(response.statusCode).toBe(200);
  return cookieHeader(response.cookies);
}

describe.each(databaseModes)('single sign-on on %s', (mode) => {
  it('hides a provider that is not configured: its routes answer 404', async () => {
    const context = await testContext(mode);
    for (const url of ['/api/auth/sso/google/start', '/api/auth/sso/facebook/start'])
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const callback = await context.app.inject({
      method: 'GET',
      url: '/api/auth/sso/microsoft/callback?code=x&state=y',
    });
    expect(callback.statusCode).toBe(404);
    expect(callback.json().error.code).toBe('NOT_FOUND');
  });

  it('starts the code flow with PKCE, state and nonce, bound to the browser by a cookie', async () => {
    const context = await ssoContext(mode);
    const config = await context.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json().ssoProviders).toEqual(['google', 'microsoft']);
    const start = await context.app.inject({
      method: 'GET',
      url: '/api/auth/sso/google/start?redirectPathName=%2Fsites',
    });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(oidc.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: `${PUBLIC_URL}/api/auth/sso/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const state = start.cookies.find((cookie) => cookie.name === 'ecotone.sso_state');
    expect(state).toMatchObject({
      value: authorization.searchParams.get('state'),
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/sso',
    });
  });

  it('tells a provider account without an Ecotone account so, with its email', async () => {
    const context = await ssoContext(mode);
    const email = `stranger-${randomUUID()}@example.org`;
    oidc.setAccount(`sub-${randomUUID()}`, email);
    const { location, cookies } = await signInWithProvider(context, 'microsoft', '/projects');
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/projects`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      sso: 'no-account',
      provider: 'microsoft',
      email,
    });
    expect(cookies).not.toContain('session_token');
  });

  it('links a provider account only after an email sign-in with the same email, then signs in directly', async () => {
    const context = await ssoContext(mode);
    const user = await createUser(context);
    const sub = `google-${randomUUID()}`;
    oidc.setAccount(sub, user.email.toUpperCase());

    const first = await signInWithProvider(context, 'google', '/site/7?tab=users');
    expect(Object.fromEntries(first.location.searchParams)).toEqual({
      tab: 'users',
      sso: 'account-link-required',
      provider: 'google',
      email: user.email,
      link: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(first.cookies).not.toContain('session_token');
    const linkId = first.location.searchParams.get('link') ?? '';
    const linkCookie = linkCookieOf(first.cookies);
    expect(linkCookie).not.toBe('');

    const anonymous = await completeLink(context, linkCookie, linkId);
    expect(anonymous.statusCode).toBe(401);

    const session = await emailSessionCookie(context, user.email, user.password);
    const linked = await completeLink(context, `${session}; ${linkCookie}`, linkId);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ status: 'linked', provider: 'google' });
    const again = await completeLink(context, `${session}; ${linkCookie}`, linkId);
    expect(again.statusCode).toBe(404);

    const direct = await signInWithProvider(context, 'google', '/site/7');
    expect(direct.location.toString()).toBe(`${PUBLIC_URL}/site/7?sso=success&provider=google`);
    const sessionCookie = direct.callback.cookies.find(
      (cookie) => cookie.name === 'better-auth.session_token',
    );
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const current = await context.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: direct.cookies },
    });
    expect(current.json().user.id).toBe(user.id);
    expect(current.json().session.signInMethod).toBe('google');
  });

  it('refuses to link to a user with another email', async () => {
    const context = await ssoContext(mode);
    const owner = await createUser(context);
    const other = await createUser(context);
    const { linkId, linkCookie } = await pendingLink(context, 'google', owner.email);
    const session = await emailSessionCookie(context, other.email, other.password);
    const refused = await completeLink(context, `${session}; ${linkCookie}`, linkId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'SSO_LINK_EMAIL_MISMATCH',
      message:
        'The single sign-on account can only be linked to the Ecotone account with the same email address.',
    });
  });

  it('refuses a link id that this browser did not receive (a crafted sign-in URL)', async () => {
    const context = await ssoContext(mode);
    const user = await createUser(context);
    const { linkId } = await pendingLink(context, 'google', user.email);
    const session = await emailSessionCookie(context, user.email, user.password);
    expect((await completeLink(context, session, linkId)).statusCode).toBe(404);
  });

  it('cancels a pending link, and refuses unknown and expired ones', async () => {
    const context = await ssoContext(mode);
    const user = await createUser(context);
    const session = await emailSessionCookie(context, user.email, user.password);

    const cancelled = await pendingLink(context, 'microsoft', user.email);
    const cancel = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/sso/link',
      headers: { 'content-type': 'application/json', cookie: cancelled.linkCookie },
      payload: { linkId: cancelled.linkId },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ status: 'cancelled' });
    expect(
      (await completeLink(context, `${session}; ${cancelled.linkCookie}`, cancelled.linkId))
        .statusCode,
    ).toBe(404);

    const expired = await pendingLink(context, 'microsoft', user.email);
    await context.runtime.database.query(
      "UPDATE sso_pending_link SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [expired.linkId],
    );
    const late = await completeLink(context, `${session}; ${expired.linkCookie}`, expired.linkId);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.code).toBe('NOT_FOUND');
  });

  it('answers sso=error for a callback that did not start in this browser, or comes twice', async () => {
    const context = await ssoContext(mode);
    oidc.setAccount(`sub-${randomUUID()}`, `nobody-${randomUUID()}@example.org`);
    const foreign = await signInWithProvider(context, 'google', '/x', { dropStateCookie: true });
    expect(foreign.location.toString()).toBe(`${PUBLIC_URL}/?sso=error&provider=google`);

    const fine = await signInWithProvider(context, 'google', '/x');
    expect(fine.location.searchParams.get('sso')).toBe('no-account');
    const replay = await context.app.inject({
      method: 'GET',
      url: pathOf(fine.callbackUrl),
      headers: { cookie: cookieHeader(fine.start.cookies) },
    });
    expect(new URL(String(replay.headers.location)).searchParams.get('sso')).toBe('error');
  });

  it('never redirects to another site', async () => {
    const context = await ssoContext(mode);
    oidc.setAccount(`sub-${randomUUID()}`, `nobody-${randomUUID()}@example.org`);
    const { location } = await signInWithProvider(context, 'google', 'https://evil.example.org/');
    expect(location.origin).toBe(PUBLIC_URL);
    expect(location.pathname).toBe('/');
  });

  it('limits SSO starts per IP address, then recovers', async () => {
    const context = await ssoContext(mode);
    let time = 0;
    const app = await appWithServices(context, {
      signInLimits: createSignInLimits(
        {
          ...DEFAULT_SIGN_IN_RATE_LIMITS,
          perIp: { limit: 2, windowMs: 60_000 },
        },
        { store: testAttemptCounters(context), now: () => time },
      ),
    });
    const start = () =>
      app.inject({ method: 'GET', url: '/api/auth/sso/google/start', remoteAddress: '10.9.0.1' });
    expect((await start()).statusCode).toBe(302);
    expect((await start()).statusCode).toBe(302);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    time += 60_000;
    expect((await start()).statusCode).toBe(302);
  });
});

describe.each(databaseModes)('admin permissions and the sign-in method on %s', (mode) => {
  const permissionsOf = (context: TestContext, userId: string, cookie: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/user/${userId}/permissions?permissions=update:users,access:hub`,
      headers: { cookie },
    });

  it('grants an administrator signed in by email no admin permissions when Google is configured', async () => {
    const context = await ssoContext(mode);
    const admin = await signedInUser(context, 'admin');
    const other = await createUser(context);
    const session = await context.app.inject({
      method: 'GET',
      url: `/api/user/${admin.id}/session`,
      headers: { cookie: admin.cookie },
    });
    expect(session.json()).toMatchObject({
      user: { id: admin.id, roles: ['admin'] },
      adminPermissionsWithheld: true,
      signInMethod: 'email-password',
    });
    expect((await permissionsOf(context, admin.id, admin.cookie)).json()).toEqual([false, true]);

    const otherSession = await context.app.inject({
      method: 'GET',
      url: `/api/user/${other.id}/session`,
      headers: { cookie: admin.cookie, 'accept-language': 'es' },
    });
    expect(otherSession.statusCode).toBe(403);
    expect(otherSession.json().error.code).toBe('ADMIN_PERMISSIONS_WITHHELD');
    expect(otherSession.json().error.message).toMatch(/^Sus permisos de administrador/);

    // better-auth's admin endpoints follow the same rule.
    const users = await context.app.inject({
      method: 'GET',
      url: '/api/auth/admin/list-users',
      headers: { cookie: admin.cookie },
    });
    expect(users.statusCode).toBe(403);
    expect(users.json().error.code).toBe('ADMIN_PERMISSIONS_WITHHELD');
  });

  it('does not let a session change its own sign-in method', async () => {
    const context = await ssoContext(mode);
    const admin = await signedInUser(context, 'admin');
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/update-session',
      headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: PUBLIC_URL },
      payload: { signInMethod: 'google' },
    });
    const session = await context.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: admin.cookie },
    });
    expect(session.json().session.signInMethod).toBe('email-password');
    expect((await permissionsOf(context, admin.id, admin.cookie)).json()).toEqual([false, true]);
  });

  it('grants them to the same administrator signed in with Google', async () => {
    const context = await ssoContext(mode);
    const admin = await createUser(context, 'admin');
    const { linkId, linkCookie } = await pendingLink(context, 'google', admin.email);
    const emailSession = await emailSessionCookie(context, admin.email, admin.password);
    expect((await completeLink(context, `${emailSession}; ${linkCookie}`, linkId)).statusCode).toBe(
      200,
    );

    const { cookies } = await signInWithProvider(context, 'google');
    const session = await context.app.inject({
      method: 'GET',
      url: `/api/user/${admin.id}/session`,
      headers: { cookie: cookies },
    });
    expect(session.json()).not.toHaveProperty('adminPermissionsWithheld');
    expect((await permissionsOf(context, admin.id, cookies)).json()).toEqual([true, true]);
    const users = await context.app.inject({
      method: 'GET',
      url: '/api/auth/admin/list-users',
      headers: { cookie: cookies },
    });
    expect(users.statusCode).toBe(200);
  });

  it('grants them to an administrator signed in by email when Google is not configured', async () => {
    const context = await testContext(mode);
    const admin = await signedInUser(context, 'admin');
    const session = await context.app.inject({
      method: 'GET',
      url: `/api/user/${admin.id}/session`,
      headers: { cookie: admin.cookie },
    });
    expect(session.json()).not.toHaveProperty('adminPermissionsWithheld');
    expect((await permissionsOf(context, admin.id, admin.cookie)).json()).toEqual([true, true]);
  });
});
