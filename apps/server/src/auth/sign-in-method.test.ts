import { describe, expect, it } from 'vitest';
import {
  effectiveRoles,
  parseSignInMethod,
  signInMethodOfAuthPath,
  withholdsAdminPermissions,
} from './sign-in-method.js';

describe('withholdsAdminPermissions', () => {
  it.each([
    ['email-password', true],
    ['email-link', true],
    ['microsoft', true],
    [undefined, true],
    ['google', false],
  ] as const)('under ADMIN_SIGN_IN=google, an admin signed in by %s: %s', (method, withheld) => {
    expect(withholdsAdminPermissions(['admin'], method, 'google')).toBe(withheld);
  });

  it('withholds nothing under ADMIN_SIGN_IN=any', () => {
    expect(withholdsAdminPermissions(['admin'], 'email-password', 'any')).toBe(false);
    expect(withholdsAdminPermissions(['admin'], undefined, 'any')).toBe(false);
  });

  it('concerns administrators only', () => {
    expect(withholdsAdminPermissions(['staff', 'partner'], 'email-password', 'google')).toBe(false);
  });
});

describe('effectiveRoles', () => {
  it('acts as staff in place of a withheld admin, keeping the other roles once', () => {
    expect(effectiveRoles(['admin', 'partner'], true)).toEqual(['staff', 'partner']);
    expect(effectiveRoles(['admin', 'staff'], true)).toEqual(['staff']);
    expect(effectiveRoles(['admin', 'staff'], false)).toEqual(['admin', 'staff']);
  });
});

describe('sign-in methods', () => {
  it('names the method of the better-auth endpoints that create sessions', () => {
    expect(signInMethodOfAuthPath('/sign-in/email')).toBe('email-password');
    expect(signInMethodOfAuthPath('/magic-link/verify')).toBe('email-link');
    expect(signInMethodOfAuthPath('/admin/impersonate-user')).toBeUndefined();
    expect(signInMethodOfAuthPath(undefined)).toBeUndefined();
  });

  it('reads only known stored values', () => {
    expect(parseSignInMethod('google')).toBe('google');
    expect(parseSignInMethod('facebook')).toBeUndefined();
    expect(parseSignInMethod(null)).toBeUndefined();
  });
});
