import { describe, expect, it } from 'vitest';
import { databaseModes, signedInUser, testContext } from './harness.js';

describe.each(databaseModes)('/api/user-preferences on %s', (mode) => {
  const request = async (
    method: 'GET' | 'PUT',
    cookie?: string,
    payload?: unknown,
    language = 'en',
  ) => {
    const { app } = await testContext(mode);
    return app.inject({
      method,
      url: '/api/user-preferences',
      headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };

  it('starts from metric and English, then keeps what was saved', async () => {
    const user = await signedInUser(await testContext(mode));
    expect((await request('GET', user.cookie)).json()).toEqual({
      units: 'metric',
      language: 'english',
    });
    const saved = await request('PUT', user.cookie, { units: 'imperial', language: 'spanish' });
    expect(saved.statusCode).toBe(200);
    expect((await request('GET', user.cookie)).json()).toEqual({
      units: 'imperial',
      language: 'spanish',
    });
  });

  it("keeps each user's preferences to themselves", async () => {
    const context = await testContext(mode);
    const first = await signedInUser(context);
    const second = await signedInUser(context);
    await request('PUT', first.cookie, { units: 'imperial', language: 'spanish' });
    expect((await request('GET', second.cookie)).json()).toEqual({
      units: 'metric',
      language: 'english',
    });
  });

  it('refuses bad values and writes nothing', async () => {
    const user = await signedInUser(await testContext(mode));
    await request('PUT', user.cookie, { units: 'imperial', language: 'english' });
    for (const bad of [
      { units: 'furlongs', language: 'english' },
      { units: 'metric' },
      'not json',
      [],
    ]) {
      const response = await request('PUT', user.cookie, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await request('GET', user.cookie)).json()).toEqual({
      units: 'imperial',
      language: 'english',
    });
  });

  it('needs a session, with the spec text in English and Spanish', async () => {
    const english = await request('GET');
    expect(english.statusCode).toBe(401);
    expect(english.json().error.message).toBe('User session required but not available');
    const spanish = await request('PUT', undefined, { units: 'metric', language: 'english' }, 'es');
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json().error.message).toBe(
      'Se requiere una sesión de usuario, pero no hay ninguna disponible',
    );
  });
});
