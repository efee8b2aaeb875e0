import { type Role, SIGN_IN_METHODS, type SignInMethod } from '@ecotone/contracts';
import type { AdminSignInRule } from '../config.js';

const known = new Set<string>(SIGN_IN_METHODS);

/** The stored `session.sign_in_method`, or undefined for a value this version does not know. */
export function parseSignInMethod(value: unknown): SignInMethod | undefined {
  return typeof value === 'string' && known.has(value) ? (value as SignInMethod) : undefined;
}

/** better-auth endpoints that create sessions, and the method each stands for. */
const METHOD_OF_AUTH_PATH: Record<string, SignInMethod> = {
  '/sign-in/email': 'email-password',
  '/magic-link/verify': 'email-link',
};

/** The method of a session created by the better-auth endpoint at `path` (undefined: another way). */
export const signInMethodOfAuthPath = (path: string | undefined): SignInMethod | undefined =>
  path === undefined ? undefined : METHOD_OF_AUTH_PATH[path];

/**
 * specs/2 section 6: "Admin permissions come only with Google sign-in". Under the `google` rule
 * (ADMIN_SIGN_IN; the default when Google sign-in is configured) an administrator signed in any
 * other way (or by an unknown method: impersonation, sessions from before migration 0006) gets
 * none of them. Under `any` (the default without Google, or nobody could administer the install)
 * every method grants them (decisions 0004 and 0024).
 */
export function withholdsAdminPermissions(
  roles: readonly Role[],
  signInMethod: SignInMethod | undefined,
  adminSignIn: AdminSignInRule,
): boolean {
  return adminSignIn === 'google' && roles.includes('admin') && signInMethod !== 'google';
}

/** The roles a session acts with: `admin` becomes `staff` while admin permissions are withheld. */
export function effectiveRoles(roles: readonly Role[], adminWithheld: boolean): Role[] {
  if (!adminWithheld) return [...roles];
  return [...new Set(roles.map((role): Role => (role === 'admin' ? 'staff' : role)))];
}
