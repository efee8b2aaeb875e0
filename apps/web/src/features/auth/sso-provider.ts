import { SSO_PROVIDERS, type SsoProviderName } from '@ecotone/contracts';

/** The single-sign-on providers of specs/2 section 2, in the order the start page shows them. */
export type SsoProvider = SsoProviderName;

export const isSsoProvider = (value: unknown): value is SsoProvider =>
  SSO_PROVIDERS.some((provider) => provider === value);

/**
 * Where the browser goes to sign in with a provider: a full-page redirect through the provider,
 * which comes back to `returnPath` with the result in the query (see `sign-in-result.ts`).
 */
export const ssoStartUrl = (provider: SsoProvider, returnPath: string): string =>
  `/api/auth/sso/${provider}/start?${new URLSearchParams({ redirectPathName: returnPath })}`;
