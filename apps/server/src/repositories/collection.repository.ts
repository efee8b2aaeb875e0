import type { CollectionItem, CollectionItemType } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';

export interface CollectionRecord {
  collectionId: string;
  collectionName: string;
  ownerUserId: string | null;
  ownerUserName: string | null;
  itemCount: number;
}

const COLUMNS = `c.id::text AS "collectionId", c.name AS "collectionName",
  c.owner_user_id AS "ownerUserId", u.name AS "ownerUserName",
  (SELECT count(*)::int FROM collection_item ci WHERE ci.collection_id = c.id) AS "itemCount"`;

/** Collections and their items (docs/sharing.md; specs/2 section 3). */
function statements(runner: SqlRunner) {
  return {
    async find(id: string): Promise<CollectionRecord | undefined> {
      const { rows } = await runner.query<CollectionRecord>(
        `SELECT ${COLUMNS} FROM collection c LEFT JOIN "user" u ON u.id = c.owner_user_id
         WHERE c.id = $1`,
        [id],
      );
      return rows[0];
    },

    /**
     * The collections `userId` may read (creator, owner, a grant on it or on a collection holding
     * it), or every one (`everything`), by name.
     */
    async readable(userId: string, everything: boolean): Promise<CollectionRecord[]> {
      const { rows } = await runner.query<CollectionRecord>(
        `SELECT ${COLUMNS} FROM collection c LEFT JOIN "user" u ON u.id = c.owner_user_id
         WHERE $2::boolean OR c.created_by = $1 OR c.owner_user_id = $1
            OR EXISTS (SELECT 1 FROM access_grant g WHERE g.user_id = $1
                       AND g.resource_type = 'collection' AND (g.resource_id = c.id
                         OR g.resource_id IN (SELECT ci.collection_id FROM collection_item ci
                           WHERE ci.item_type = 'collection' AND ci.item_id = c.id)))
         ORDER BY lower(c.name), c.id`,
        [userId, everything],
      );
      return rows;
    },

    /** A collection's items, each with its name (a project's slug too), by name. */
    async items(id: string): Promise<CollectionItem[]> {
      const { rows } = await runner.query<CollectionItem>(
        `SELECT ci.item_id::text AS "itemId", ci.item_type AS "itemType",
                coalesce(s.title, p.title, c.name, '') AS "itemName", p.slug
         FROM collection_item ci
         LEFT JOIN site s ON ci.item_type = 'site' AND s.id = ci.item_id
         LEFT JOIN project p ON ci.item_type = 'project' AND p.id = ci.item_id
         LEFT JOIN collection c ON ci.item_type = 'collection' AND c.id = ci.item_id
         WHERE ci.collection_id = $1 ORDER BY lower(coalesce(s.title, p.title, c.name, '')), ci.item_id`,
        [id],
      );
      return rows;
    },

    async create(input: { name: string; ownerUserId: string | null; createdBy: string }) {
      const { rows } = await runner.query<{ id: string }>(
        'INSERT INTO collection (name, owner_user_id, created_by) VALUES ($1, $2, $3) RETURNING id::text',
        [input.name, input.ownerUserId, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('collection insert returned no id');
      return id;
    },

    async rename(id: string, name: string): Promise<void> {
      await runner.query('UPDATE collection SET name = $2 WHERE id = $1', [id, name]);
    },

    /** Deletes a collection, its items and the items of other collections pointing at it. */
    async delete(id: string): Promise<void> {
      await runner.query(
        "DELETE FROM collection_item WHERE item_type = 'collection' AND item_id = $1",
        [id],
      );
      await runner.query('DELETE FROM collection WHERE id = $1', [id]);
    },

    /** Adds an item; one already in the collection is left as it is. */
    async addItem(id: string, itemType: CollectionItemType, itemId: string): Promise<void> {
      await runner.query(
        `INSERT INTO collection_item (collection_id, item_type, item_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [id, itemType, itemId],
      );
    },

    async removeItem(id: string, itemId: string): Promise<void> {
      await runner.query('DELETE FROM collection_item WHERE collection_id = $1 AND item_id = $2', [
        id,
        itemId,
      ]);
    },

    /** What decides whether a site may be added: its parent project and primary assessment. */
    async siteFacts(
      siteId: string,
    ): Promise<{ parentProjectId: string | null; primaryAssessmentId: string | null } | undefined> {
      const { rows } = await runner.query<{
        parentProjectId: string | null;
        primaryAssessmentId: string | null;
      }>(
        `SELECT parent_project_id::text AS "parentProjectId",
                primary_assessment_id::text AS "primaryAssessmentId" FROM site WHERE id = $1`,
        [siteId],
      );
      return rows[0];
    },
  };
}

export type CollectionStatements = ReturnType<typeof statements>;

export function createCollectionRepository(database: Database) {
  return {
    ...statements(database),
    on: (runner: SqlRunner): CollectionStatements => statements(runner),
    inTransaction: <T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> =>
      database.transaction(work),
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
