import { describe, expect, it } from 'vitest';
import { readSignInResult, withoutSignInResult } from './sign-in-result';

describe('readSignInResult', () => {
  it('has nothing to say for an ordinary URL', () => {
    expect(readSignInResult('')).toBeNull();
    expect(readSignInResult('?tab=map')).toBeNull();
  });

  it('reads a successful single sign-on', () => {
    expect(readSignInResult('?sso=success&provider=google')).toEqual({
      kind: 'sso-success',
      provider: 'google',
    });
  });

  it('reads a provider account without an Ecotone account', () => {
    expect(readSignInResult('?sso=no-account&provider=microsoft&email=ana%40campo.org')).toEqual({
      kind: 'sso-no-account',
      provider: 'microsoft',
      email: 'ana@campo.org',
    });
  });

  it('reads a link requirement with its pending link id', () => {
    expect(
      readSignInResult('?sso=account-link-required&provider=google&email=ana@campo.org&link=abc'),
    ).toEqual({
      kind: 'sso-link-required',
      provider: 'google',
      email: 'ana@campo.org',
      linkId: 'abc',
    });
  });

  it.each([
    '?sso=error&provider=google',
    '?sso=success&provider=facebook',
    '?sso=success',
    '?sso=no-account&provider=google',
    '?sso=account-link-required&provider=google&email=ana@campo.org',
    '?sso=account-link-required&provider=google&email=not-an-email&link=abc',
  ])('reads %s as a failed sign-in', (search) => {
    expect(readSignInResult(search)).toEqual({ kind: 'sso-error' });
  });

  it('reads an unusable emailed link', () => {
    expect(readSignInResult('?signIn=link-invalid')).toEqual({ kind: 'link-invalid' });
    expect(readSignInResult('?signIn=link-invalid&error=EXPIRED_TOKEN')).toEqual({
      kind: 'link-invalid',
    });
    expect(readSignInResult('?signIn=something-else')).toBeNull();
  });
});

describe('withoutSignInResult', () => {
  it('removes every parameter of a result and keeps the others', () => {
    expect(
      withoutSignInResult('?tab=map&sso=account-link-required&provider=google&email=a@b.co&link=x'),
    ).toBe('?tab=map');
    expect(withoutSignInResult('?signIn=link-invalid&error=INVALID_TOKEN')).toBe('');
    expect(withoutSignInResult('')).toBe('');
  });
});
