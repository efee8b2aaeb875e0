import type { SqlRunner } from '../db/database.js';

export function createUserFlagRepository(database: SqlRunner) {
  return {
    async flagsOf(userId: string): Promise<string[]> {
      const { rows } = await database.query<{ flag: string }>(
        'SELECT flag FROM user_flag WHERE user_id = $1 ORDER BY flag',
        [userId],
      );
      return rows.map((row) => row.flag);
    },
    /** Granting a flag the user already has is a no-op. */
    async grant(userId: string, flag: string): Promise<void> {
      await database.query(
        'INSERT INTO user_flag (user_id, flag) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [userId, flag],
      );
    },
    /** Revoking a flag the user does not have is a no-op. */
    async revoke(userId: string, flag: string): Promise<void> {
      await database.query('DELETE FROM user_flag WHERE user_id = $1 AND flag = $2', [
        userId,
        flag,
      ]);
    },
  };
}

export type UserFlagRepository = ReturnType<typeof createUserFlagRepository>;
