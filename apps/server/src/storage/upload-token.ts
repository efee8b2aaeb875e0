import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a local signed upload URL allows: one PUT of at most `maxBytes` to `key`, until `exp`. */
export const uploadGrantSchema = z.object({
  key: z.string().min(1).max(512),
  userId: z.string().min(1).max(200),
  /** Seconds since the epoch. */
  exp: z.number().int().positive(),
  maxBytes: z.number().int().positive(),
});
export type UploadGrant = z.infer<typeof uploadGrantSchema>;

export type UploadTokenCheck =
  | { valid: true; grant: UploadGrant }
  | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * The HMAC key is derived from AUTH_SECRET for this one purpose, so an upload signature can never
 * be mistaken for (or turned into) any other signature made with the same secret.
 */
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('ecotone signed upload v1').digest();

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest();

/** `{base64url(JSON grant)}.{base64url(HMAC-SHA256 of the first part)}` (docs/uploads.md). */
export function signUploadToken(grant: UploadGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

/** The signature is checked before the payload is even parsed; then the expiry. */
export function verifyUploadToken(token: string, secret: string, now: Date): UploadTokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { valid: false, reason: 'malformed' };
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'signature' };
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  const grant = uploadGrantSchema.safeParse(decoded);
  if (!grant.success) return { valid: false, reason: 'malformed' };
  if (grant.data.exp * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, grant: grant.data };
}
