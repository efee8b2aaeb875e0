import { normalizeEmail } from '../../ui/email';
import { isSsoProvider, type SsoProvider } from './sso-provider';

/**
 * A single-sign-on account waiting to be linked (specs/2 section 4): the provider said
 * "account-link-required", so the person must sign in once by email for the server to attach
 * the provider account to theirs. Kept in localStorage (specs/2 section 9) because the sign-in
 * that completes it may be a magic link opened in another tab.
 */
export interface SsoLink {
  ssoType: SsoProvider;
  /** The provider account's email; the signed-in user's email must match it. */
  email: string;
  /** The server's id of the pending credential. */
  pendingLinkId: string;
}

export const SSO_LINK_STORAGE_KEY = 'ecotone.ssoLink';

/** The part of the Web Storage API used here, so tests can pass a plain object. */
export type LinkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or nothing where the browser refuses it (storage disabled). */
export function linkStorage(): LinkStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function parseSsoLink(text: string | null): SsoLink | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { ssoType, email, pendingLinkId } = value as Record<string, unknown>;
  if (!isSsoProvider(ssoType) || typeof email !== 'string' || typeof pendingLinkId !== 'string')
    return null;
  if (email === '' || pendingLinkId === '') return null;
  return { ssoType, email, pendingLinkId };
}

/** The pending link, or null when there is none or what is stored is not one (another version). */
export function readSsoLink(storage: LinkStorage | undefined): SsoLink | null {
  try {
    return parseSsoLink(storage?.getItem(SSO_LINK_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeSsoLink(storage: LinkStorage | undefined, link: SsoLink): void {
  try {
    storage?.setItem(SSO_LINK_STORAGE_KEY, JSON.stringify(link));
  } catch (error) {
    // Private browsing or a full quota: link mode still works in this tab until it reloads.
    console.warn('Could not store the pending single-sign-on link', error);
  }
}

export function clearSsoLink(storage: LinkStorage | undefined): void {
  try {
    storage?.removeItem(SSO_LINK_STORAGE_KEY);
  } catch {
    // Nothing stored can be read back either.
  }
}

/** Providers report addresses in any case; a person's address is the same whatever the case. */
export const emailsMatch = (a: string, b: string): boolean =>
  normalizeEmail(a).toLowerCase() === normalizeEmail(b).toLowerCase();
