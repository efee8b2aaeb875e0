import { scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';

/**
 * better-auth's own password hashing, with a constant-time comparison. Its scrypt verify compares
 * the hex strings with `===`, which returns at the first differing character; the derived key is
 * not under an attacker's control, so that leak is hard to use, but the fix costs nothing.
 * The hash format and scrypt parameters are better-auth's (`salt:key`, N=16384, r=16, p=1,
 * 64-byte key, password NFKC-normalised), so existing hashes keep working
 * (password.test.ts checks against better-auth's `hashPassword`).
 */
const SCRYPT = { N: 16_384, r: 16, p: 1, keyLength: 64 } as const;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      SCRYPT.keyLength,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key) throw new Error('Invalid password hash');
  const expected = Buffer.from(key, 'hex');
  const derived = await derive(password, salt);
  return expected.length === derived.length && timingSafeEqual(expected, derived);
}

export { hashPassword };
