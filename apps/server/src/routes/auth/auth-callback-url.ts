import type { Auth } from '../../auth/create-auth.js';
import { AppError } from '../../errors.js';
import { sameOriginPath } from '../../services/sign-in-redirect.js';

const CALLBACK_PARAMETERS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'];

/** Whether `value` is a path of the web app or an address on one of its origins. */
function isOwnUrl(value: string, origins: Set<string>): boolean {
  if (value.startsWith('/'))
    return value === '/' || sameOriginPath(value, 'http://web.invalid') !== '/';
  return URL.canParse(value) && origins.has(new URL(value).origin);
}

/**
 * Refuses a callback URL in the query of a better-auth link (verify-email, magic-link/verify)
 * that is not our own: better-auth 1.7 answers those with a 500 (it cannot append its error
 * code to `relative`, `//host` or `http://[::1`), and the links we send only ever carry our paths.
 */
export function checkCallbackUrls(url: URL, auth: Auth): void {
  const trusted = auth.options.trustedOrigins;
  const origins = new Set((Array.isArray(trusted) ? trusted : []).map((o) => new URL(o).origin));
  for (const name of CALLBACK_PARAMETERS) {
    for (const value of url.searchParams.getAll(name)) {
      if (!isOwnUrl(value, origins)) {
        throw new AppError('VALIDATION', { details: `${name} is not an address of this site` });
      }
    }
  }
}
