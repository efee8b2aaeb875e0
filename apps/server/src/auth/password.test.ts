import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

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
