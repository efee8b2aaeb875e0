import type { SqlRunner } from '../db/database.js';

export function createRoleRepository(database: SqlRunner) {
  return {
    /** The union of the permissions granted to any of these roles. */
    async permissionsOfRoles(roles: readonly string[]): Promise<string[]> {
      if (roles.length === 0) return [];
      const { rows } = await database.query<{ permission: string }>(
        'SELECT DISTINCT permission FROM role_permission WHERE role = ANY($1::text[])',
        [[...roles]],
      );
      return rows.map((row) => row.permission);
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
