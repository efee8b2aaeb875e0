import type { UserPreferences } from '@ecotone/contracts';
import type { SqlRunner } from '../db/database.js';

export function createUserPreferencesRepository(database: SqlRunner) {
  return {
    async find(userId: string): Promise<UserPreferences | undefined> {
      // The table's CHECK constraints hold these to the enums.
      const { rows } = await database.query<UserPreferences>(
        'SELECT units, language FROM user_preferences WHERE user_id = $1',
        [userId],
      );
      return rows[0];
    },
    async save(userId: string, preferences: UserPreferences): Promise<void> {
      await database.query(
        `INSERT INTO user_preferences (user_id, units, language) VALUES ($1, $2, $3)
         ON CONFLICT (user_id)
         DO UPDATE SET units = excluded.units, language = excluded.language, updated_at = now()`,
        [userId, preferences.units, preferences.language],
      );
    },
  };
}

export type UserPreferencesRepository = ReturnType<typeof createUserPreferencesRepository>;
