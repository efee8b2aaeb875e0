import { ROLES, type Role, type RoleEntry } from '@ecotone/contracts';

/** The role permissions of specs/2 section 6. */
export interface RoleGrants {
  assignAny: boolean;
  assignPartner: boolean;
}

/** "The roles section appears when the viewer can assign either role kind." */
export const showsRoles = (grants: RoleGrants): boolean => grants.assignAny || grants.assignPartner;

export interface RoleOption {
  role: Role;
  checked: boolean;
  /** Greyed out: the server says the viewer may not assign or remove it. */
  disabled: boolean;
  description: string;
}

/**
 * The role checkboxes: every role the server lists, in its order, checked when the user holds
 * it. A role the server does not list (an answer from before a role was added) is shown checked
 * and disabled when held, so it is never silently dropped.
 */
export function roleOptions(entries: readonly RoleEntry[], held: readonly Role[]): RoleOption[] {
  const listed = entries.map((entry) => ({
    role: entry.role,
    checked: held.includes(entry.role),
    disabled: !entry.selectable,
    description: entry.description,
  }));
  const unlisted = held
    .filter((role) => !entries.some((entry) => entry.role === role))
    .map((role) => ({ role, checked: true, disabled: true, description: '' }));
  return [...listed, ...unlisted];
}

/**
 * The whole role list after ticking or unticking `role`, in the contract's order, or null when
 * the change may not be sent: an unselectable role, or removing the last role (a user has at
 * least one, `setUserRolesBodySchema`).
 */
export function toggledRoles(
  held: readonly Role[],
  entries: readonly RoleEntry[],
  role: Role,
  checked: boolean,
): Role[] | null {
  if (!entries.some((entry) => entry.role === role && entry.selectable)) return null;
  const next = ROLES.filter((candidate) =>
    candidate === role ? checked : held.includes(candidate),
  );
  if (next.length === 0) return null;
  return next.length === held.length && next.every((item) => held.includes(item)) ? null : next;
}
