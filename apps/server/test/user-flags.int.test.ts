import { describe, expect, it } from 'vitest';
import { databaseModes, signedInUser, testContext } from './harness.js';

describe.each(databaseModes)('/api/user/{id}/flags on %s', (mode) => {
  const change = async (
    method: 'POST' | 'DELETE',
    userId: string,
    payload: unknown,
    cookie?: string,
  ) => {
    const { app } = await testContext(mode);
    return app.inject({
      method,
      url: `/api/user/${userId}/flags`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  };
  const flagsInSession = async (userId: string, cookie: string) => {
    const { app } = await testContext(mode);
    const response = await app.inject({
      method: 'GET',
      url: `/api/user/${userId}/session`,
      headers: { cookie },
    });
    return response.json().userFlags as string[];
  };

  it('lets a user switch their own flags on and off', async () => {
    const user = await signedInUser(await testContext(mode));
    const on = await change('POST', user.id, { flag: 'reports' }, user.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ userFlags: ['reports'] });
    // Twice is the same as once.
    await change('POST', user.id, { flag: 'reports' }, user.cookie);
    await change('POST', user.id, { flag: 'parcel-picker' }, user.cookie);
    expect(await flagsInSession(user.id, user.cookie)).toEqual(['parcel-picker', 'reports']);

    const off = await change('DELETE', user.id, { flag: 'reports' }, user.cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ userFlags: ['parcel-picker'] });
    expect((await change('DELETE', user.id, { flag: 'reports' }, user.cookie)).statusCode).toBe(
      200,
    );
    expect(await flagsInSession(user.id, user.cookie)).toEqual(['parcel-picker']);
  });

  it("refuses someone else's flags without assign:user-flags", async () => {
    const context = await testContext(mode);
    const owner = await signedInUser(context);
    const other = await signedInUser(context);
    const response = await change('POST', owner.id, { flag: 'data-sources' }, other.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(
      (await change('DELETE', owner.id, { flag: 'data-sources' }, other.cookie)).statusCode,
    ).toBe(403);
    expect(await flagsInSession(owner.id, owner.cookie)).toEqual([]);
  });

  it("lets an administrator switch anyone's flags", async () => {
    const context = await testContext(mode);
    const owner = await signedInUser(context);
    const admin = await signedInUser(context, 'admin');
    const on = await change('POST', owner.id, { flag: 'google-drive-references' }, admin.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ userFlags: ['google-drive-references'] });
    expect(await flagsInSession(owner.id, owner.cookie)).toEqual(['google-drive-references']);
    const off = await change('DELETE', owner.id, { flag: 'google-drive-references' }, admin.cookie);
    expect(off.json()).toEqual({ userFlags: [] });
    expect(
      (await change('POST', 'no-such-user', { flag: 'reports' }, admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('refuses an unknown flag or a missing body with 400 and changes nothing', async () => {
    const user = await signedInUser(await testContext(mode));
    for (const payload of [{ flag: 'time-travel' }, {}, { flags: ['reports'] }]) {
      const response = await change('POST', user.id, payload, user.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await change('DELETE', user.id, undefined, user.cookie)).statusCode).toBe(400);
    expect(await flagsInSession(user.id, user.cookie)).toEqual([]);
  });

  it('needs a session', async () => {
    const user = await signedInUser(await testContext(mode));
    const response = await change('POST', user.id, { flag: 'reports' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User session required but not available');
  });
});
