import type { SqlRunner } from '../db/database.js';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string | null;
}

const COLUMNS = 'id, name, email, image, role';

export function createUserRepository(database: SqlRunner) {
  return {
    async findById(id: string): Promise<UserRecord | undefined> {
      const { rows } = await database.query<UserRecord>(
        `SELECT ${COLUMNS} FROM "user" WHERE id = $1`,
        [id],
      );
      return rows[0];
    },
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const { rows } = await database.query<UserRecord>(
        `SELECT ${COLUMNS} FROM "user" WHERE email = $1`,
        [email.toLowerCase()],
      );
      return rows[0];
    },
    async countWithRole(role: string): Promise<number> {
      // Roles are a comma-separated list (better-auth admin plugin), so match the element.
      const { rows } = await database.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "user" WHERE ',' || role || ',' LIKE $1`,
        [`%,${role},%`],
      );
      return rows[0]?.count ?? 0;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
