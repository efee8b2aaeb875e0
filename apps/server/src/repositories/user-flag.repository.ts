import { asc, eq } from 'drizzle-orm';
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
  };
}

export type UserFlagRepository = ReturnType<typeof createUserFlagRepository>;
