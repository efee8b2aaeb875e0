import type { Permission } from '@ecotone/contracts';
import type { Viewer } from '../auth/viewer.js';
import { parseRoles } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { RoleRepository } from '../repositories/role.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';

/** Roles -> permissions, as stored in `role_permission`. */
export function createPermissionService(deps: { roles: RoleRepository; users: UserRepository }) {
  async function permissionsOf(roles: readonly string[]): Promise<Set<string>> {
    return new Set(await deps.roles.permissionsOfRoles(roles));
  }

  async function can(viewer: Viewer, permission: Permission): Promise<boolean> {
    return (await permissionsOf(viewer.roles)).has(permission);
  }

  return {
    permissionsOf,
    can,
    /** Throws FORBIDDEN unless the viewer holds the permission. */
    async require(viewer: Viewer, permission: Permission): Promise<void> {
      if (!(await can(viewer, permission))) throw new AppError('FORBIDDEN');
    },
    /**
     * GET /api/user/{id}/permissions: one boolean per asked name, in order. Anyone may ask about
     * themselves; asking about someone else needs `update:users`.
     */
    async check(viewer: Viewer, userId: string, asked: readonly Permission[]): Promise<boolean[]> {
      let roles = viewer.roles;
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
