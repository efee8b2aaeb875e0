import { inArray } from 'drizzle-orm';
import type { AppDrizzle } from '../db/database.js';
import { rolePermission } from '../db/schema.js';

export function createRoleRepository(db: AppDrizzle) {
  return {
    /** The union of the permissions granted to any of these roles. */
    async permissionsOfRoles(roles: readonly string[]): Promise<string[]> {
      if (roles.length === 0) return [];
      const rows = await db
        .selectDistinct({ permission: rolePermission.permission })
        .from(rolePermission)
        .where(inArray(rolePermission.role, [...roles]));
      return rows.map((row) => row.permission);
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
