import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from '@ecotone/i18n';

/**
 * The language of the email a better-auth call is about to send. better-auth calls our
 * `sendMagicLink` / `sendResetPassword` without the request, so the service that knows the
 * recipient's language runs the call inside `withMailLocale`, and the callback reads it here.
 */
const language = new AsyncLocalStorage<Locale>();

export const withMailLocale = <T>(locale: Locale, work: () => Promise<T>): Promise<T> =>
  language.run(locale, work);

export const mailLocale = (): Locale => language.getStore() ?? DEFAULT_LOCALE;
