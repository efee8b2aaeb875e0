import { describe, expect, it, vi } from 'vitest';
import {
  clearSsoLink,
  emailsMatch,
  type LinkStorage,
  readSsoLink,
  SSO_LINK_STORAGE_KEY,
  type SsoLink,
  writeSsoLink,
} from './sso-link-storage';

function memoryStorage(
  initial: Record<string, string> = {},
): LinkStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const link: SsoLink = { ssoType: 'google', email: 'ana@campo.org', pendingLinkId: 'link-1' };

describe('sso link storage', () => {
  it('keeps a pending link under ecotone.ssoLink and reads it back', () => {
    const storage = memoryStorage();
    writeSsoLink(storage, link);
    expect(JSON.parse(storage.items.get(SSO_LINK_STORAGE_KEY) ?? '')).toEqual(link);
    expect(readSsoLink(storage)).toEqual(link);
  });

  it('forgets it on clear', () => {
    const storage = memoryStorage();
    writeSsoLink(storage, link);
    clearSsoLink(storage);
    expect(readSsoLink(storage)).toBeNull();
  });

  it.each([
    'not json',
    'null',
    '"text"',
    JSON.stringify({ ...link, ssoType: 'facebook' }),
    JSON.stringify({ ...link, email: '' }),
    JSON.stringify({ ssoType: 'google', email: 'ana@campo.org' }),
  ])('reads %s as no pending link', (stored) => {
    expect(readSsoLink(memoryStorage({ [SSO_LINK_STORAGE_KEY]: stored }))).toBeNull();
  });

  it('works without storage and when the browser refuses it', () => {
    expect(readSsoLink(undefined)).toBeNull();
    const refusing: LinkStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readSsoLink(refusing)).toBeNull();
    expect(() => writeSsoLink(refusing, link)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(() => clearSsoLink(refusing)).not.toThrow();
  });
});

describe('emailsMatch', () => {
  it('ignores case and surrounding spaces', () => {
    expect(emailsMatch('Ana@Campo.org ', 'ana@campo.org')).toBe(true);
    expect(emailsMatch('ana@campo.org', 'ana@campo.com')).toBe(false);
  });
});
