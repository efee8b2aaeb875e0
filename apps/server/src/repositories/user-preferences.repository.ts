import type { UserPreferences } from '@ecotone/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDrizzle } from '../db/database.js';
import { userPreferences } from '../db/schema.js';

export function createUserPreferencesRepository(db: AppDrizzle) {
  return {
    async find(userId: string): Promise<UserPreferences | undefined> {
      const [row] = await db
        .select({
          units: userPreferences.units,
          language: userPreferences.language,
        })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      // The table's CHECK constraints hold these to the enums.
      return row as UserPreferences | undefined;
    },
    async save(userId: string, preferences: UserPreferences): Promise<void> {
      await db
        .insert(userPreferences)
        .values({ userId, ...preferences })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { ...preferences, updatedAt: sql`now()` },
        });
    },
  };
}

export type UserPreferencesRepository = ReturnType<typeof createUserPreferencesRepository>;
