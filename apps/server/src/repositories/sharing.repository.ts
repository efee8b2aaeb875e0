import type { AccessResourceType, ResourceVisibility } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';
import { grantedSiteRanksSql } from './access.repository.js';

/** A user the Sharing panel lists or offers: never a deleted (anonymised) one. */
export interface SharingUserRow {
  id: string;
  name: string;
  email: string;
}

/** What sharing needs to know about a resource beside its grants. */
export interface ShareableResource {
  title: string;
  /** A portfolio's or project's visibility; null for the other types. */
  visibility: ResourceVisibility | null;
  /** A collection's owner (a private collection); null for the other types. */
  ownerUserId: string | null;
}

export interface PublishState {
  publishedAt: Date | null;
  invalidatedAt: Date | null;
}

const RESOURCE_SQL: Record<AccessResourceType, string> = {
  portfolio: 'SELECT title, visibility, NULL AS "ownerUserId" FROM portfolio WHERE id = $1',
  project: 'SELECT title, visibility, NULL AS "ownerUserId" FROM project WHERE id = $1',
  collection:
    'SELECT name AS title, NULL AS visibility, owner_user_id AS "ownerUserId" FROM collection WHERE id = $1',
  site: 'SELECT title, NULL AS visibility, NULL AS "ownerUserId" FROM site WHERE id = $1',
  assessment: `SELECT coalesce(a.title, f.name) AS title, NULL AS visibility, NULL AS "ownerUserId"
               FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id WHERE a.id = $1`,
};

/** Resource ids are uuids; anything else names nothing (and would fail the cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The portfolios, projects and collections a user reaches (creators, owners, grants on them or on
 * a parent): `$1` is the user; `$2` true lists everything (READ_EVERYTHING).
 */
const READABLE_PORTFOLIOS = `
  SELECT pf.id FROM portfolio pf WHERE $2::boolean OR pf.created_by = $1
    OR EXISTS (SELECT 1 FROM access_grant g WHERE g.user_id = $1
               AND g.resource_type = 'portfolio' AND g.resource_id = pf.id)`;
const READABLE_COLLECTIONS = `
  SELECT c.id FROM collection c WHERE $2::boolean OR c.created_by = $1 OR c.owner_user_id = $1
    OR EXISTS (SELECT 1 FROM access_grant g WHERE g.user_id = $1 AND g.resource_type = 'collection'
               AND (g.resource_id = c.id OR g.resource_id IN (
                 SELECT ci.collection_id FROM collection_item ci
                 WHERE ci.item_type = 'collection' AND ci.item_id = c.id)))`;
const READABLE_PROJECTS = `
  SELECT p.id FROM project p WHERE $2::boolean OR p.created_by = $1
    OR EXISTS (SELECT 1 FROM access_grant g WHERE g.user_id = $1 AND (
         (g.resource_type = 'project' AND g.resource_id = p.id)
      OR (g.resource_type = 'portfolio' AND g.resource_id = p.parent_portfolio_id)
      OR (g.resource_type = 'collection' AND g.resource_id IN (
            SELECT ci.collection_id FROM collection_item ci
            WHERE ci.item_type = 'project' AND ci.item_id = p.id))))`;
const READABLE_SITES = `
  SELECT s.id FROM site s WHERE $2::boolean OR s.created_by = $1
    OR s.id IN (SELECT site_id FROM (${grantedSiteRanksSql(1)}) AS granted)`;

/** Sharing's own reads: users to list or add, resources' titles and shareability, pickers. */
function statements(runner: SqlRunner) {
  return {
    /** A user who is not deleted, or undefined. */
    async activeUser(id: string): Promise<SharingUserRow | undefined> {
      const { rows } = await runner.query<SharingUserRow>(
        'SELECT id, name, email FROM "user" WHERE id = $1 AND deleted_at IS NULL',
        [id],
      );
      return rows[0];
    },

    /** Users who are not deleted, among `ids`. */
    async activeUsers(ids: readonly string[]): Promise<SharingUserRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await runner.query<SharingUserRow>(
        `SELECT id, name, email FROM "user" WHERE id = ANY($1::text[]) AND deleted_at IS NULL
         ORDER BY lower(name), lower(email), id`,
        [ids],
      );
      return rows;
    },

    /** Users whose name or email contains `search`, not deleted, by name. */
    async searchUsers(search: string, limit: number): Promise<SharingUserRow[]> {
      const { rows } = await runner.query<SharingUserRow>(
        `SELECT id, name, email FROM "user"
         WHERE deleted_at IS NULL AND (name ILIKE $1 OR email ILIKE $1)
         ORDER BY lower(name), lower(email), id LIMIT $2`,
        [containsPattern(search), limit],
      );
      return rows;
    },

    /** A shareable resource's title and what decides whether it may be shared; undefined: none. */
    async resource(type: AccessResourceType, id: string): Promise<ShareableResource | undefined> {
      if (!UUID.test(id)) return undefined;
      const { rows } = await runner.query<ShareableResource>(RESOURCE_SQL[type], [id]);
      return rows[0];
    },

    /** The collections that hold an item directly, by name. */
    async collectionsHolding(
      type: AccessResourceType,
      id: string,
    ): Promise<{ collectionId: string; collectionName: string }[]> {
      const { rows } = await runner.query<{ collectionId: string; collectionName: string }>(
        `SELECT c.id::text AS "collectionId", c.name AS "collectionName"
         FROM collection_item ci JOIN collection c ON c.id = ci.collection_id
         WHERE ci.item_type = $1 AND ci.item_id = $2::uuid
         ORDER BY lower(c.name), c.id`,
        [type, id],
      );
      return rows;
    },

    /** Marks a portfolio or project as needing a re-publish; its state after (undefined: none). */
    async invalidate(type: 'portfolio' | 'project', id: string): Promise<PublishState | undefined> {
      const { rows } = await runner.query<PublishState>(
        `UPDATE ${type} SET invalidated_at = now() WHERE id = $1
         RETURNING published_at AS "publishedAt", invalidated_at AS "invalidatedAt"`,
        [id],
      );
      return rows[0];
    },

    /** Publishes a portfolio or project (published now, no longer invalidated); its state after. */
    async publish(type: 'portfolio' | 'project', id: string): Promise<PublishState | undefined> {
      const { rows } = await runner.query<PublishState>(
        `UPDATE ${type} SET published_at = now(), invalidated_at = NULL WHERE id = $1
         RETURNING published_at AS "publishedAt", invalidated_at AS "invalidatedAt"`,
        [id],
      );
      return rows[0];
    },

    /** GET /api/resource: what a user can read, each list by title, at most `limit` each. */
    async readable(userId: string, everything: boolean, limit: number) {
      const values = [userId, everything, limit];
      const portfolios = await runner.query<{ portfolioId: string; title: string }>(
        `SELECT id::text AS "portfolioId", title FROM portfolio
         WHERE id IN (${READABLE_PORTFOLIOS}) ORDER BY lower(title), id LIMIT $3`,
        values,
      );
      const projects = await runner.query<{
        projectId: string;
        title: string;
        slug: string;
        parentPortfolioId: string | null;
      }>(
        `SELECT id::text AS "projectId", title, slug, parent_portfolio_id::text AS "parentPortfolioId"
         FROM project WHERE id IN (${READABLE_PROJECTS}) ORDER BY lower(title), id LIMIT $3`,
        values,
      );
      const collections = await runner.query<{ collectionId: string; collectionName: string }>(
        `SELECT id::text AS "collectionId", name AS "collectionName" FROM collection
         WHERE id IN (${READABLE_COLLECTIONS}) ORDER BY lower(name), id LIMIT $3`,
        values,
      );
      const sites = await runner.query<{
        siteId: string;
        title: string;
        primaryAssessmentId: string | null;
        parentProjectId: string | null;
      }>(
        `SELECT id::text AS "siteId", title, primary_assessment_id::text AS "primaryAssessmentId",
                parent_project_id::text AS "parentProjectId"
         FROM site WHERE id IN (${READABLE_SITES}) ORDER BY lower(title), title, id LIMIT $3`,
        values,
      );
      return {
        portfolios: portfolios.rows,
        projects: projects.rows,
        collections: collections.rows,
        sites: sites.rows,
      };
    },
  };
}

export type SharingStatements = ReturnType<typeof statements>;

export function createSharingRepository(database: Database) {
  return {
    ...statements(database),
    on: (runner: SqlRunner): SharingStatements => statements(runner),
    /** One transaction for a sharing write: the access repository joins it through `on`. */
    inTransaction: <T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> =>
      database.transaction(work),
  };
}

export type SharingRepository = ReturnType<typeof createSharingRepository>;
