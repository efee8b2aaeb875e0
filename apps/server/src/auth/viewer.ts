import { ROLES, type Role, type SignInMethod } from '@ecotone/contracts';

/** Who is asking: the signed-in user behind a request, as services see them. */
export interface Viewer {
  userId: string;
  email: string;
  /** The roles stored on the user; permission checks apply the sign-in-method rule to them. */
  roles: Role[];
  /**
   * How this session was signed in. Undefined for sessions from before migration 0006, for
   * impersonation sessions, and for viewers that tests build by hand.
   */
  signInMethod?: SignInMethod;
  /** better-auth's session id; set for viewers resolved from a request. */
  sessionId?: string;
  /**
   * The administrator whose impersonation link opened this session (better-auth's
   * `session.impersonated_by`); undefined for a session the user signed in to themselves.
   */
  impersonatedBy?: string;
}

/** better-auth's admin plugin stores roles as one comma-separated string; unknown names are dropped. */
export function parseRoles(value: string | null | undefined): Role[] {
  if (!value) return [];
  const known = new Set<string>(ROLES);
  return value
    .split(',')
    .map((role) => role.trim())
    .filter((role): role is Role => known.has(role));
}
