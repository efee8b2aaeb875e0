import { eq, like, sql } from 'drizzle-orm';
import type { AppDrizzle } from '../db/database.js';
import { user } from '../db/schema.js';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string | null;
}

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  role: user.role,
};

export function createUserRepository(db: AppDrizzle) {
  return {
    async findById(id: string): Promise<UserRecord | undefined> {
      const [row] = await db.select(columns).from(user).where(eq(user.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const [row] = await db.select(columns).from(user).where(eq(user.email, email.toLowerCase()));
      return row;
    },
    async countWithRole(role: string): Promise<number> {
      // Roles are a comma-separated list (better-auth admin plugin), so match the element.
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(user)
        .where(like(sql`',' || ${user.role} || ','`, `%,${role},%`));
      return row?.count ?? 0;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
