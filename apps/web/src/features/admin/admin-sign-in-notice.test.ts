import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { adminSignInText } from './admin-sign-in-notice';

// The keys themselves stand in for the texts: the choice of text is what is under test.
const t = ((key: string) => key) as unknown as TFunction;

describe('the admin sign-in rule', () => {
  it('says admin permissions come only with Google when that is the rule', () => {
    expect(
      adminSignInText(
        { adminSignIn: 'google', googleSignInConfigured: true, adminSignInSource: 'default' },
        t,
      ),
    ).toBe('admin.settings.googleOnly');
    expect(
      adminSignInText(
        { adminSignIn: 'google', googleSignInConfigured: true, adminSignInSource: 'configured' },
        t,
      ),
    ).toBe('admin.settings.googleOnly admin.settings.configuredByOperator');
  });

  it('warns when the rule is Google but Google is not configured', () => {
    expect(
      adminSignInText(
        { adminSignIn: 'google', googleSignInConfigured: false, adminSignInSource: 'configured' },
        t,
      ),
    ).toBe('admin.settings.googleOnlyNotConfigured admin.settings.configuredByOperator');
  });

  it('tells the default without Google from an operator’s choice of any method', () => {
    expect(
      adminSignInText(
        { adminSignIn: 'any', googleSignInConfigured: false, adminSignInSource: 'default' },
        t,
      ),
    ).toBe('admin.settings.anyMethod');
    expect(
      adminSignInText(
        { adminSignIn: 'any', googleSignInConfigured: true, adminSignInSource: 'configured' },
        t,
      ),
    ).toBe('admin.settings.anyMethodConfigured');
  });
});
