import { createRateLimiter, type RateLimit } from '../http/rate-limit.js';

/** The attempt limits of the sign-in calls (docs/auth.md, "Rate limits"). */
export interface SignInRateLimits {
  /** Each rate-limited family of sign-in calls, per client IP. */
  perIp: RateLimit;
  /** Email-and-password attempts per email: stops password guessing on one account. */
  signInPerEmail: RateLimit;
  /** Sign-in links and reset emails per address, together: stops mail flooding one inbox. */
  mailPerEmail: RateLimit;
}

export const DEFAULT_SIGN_IN_RATE_LIMITS: SignInRateLimits = {
  perIp: { limit: 10, windowMs: 60_000 },
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  mailPerEmail: { limit: 5, windowMs: 15 * 60_000 },
};

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Counters for the sign-in calls; each method counts one attempt and throws TOO_MANY_REQUESTS
 * (429) once the client IP or the email is over its limit. In memory, per API process.
 */
export function createSignInLimits(
  rules: SignInRateLimits = DEFAULT_SIGN_IN_RATE_LIMITS,
  now: () => number = Date.now,
) {
  const emailSignInByIp = createRateLimiter(rules.perIp, now);
  const emailSignInByEmail = createRateLimiter(rules.signInPerEmail, now);
  const mailByIp = createRateLimiter(rules.perIp, now);
  const mailByEmail = createRateLimiter(rules.mailPerEmail, now);
  const resetTokenByIp = createRateLimiter(rules.perIp, now);
  const ssoStartByIp = createRateLimiter(rules.perIp, now);

  return {
    /** POST /api/auth/sign-in/email (better-auth); `email` when the body has one. */
    emailSignIn(ip: string, email: string | undefined): void {
      emailSignInByIp.consume(ipKey(ip));
      if (email) emailSignInByEmail.consume(emailKey(email));
    },
    /** POST /api/auth/magic-link and POST /api/auth/password-reset: both send mail. */
    mailRequest(ip: string, email: string): void {
      mailByIp.consume(ipKey(ip));
      mailByEmail.consume(emailKey(email));
    },
    /** POST /api/auth/password-reset/validate and /confirm. */
    resetToken(ip: string): void {
      resetTokenByIp.consume(ipKey(ip));
    },
    /** GET /api/auth/sso/{provider}/start. */
    ssoStart(ip: string): void {
      ssoStartByIp.consume(ipKey(ip));
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
