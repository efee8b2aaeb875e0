import type { Permission, Role } from '@ecotone/contracts';
import { effectiveRoles, withholdsAdminPermissions } from '../auth/sign-in-method.js';
import type { Viewer } from '../auth/viewer.js';
import { parseRoles } from '../auth/viewer.js';
import type { AdminSignInRule } from '../config.js';
import { AppError } from '../errors.js';
import type { RoleRepository } from '../repositories/role.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';

export interface PermissionSettings {
  /** ADMIN_SIGN_IN: `google`, admin permissions only with Google sign-in (decisions 0004, 0024). */
  adminSignIn: AdminSignInRule;
}

/** Roles -> permissions, as stored in `role_permission`. */
export function createPermissionService(
  deps: { roles: RoleRepository; users: UserRepository },
  settings: PermissionSettings = { adminSignIn: 'any' },
) {
  async function permissionsOf(roles: readonly string[]): Promise<Set<string>> {
    return new Set(await deps.roles.permissionsOfRoles(roles));
  }

  /** True when the viewer is an administrator whose sign-in method does not grant it. */
  const adminPermissionsWithheld = (viewer: Viewer): boolean =>
    withholdsAdminPermissions(viewer.roles, viewer.signInMethod, settings.adminSignIn);

  /** The roles this session acts with: `staff` in place of a withheld `admin`. */
  const rolesOf = (viewer: Viewer): Role[] =>
    effectiveRoles(viewer.roles, adminPermissionsWithheld(viewer));

  async function can(viewer: Viewer, permission: Permission): Promise<boolean> {
    return (await permissionsOf(rolesOf(viewer))).has(permission);
  }

  return {
    permissionsOf,
    can,
    adminPermissionsWithheld,
    /**
     * Throws FORBIDDEN unless the viewer holds the permission; ADMIN_PERMISSIONS_WITHHELD when
     * only the sign-in method stands in the way, so the message says what to do.
     */
    async require(viewer: Viewer, permission: Permission): Promise<void> {
      if (await can(viewer, permission)) return;
      if (adminPermissionsWithheld(viewer) && (await permissionsOf(viewer.roles)).has(permission))
        throw new AppError('ADMIN_PERMISSIONS_WITHHELD');
      throw new AppError('FORBIDDEN');
    },
    /**
     * GET /api/user/{id}/permissions: one boolean per asked name, in order. Anyone may ask about
     * themselves (the answer follows this session's sign-in method); asking about someone else
     * needs `update:users` and answers from that user's roles.
     */
    async check(viewer: Viewer, userId: string, asked: readonly Permission[]): Promise<boolean[]> {
      let roles = rolesOf(viewer);
      if (userId !== viewer.userId) {
        if (!(await can(viewer, 'update:users'))) throw new AppError('FORBIDDEN');
        const user = await deps.users.findById(userId);
        if (!user) throw new AppError('NOT_FOUND');
        roles = parseRoles(user.role);
      }
      const granted = await permissionsOf(roles);
      return asked.map((permission) => granted.has(permission));
    },
  };
}

export type PermissionService = ReturnType<typeof createPermissionService>;
