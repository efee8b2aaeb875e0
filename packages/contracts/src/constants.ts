/** Session lifetime and refresh of specs/2 section 9. */
export const SESSION_LIFETIME_SECONDS = 31_536_000;
export const SESSION_REFRESH_MS = 120_000;
export const FETCH_DEDUPE_MS = 30_000;

/** Where the newsletter's confirm and unsubscribe links land: `/?newsletter=<outcome>`. */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
