import type { UserListSort } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';

/** A user as the administration pages see them (deleted accounts are never returned). */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string | null;
  notionUrl: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** Linked provider ids (`google`, `microsoft`), from `account`. */
  ssoProviders: string[];
  hasPassword: boolean;
  /** Invited and never signed in since (docs/users.md, "Status"). */
  invited: boolean;
}

export interface UserListFilter {
  search: string | undefined;
  sort: UserListSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const SORT_COLUMNS: Record<UserListSort, string> = {
  name: 'lower(u.name)',
  email: 'lower(u.email)',
  createdAt: 'u.created_at',
  lastSignInAt: 'u.last_sign_in_at',
};

const SSO_PROVIDER_IDS = "('google', 'microsoft')";

const COLUMNS = `u.id, u.name, u.email, u.image, u.role, u.notion_url AS "notionUrl",
  u.created_at AS "createdAt", u.last_sign_in_at AS "lastSignInAt",
  (SELECT string_agg(DISTINCT a.provider_id, ',') FROM account a
    WHERE a.user_id = u.id AND a.provider_id IN ${SSO_PROVIDER_IDS}) AS "ssoList",
  EXISTS (SELECT 1 FROM account a WHERE a.user_id = u.id AND a.provider_id = 'credential'
    AND a.password IS NOT NULL) AS "hasPassword",
  (u.last_sign_in_at IS NULL
    AND EXISTS (SELECT 1 FROM user_invitation i WHERE i.user_id = u.id)) AS invited`;

type RawRow = Omit<AdminUserRow, 'ssoProviders'> & { ssoList: string | null };

const toRow = ({ ssoList, ...row }: RawRow): AdminUserRow => ({
  ...row,
  ssoProviders: ssoList ? ssoList.split(',') : [],
});

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The email a deleted account keeps: unique, and in a domain that can never receive mail. */
export const deletedUserEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const DELETED_USER_NAME = 'Deleted user';

/** Users for the administration pages (issue 19, docs/users.md). */
export function createUserAdminRepository(database: Database) {
  async function find(where: string, value: string): Promise<AdminUserRow | undefined> {
    const { rows } = await database.query<RawRow>(
      `SELECT ${COLUMNS} FROM "user" u WHERE ${where} AND u.deleted_at IS NULL`,
      [value],
    );
    return rows[0] ? toRow(rows[0]) : undefined;
  }

  return {
    findById: (id: string) => find('u.id = $1', id),
    findByEmail: (email: string) => find('u.email = $1', email.toLowerCase()),

    /** One page of users and how many match: search is a substring of name or email. */
    async list(filter: UserListFilter): Promise<{ rows: AdminUserRow[]; total: number }> {
      const pattern = filter.search ? containsPattern(filter.search) : null;
      const where = `u.deleted_at IS NULL
        AND ($1::text IS NULL OR u.name ILIKE $1 ESCAPE '\\' OR u.email ILIKE $1 ESCAPE '\\')`;
      const direction = filter.order === 'desc' ? 'DESC' : 'ASC';
      const { rows } = await database.query<RawRow>(
        `SELECT ${COLUMNS} FROM "user" u WHERE ${where}
         ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction} NULLS LAST, u.id ${direction}
         LIMIT $2 OFFSET $3`,
        [pattern, filter.limit, filter.offset],
      );
      const counted = await database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM "user" u WHERE ${where}`,
        [pattern],
      );
      return { rows: rows.map(toRow), total: counted.rows[0]?.total ?? 0 };
    },

    /** The role table (migration 0003), in rank order. */
    async listRoles(): Promise<Array<{ name: string; selectable: boolean }>> {
      const { rows } = await database.query<{ name: string; selectable: boolean }>(
        'SELECT name, selectable FROM role ORDER BY rank, name',
      );
      return rows;
    },

    /** Accounts (not deleted) holding `admin`. */
    async countAdministrators(): Promise<number> {
      const { rows } = await database.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "user"
         WHERE deleted_at IS NULL AND ',' || role || ',' LIKE '%,admin,%'`,
      );
      return rows[0]?.count ?? 0;
    },

    /** Roles as the admin plugin stores them: one comma-separated string. */
    async setRoles(userId: string, roles: readonly string[]): Promise<void> {
      await database.query('UPDATE "user" SET role = $2, updated_at = now() WHERE id = $1', [
        userId,
        roles.join(','),
      ]);
    },

    async setNotionUrl(userId: string, notionUrl: string | null): Promise<void> {
      await database.query('UPDATE "user" SET notion_url = $2, updated_at = now() WHERE id = $1', [
        userId,
        notionUrl,
      ]);
    },

    /** Every sign-in that is not an impersonation (better-auth's session hook, auth/create-auth.ts). */
    async recordSignIn(userId: string, at: Date): Promise<void> {
      await database.query('UPDATE "user" SET last_sign_in_at = $2 WHERE id = $1', [userId, at]);
    },

    /**
     * Deletes an account by anonymising it (decision 0023), in one transaction: what lets it
     * sign in or identifies the person goes; the row stays, so everything that names it as its
     * creator keeps a creator ("Deleted user"). Impersonations of it or by it that were still
     * open end now.
     */
    async anonymise(userId: string): Promise<void> {
      await database.transaction(async (tx: SqlRunner) => {
        await tx.query(
          `UPDATE impersonation SET ended_at = now()
           WHERE ended_at IS NULL AND session_id IN (SELECT id FROM session WHERE user_id = $1)`,
          [userId],
        );
        await tx.query('DELETE FROM session WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM account WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM user_flag WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM user_preferences WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM notification WHERE user_id = $1', [userId]);
        // A deleted user keeps no access (access.repository deleteGrantsOf, in this transaction).
        await tx.query('DELETE FROM access_grant WHERE user_id = $1', [userId]);
        await tx.query(
          `UPDATE user_invitation SET superseded_at = now()
           WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL`,
          [userId],
        );
        await tx.query(
          `UPDATE "user" SET name = $2, email = $3, image = NULL, notion_url = NULL, role = NULL,
             email_verified = false, banned = true, ban_reason = 'deleted', ban_expires = NULL,
             deleted_at = now(), updated_at = now()
           WHERE id = $1`,
          [userId, DELETED_USER_NAME, deletedUserEmail(userId)],
        );
      });
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
