import { isValidEmail } from '../../ui/email';
import { isSsoProvider, type SsoProvider } from './sso-provider';

/**
 * What a full-page sign-in round trip reports when it comes back to the app: the single-sign-on
 * redirect (`?sso=...&provider=...`) and an emailed sign-in link that could not be used
 * (`?signIn=link-invalid`). Read once, on load (specs/2 section 4).
 */
export type SignInResult =
  | { kind: 'sso-success'; provider: SsoProvider }
  | { kind: 'sso-no-account'; provider: SsoProvider; email: string }
  | { kind: 'sso-link-required'; provider: SsoProvider; email: string; linkId: string }
  /** Any other or incomplete SSO answer: the sign-in did not happen and we cannot say why. */
  | { kind: 'sso-error' }
  | { kind: 'link-invalid' };

/**
 * The query parameters a result uses; all are removed once it has been read. `error` is the
 * reason better-auth adds to an unusable link's redirect (`INVALID_TOKEN`, `EXPIRED_TOKEN`).
 */
const RESULT_PARAMETERS = ['sso', 'provider', 'email', 'link', 'signIn', 'error'] as const;

export function readSignInResult(search: string): SignInResult | null {
  const query = new URLSearchParams(search);
  if (query.get('signIn') === 'link-invalid') return { kind: 'link-invalid' };
  const outcome = query.get('sso');
  if (outcome === null) return null;
  const provider = query.get('provider');
  const email = query.get('email') ?? '';
  const linkId = query.get('link') ?? '';
  if (!isSsoProvider(provider)) return { kind: 'sso-error' };
  if (outcome === 'success') return { kind: 'sso-success', provider };
  if (outcome === 'no-account' && isValidEmail(email))
    return { kind: 'sso-no-account', provider, email };
  if (outcome === 'account-link-required' && isValidEmail(email) && linkId !== '')
    return { kind: 'sso-link-required', provider, email, linkId };
  return { kind: 'sso-error' };
}

/**
 * The query without the result's parameters (with its leading `?`, or empty), so a reload or a
 * shared URL does not replay the result.
 */
export function withoutSignInResult(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of RESULT_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
