/** Session lifetime and refresh of specs/2 section 9. */
export const SESSION_LIFETIME_SECONDS = 31_536_000;
export const SESSION_REFRESH_MS = 120_000;
export const FETCH_DEDUPE_MS = 30_000;
