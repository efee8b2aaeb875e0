/**
 * The end of an impersonated session as the banner says it: the time alone when it ends today
 * (the usual case: sessions last 60 minutes), else the date and time, in the reader's locale
 * and time zone.
 */
export function impersonationEndText(
  expiresAt: string,
  locale: string,
  now: Date,
  timeZone?: string,
): string {
  const end = new Date(expiresAt);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone });
  const sameDay = day.format(end) === day.format(now);
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
    timeZone,
  }).format(end);
}

/**
 * How long until the impersonated session ends, for the timer that reads the session again then
 * (the server has ended it; the app then shows the administrator signed out). Never negative,
 * and capped at 24 days, past which `setTimeout` fires at once.
 */
export function msUntilImpersonationEnds(expiresAt: string, now: Date): number {
  const left = new Date(expiresAt).getTime() - now.getTime();
  return Math.min(Math.max(0, left), 2_000_000_000);
}
