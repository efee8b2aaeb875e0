import { describe, expect, it } from 'vitest';
import { signUploadToken, type UploadGrant, verifyUploadToken } from './upload-token.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const grant: UploadGrant = {
  key: 'uploads/0123abcd/5f0c.json',
  userId: 'user-1',
  exp: Date.parse('2025-06-01T12:15:00Z') / 1000,
  maxBytes: 1000,
};
const before = new Date('2025-06-01T12:14:59Z');

describe('signed upload tokens', () => {
  it('round-trips a grant until it expires', () => {
    const token = signUploadToken(grant, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUploadToken(token, SECRET, before)).toEqual({ valid: true, grant });
    expect(verifyUploadToken(token, SECRET, new Date('2025-06-01T12:15:00Z'))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuses another secret, a changed payload and junk', () => {
    const token = signUploadToken(grant, SECRET);
    expect(verifyUploadToken(token, `${SECRET}x`, before)).toMatchObject({ reason: 'signature' });
    const [, signature] = token.split('.');
    const otherKey = Buffer.from(JSON.stringify({ ...grant, key: 'uploads/other/x.json' }));
    expect(
      verifyUploadToken(`${otherKey.toString('base64url')}.${signature}`, SECRET, before),
    ).toMatchObject({ reason: 'signature' });
    for (const junk of ['', 'abc', 'a.b.c', `${token}.x`]) {
      expect(verifyUploadToken(junk, SECRET, before).valid).toBe(false);
    }
  });

  it('refuses a correctly signed payload that is not a grant', () => {
    const signedJunk = signUploadToken({ ...grant, maxBytes: -1 }, SECRET);
    expect(verifyUploadToken(signedJunk, SECRET, before)).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });
});
