import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth/create-auth.js';
import { createPasswordHashing, DECOY_HASH, scryptKey } from '../src/auth/password.js';
import { appWithServices, createUser, databaseModes, testContext } from './harness.js';

/**
 * An unknown email must cost the same password work as a wrong password for an account, or the
 * answer time tells which emails have accounts (docs/auth.md, "Passwords"). Counted, not timed:
 * every scrypt derivation goes through a recording wrapper; `npm run bench` prints the times.
 */
describe.each(databaseModes)('sign-in password work on %s', (mode) => {
  it('runs one verify for an unknown email (against the decoy hash) as for an existing account', async () => {
    const context = await testContext(mode);
    const derivedWithSalts: string[] = [];
    const passwords = createPasswordHashing((password, salt) => {
      derivedWithSalts.push(salt);
      return scryptKey(password, salt);
    });
    const { runtime } = context;
    const auth = createAuth(runtime.config, runtime.database, runtime.mailer, passwords);
    const app = await appWithServices(context, {}, { auth });
    const user = await createUser(context);
    const signIn = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json' },
        payload: { email, password: 'a-wrong-password' },
      });

    expect((await signIn(user.email)).statusCode).toBe(401);
    const existing = derivedWithSalts.splice(0);
    expect((await signIn(`nobody-${randomUUID()}@example.org`)).statusCode).toBe(401);
    const unknown = derivedWithSalts.splice(0);

    expect(existing).toHaveLength(1);
    expect(existing[0]).not.toBe(DECOY_HASH.split(':')[0]);
    expect(unknown).toEqual([DECOY_HASH.split(':')[0]]);
  });
});
