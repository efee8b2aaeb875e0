import { INVITABLE_ROLES, ROLES, type Role } from '@ecotone/contracts';

/** What a viewer may do to roles (specs/2 section 6): any role, the partner role only, or none. */
export interface RoleAssigner {
  any: boolean;
  partner: boolean;
}

/** The roles this viewer may give or take away. */
export function assignableRoles(assigner: RoleAssigner): Set<Role> {
  if (assigner.any) return new Set(ROLES);
  return new Set(assigner.partner ? (['partner'] as Role[]) : []);
}

/** The roles once each, in the vocabulary's order (admin, staff, partner, user). */
export const normaliseRoles = (roles: readonly Role[]): Role[] =>
  ROLES.filter((role) => roles.includes(role));

/**
 * Whether changing `before` into `after` only adds or removes roles the viewer may assign: a
 * viewer with assign-partner:user-roles alone touches `partner` and nothing else.
 */
export function roleChangeAllowed(
  assigner: RoleAssigner,
  before: readonly Role[],
  after: readonly Role[],
): boolean {
  const allowed = assignableRoles(assigner);
  const changed = ROLES.filter((role) => before.includes(role) !== after.includes(role));
  return changed.every((role) => allowed.has(role));
}

/** Whether the change takes `admin` from the only administrator left. */
export const removesLastAdministrator = (
  before: readonly Role[],
  after: readonly Role[],
  administrators: number,
): boolean => before.includes('admin') && !after.includes('admin') && administrators <= 1;

/**
 * The role list of GET /api/user/all-roles: each role selectable when the viewer may assign it,
 * the role table allows choosing it, and (for an invitation) it is one of INVITABLE_ROLES.
 */
export function roleSelectability(
  assigner: RoleAssigner,
  roleTable: ReadonlyArray<{ name: string; selectable: boolean }>,
  forInvite: boolean,
): Array<{ role: Role; selectable: boolean }> {
  const allowed = assignableRoles(assigner);
  const invitable = new Set<Role>(INVITABLE_ROLES);
  const known = new Set<string>(ROLES);
  return roleTable
    .filter((entry): entry is { name: Role; selectable: boolean } => known.has(entry.name))
    .map((entry) => ({
      role: entry.name,
      selectable:
        entry.selectable && allowed.has(entry.name) && (!forInvite || invitable.has(entry.name)),
    }));
}

/**
 * The roles an invitation gives: `user` when none are named. Anything beyond `user` needs the
 * matching assign permission (update:users alone invites plain users).
 */
export function invitationRolesAllowed(assigner: RoleAssigner, roles: readonly Role[]): boolean {
  const allowed = assignableRoles(assigner);
  return roles.every((role) => role === 'user' || allowed.has(role));
}
