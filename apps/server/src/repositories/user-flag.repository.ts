import { and, asc, eq } from 'drizzle-orm';
import type { AppDrizzle } from '../db/database.js';
import { userFlag } from '../db/schema.js';

export function createUserFlagRepository(db: AppDrizzle) {
  return {
    async flagsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ flag: userFlag.flag })
        .from(userFlag)
        .where(eq(userFlag.userId, userId))
        .orderBy(asc(userFlag.flag));
      return rows.map((row) => row.flag);
    },
    /** Granting a flag the user already has is a no-op. */
    async grant(userId: string, flag: string): Promise<void> {
      await db.insert(userFlag).values({ userId, flag }).onConflictDoNothing();
    },
    /** Revoking a flag the user does not have is a no-op. */
    async revoke(userId: string, flag: string): Promise<void> {
      await db.delete(userFlag).where(and(eq(userFlag.userId, userId), eq(userFlag.flag, flag)));
    },
  };
}

export type UserFlagRepository = ReturnType<typeof createUserFlagRepository>;
