import { AppError } from '../errors.js';
import {
  type AttemptCounterStore,
  createRateLimiter,
  createWindowCounter,
  type RateLimit,
} from './rate-limit.js';

/**
 * Failed passwords on one account slow further attempts on it down; they never refuse them, so a
 * stranger cannot lock the owner out (OWASP Authentication Cheat Sheet, "Account Lockout":
 * count failures per account, prefer a delay that starts short and doubles, keep lock-out from
 * becoming a denial of service). docs/auth.md, "Lock-out policy".
 */
export interface AccountSlowing {
  /** Failed passwords within `windowMs` that cost nothing. */
  freeFailures: number;
  /** The delay after `freeFailures` failures; it doubles with each further failure... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  windowMs: number;
}

/** The attempt limits of the sign-in calls (docs/auth.md, "Rate limits"). */
export interface SignInRateLimits {
  /** Each rate-limited family of sign-in calls, per client IP: stops one address guessing. */
  perIp: RateLimit;
  /** Email-and-password attempts per client IP and email: stops one address guessing one account. */
  perIpAndEmail: RateLimit;
  /** Sign-in links and reset emails per address, together: stops mail flooding one inbox. */
  mailPerEmail: RateLimit;
  /** Slows guesses at one account spread over many addresses. */
  accountSlowing: AccountSlowing;
}

export const DEFAULT_SIGN_IN_RATE_LIMITS: SignInRateLimits = {
  perIp: { limit: 10, windowMs: 60_000 },
  perIpAndEmail: { limit: 5, windowMs: 15 * 60_000 },
  mailPerEmail: { limit: 5, windowMs: 15 * 60_000 },
  accountSlowing: {
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 8000,
    windowMs: 15 * 60_000,
  },
};

const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };

/** No limit and no slowing: tests that sign in hundreds of users, and the timing bench. */
export const NO_SIGN_IN_LIMITS: SignInRateLimits = {
  perIp: unlimited,
  perIpAndEmail: unlimited,
  mailPerEmail: unlimited,
  accountSlowing: {
    freeFailures: Number.MAX_SAFE_INTEGER,
    firstDelayMs: 0,
    maxDelayMs: 0,
    windowMs: 60_000,
  },
};

/** The wait before a password attempt on an account with `failures` recent failed passwords. */
export function accountDelayMs(failures: number, rule: AccountSlowing): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.firstDelayMs * 2 ** doublings, rule.maxDelayMs);
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const emailKey = (email: string) => `email:${normalEmail(email)}`;
const ipKey = (ip: string) => `ip:${ip}`;
const ipAndEmailKey = (ip: string, email: string) => `ip:${ip} email:${normalEmail(email)}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SignInLimitsOptions {
  /** The shared attempt counters (the database's in the API). */
  store: AttemptCounterStore;
  /** The clock; tests move it. */
  now?: () => number;
  /** The account's delay; tests replace it. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Counters for the sign-in calls; each method counts one attempt and throws TOO_MANY_REQUESTS
 * (429) once the client IP (or IP and email) is over its limit. Counted in `options.store`, which
 * every API process shares.
 */
export function createSignInLimits(
  rules: SignInRateLimits,
  { store, now = Date.now, wait = sleep }: SignInLimitsOptions,
) {
  const limiter = (rule: RateLimit, name: string) => createRateLimiter(rule, { store, name, now });
  const emailSignInByIp = limiter(rules.perIp, 'sign-in.email.ip');
  const emailSignInByIpAndEmail = limiter(rules.perIpAndEmail, 'sign-in.email.ip-email');
  const failedPasswordsByEmail = createWindowCounter(rules.accountSlowing.windowMs, {
    store,
    name: 'sign-in.failed-password.email',
    now,
  });
  const mailByIp = limiter(rules.perIp, 'sign-in.mail.ip');
  const mailByEmail = limiter(rules.mailPerEmail, 'sign-in.mail.email');
  const resetTokenByIp = limiter(rules.perIp, 'sign-in.reset-token.ip');
  const ssoStartByIp = limiter(rules.perIp, 'sign-in.sso-start.ip');
  const invitationTokenByIp = limiter(rules.perIp, 'sign-in.invitation-token.ip');

  return {
    /**
     * Before POST /api/auth/sign-in/email (better-auth); `email` when the body has one. Refuses
     * over the per-IP and per-IP-and-email limits, then waits the account's delay. Unknown emails
     * are counted and slowed alike, so the delay does not tell which accounts exist.
     */
    async emailSignIn(ip: string, email: string | undefined): Promise<void> {
      await emailSignInByIp.consume(ipKey(ip));
      if (!email) return;
      await emailSignInByIpAndEmail.consume(ipAndEmailKey(ip, email));
      const delay = accountDelayMs(
        await failedPasswordsByEmail.count(emailKey(email)),
        rules.accountSlowing,
      );
      if (delay > 0) await wait(delay);
    },
    /**
     * After the sign-in: a wrong password (401) slows the account; a success forgets the account's
     * failures and this address's attempts on it (the owner is not held back by earlier typos).
     */
    async emailSignInAnswered(ip: string, email: string, status: number): Promise<void> {
      if (status === 401) await failedPasswordsByEmail.add(emailKey(email));
      else if (status < 300) {
        await failedPasswordsByEmail.clear(emailKey(email));
        await emailSignInByIpAndEmail.forget(ipAndEmailKey(ip, email));
      }
    },
    /** POST /api/auth/magic-link and POST /api/auth/password-reset: both send mail. */
    async mailRequest(ip: string, email: string): Promise<void> {
      await mailByIp.consume(ipKey(ip));
      try {
        await mailByEmail.consume(emailKey(email));
      } catch (error) {
        // Whoever spent this address's emails sent them to its owner, whose newest link still
        // works (2 hours): say so, so the limit never reads as a lock-out of the owner.
        if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
          throw new AppError('MAIL_LIMIT_REACHED', error.params);
        throw error;
      }
    },
    /** POST /api/auth/password-reset/validate and /confirm. */
    resetToken(ip: string): Promise<void> {
      return resetTokenByIp.consume(ipKey(ip));
    },
    /** GET /api/auth/sso/{provider}/start. */
    ssoStart(ip: string): Promise<void> {
      return ssoStartByIp.consume(ipKey(ip));
    },
    /** POST /api/user/invitation/check and /accept (anonymous, with a token). */
    invitationToken(ip: string): Promise<void> {
      return invitationTokenByIp.consume(ipKey(ip));
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
