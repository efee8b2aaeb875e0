import { PERMISSIONS } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { databaseModes, signedInUser, testContext } from './harness.js';

describe.each(databaseModes)('GET /api/user/{id}/session on %s', (mode) => {
  it('returns the signed-in user and flags', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/session`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: user.id, name: 'Test user', email: user.email, image: null, roles: ['user'] },
      userFlags: [],
    });
  });

  it('answers 401 without a session', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/user/${user.id}/session`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User session required but not available');
  });

  it("refuses another user's session to a non-administrator and reveals nothing", async () => {
    const context = await testContext(mode);
    const viewer = await signedInUser(context);
    const other = await signedInUser(context);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/user/${other.id}/session`,
      headers: { cookie: viewer.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(other.email);
  });

  it("lets an administrator read another user's session; unknown ids are 404", async () => {
    const context = await testContext(mode);
    const admin = await signedInUser(context, 'admin');
    const other = await signedInUser(context);
    const found = await context.app.inject({
      method: 'GET',
      url: `/api/user/${other.id}/session`,
      headers: { cookie: admin.cookie },
    });
    expect(found.json().user.email).toBe(other.email);
    const missing = await context.app.inject({
      method: 'GET',
      url: '/api/user/00000000-0000-0000-0000-000000000000/session',
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(databaseModes)('GET /api/user/{id}/permissions on %s', (mode) => {
  const ask = (id: string, names: string, cookie?: string) =>
    testContext(mode).then(({ app }) =>
      app.inject({
        method: 'GET',
        url: `/api/user/${id}/permissions?permissions=${names}`,
        headers: cookie ? { cookie } : {},
      }),
    );

  it('answers one boolean per asked permission, in order', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const response = await ask(user.id, 'update:users,create:site,access:hub', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([false, true, false]);
  });

  it('grants an administrator every permission', async () => {
    const context = await testContext(mode);
    const admin = await signedInUser(context, 'admin');
    const response = await ask(admin.id, PERMISSIONS.join(','), admin.cookie);
    expect(response.json()).toEqual(PERMISSIONS.map(() => true));
  });

  it('refuses unknown permission names, asking about others without update:users, and no session', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const other = await signedInUser(context);
    expect((await ask(user.id, 'make:coffee', user.cookie)).statusCode).toBe(400);
    expect((await ask(other.id, 'create:site', user.cookie)).statusCode).toBe(403);
    expect((await ask(user.id, 'create:site')).statusCode).toBe(401);
  });
});
