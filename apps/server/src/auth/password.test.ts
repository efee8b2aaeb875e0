import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import {
  createPasswordHashing,
  DECOY_HASH,
  hashPassword,
  runSignInAttempt,
  scryptKey,
  verifyPassword,
} from './password.js';

describe('verifyPassword', () => {
  it('accepts the password of a hash made by better-auth and refuses another', async () => {
    const hash = await betterAuthHash('correct horse battery');
    expect(await verifyPassword({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horse batterz' })).toBe(false);
  });

  it('treats the password as better-auth does (NFKC), so accented passwords keep working', async () => {
    const hash = await hashPassword('contraseña-ñ');
    expect(await verifyPassword({ hash, password: 'contrasen\u0303a-n\u0303' })).toBe(true);
  });

  it('refuses a malformed hash loudly rather than answering false', async () => {
    await expect(verifyPassword({ hash: 'no-colon', password: 'x' })).rejects.toThrow();
  });
});

describe('the decoy for unknown accounts', () => {
  it('hashes normally outside a sign-in, and verifies against DECOY_HASH inside one', async () => {
    const salts: string[] = [];
    const passwords = createPasswordHashing((password, salt) => {
      salts.push(salt);
      return scryptKey(password, salt);
    });
    const stored = await passwords.hash('a-password');
    expect(stored).not.toBe(DECOY_HASH);
    expect(await passwords.verify({ hash: stored, password: 'a-password' })).toBe(true);
    salts.length = 0;

    expect(await runSignInAttempt(() => passwords.hash('a-password'))).toBe(DECOY_HASH);
    expect(salts).toEqual([DECOY_HASH.split(':')[0]]);
    expect(await passwords.verify({ hash: DECOY_HASH, password: 'a-password' })).toBe(false);
  });
});
