import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * better-auth's own password hashing, with a constant-time comparison and one scrypt for every
 * sign-in, whether or not the account exists. Its scrypt verify compares the hex strings with
 * `===`, which returns at the first differing character; the derived key is not under an
 * attacker's control, so that leak is hard to use, but the fix costs nothing.
 * The hash format and scrypt parameters are better-auth's (`salt:key`, N=16384, r=16, p=1,
 * 64-byte key, password NFKC-normalised), so existing hashes keep working
 * (password.test.ts checks against better-auth's `hashPassword`).
 */
const SCRYPT = { N: 16_384, r: 16, p: 1, keyLength: 64 } as const;

/** Derives the key of `password` with `salt`: scrypt, or a counting wrapper in tests. */
export type DeriveKey = (password: string, salt: string) => Promise<Buffer>;

export const scryptKey: DeriveKey = (password, salt) =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      SCRYPT.keyLength,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/**
 * What an unknown account (or one without a password) is checked against: a hash of the same
 * format and parameters that no password matches (its key is random, not derived), made once.
 */
export const DECOY_HASH = `${randomBytes(16).toString('hex')}:${randomBytes(SCRYPT.keyLength).toString('hex')}`;

const signInAttempts = new AsyncLocalStorage<true>();

/**
 * Runs one email-and-password sign-in. better-auth answers an unknown account by hashing the
 * given password (a fresh salt, one scrypt) where a known one gets a verify; inside this scope
 * that hash becomes the same verify, against DECOY_HASH, so both paths do identical work.
 * (A sign-in never hashes a password for storage.)
 */
export function runSignInAttempt<T>(work: () => Promise<T>): Promise<T> {
  return signInAttempts.run(true, work);
}

/** better-auth's `emailAndPassword.password` functions over `derive`. */
export function createPasswordHashing(derive: DeriveKey = scryptKey) {
  async function verify({ hash, password }: { hash: string; password: string }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const derived = await derive(password, salt);
    return expected.length === derived.length && timingSafeEqual(expected, derived);
  }
  async function hash(password: string): Promise<string> {
    if (signInAttempts.getStore()) {
      await verify({ hash: DECOY_HASH, password });
      return DECOY_HASH;
    }
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  }
  return { hash, verify };
}

export type PasswordHashing = ReturnType<typeof createPasswordHashing>;

const scryptHashing = createPasswordHashing();
export const hashPassword = scryptHashing.hash;
export const verifyPassword = scryptHashing.verify;
