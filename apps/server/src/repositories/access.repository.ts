import type { AccessLevel, AccessResourceType } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';

/**
 * Access grants and the resource tree they flow down (docs/sharing.md, decision 0025). A grant is
 * one user's level on one portfolio, project, collection, site or assessment; a resource is
 * reached by the grants on it and on its parents:
 *
 *   portfolio -> project -> site -> assessment, shapefile
 *   collection -> its sites, its projects (and their sites), the collections it holds
 *
 * The access policy (access/access-policy.ts) turns what this answers into a level.
 */

/** What a level is worth in SQL: none 0 ... full 3, the order of ACCESS_LEVELS. */
export const LEVEL_RANK_SQL = (column: string) =>
  `CASE ${column} WHEN 'full' THEN 3 WHEN 'basic' THEN 2 WHEN 'no-financials' THEN 1 ELSE 0 END`;

/** One resource whose grants reach the one asked about; `direct` for the resource itself. */
export interface ResourceAncestor {
  resourceType: AccessResourceType;
  resourceId: string;
  title: string;
  direct: boolean;
}

export interface GrantRow {
  userId: string;
  resourceType: AccessResourceType;
  resourceId: string;
  accessLevel: Exclude<AccessLevel, 'none'>;
}

/** What the policy needs to know about a resource beside its grants. */
export interface ResourceFacts {
  /** Users who hold full access as creators: of the resource, and of its site. */
  creators: string[];
  /** An assessment still visible to internal staff (decision 0007); false for anything else. */
  internalAssessment: boolean;
}

/** The resources the policy decides on: the shareable ones and those that follow a site. */
export type PolicyResourceType = AccessResourceType | 'shapefile';

/**
 * The ancestors of a site named by `siteIdSql` (an expression over $1), none of them direct: its
 * parent project, that project's portfolio, and the collections holding the site or the project.
 */
const siteAncestorsSql = (siteIdSql: string) => `
  SELECT 'project' AS "resourceType", p.id::text AS "resourceId", p.title, false AS direct
    FROM site s JOIN project p ON p.id = s.parent_project_id WHERE s.id = (${siteIdSql})
  UNION ALL
  SELECT 'portfolio', pf.id::text, pf.title, false
    FROM site s JOIN project p ON p.id = s.parent_project_id
    JOIN portfolio pf ON pf.id = p.parent_portfolio_id WHERE s.id = (${siteIdSql})
  UNION ALL
  SELECT 'collection', c.id::text, c.name, false
    FROM collection_item ci JOIN collection c ON c.id = ci.collection_id
    WHERE ci.item_type = 'site' AND ci.item_id = (${siteIdSql})
  UNION ALL
  SELECT 'collection', c.id::text, c.name, false
    FROM site s JOIN collection_item ci ON ci.item_type = 'project' AND ci.item_id = s.parent_project_id
    JOIN collection c ON c.id = ci.collection_id WHERE s.id = (${siteIdSql})`;

const SHAPEFILE_SITE = 'SELECT site_id FROM shapefile WHERE id = $1';
const ASSESSMENT_SITE =
  'SELECT f.site_id FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id WHERE a.id = $1';

/** The resource itself (direct), then its ancestors, by type; $1 is the resource's id. */
const ANCESTORS_SQL: Record<PolicyResourceType, string> = {
  portfolio: `SELECT 'portfolio' AS "resourceType", id::text AS "resourceId", title, true AS direct
              FROM portfolio WHERE id = $1`,
  project: `SELECT 'project' AS "resourceType", id::text AS "resourceId", title, true AS direct
            FROM project WHERE id = $1
            UNION ALL
            SELECT 'portfolio', pf.id::text, pf.title, false
            FROM project p JOIN portfolio pf ON pf.id = p.parent_portfolio_id WHERE p.id = $1
            UNION ALL
            SELECT 'collection', c.id::text, c.name, false
            FROM collection_item ci JOIN collection c ON c.id = ci.collection_id
            WHERE ci.item_type = 'project' AND ci.item_id = $1`,
  collection: `SELECT 'collection' AS "resourceType", id::text AS "resourceId", name AS title, true AS direct
               FROM collection WHERE id = $1
               UNION ALL
               SELECT 'collection', c.id::text, c.name, false
               FROM collection_item ci JOIN collection c ON c.id = ci.collection_id
               WHERE ci.item_type = 'collection' AND ci.item_id = $1`,
  site: `SELECT 'site' AS "resourceType", id::text AS "resourceId", title, true AS direct
         FROM site WHERE id = $1
         UNION ALL ${siteAncestorsSql('$1')}`,
  assessment: `SELECT 'assessment' AS "resourceType", a.id::text AS "resourceId",
                      coalesce(a.title, f.name) AS title, true AS direct
               FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id WHERE a.id = $1
               UNION ALL
               SELECT 'site', s.id::text, s.title, false FROM site s WHERE s.id = (${ASSESSMENT_SITE})
               UNION ALL ${siteAncestorsSql(ASSESSMENT_SITE)}`,
  shapefile: `SELECT 'site' AS "resourceType", s.id::text AS "resourceId", s.title, false AS direct
              FROM site s WHERE s.id = (${SHAPEFILE_SITE})
              UNION ALL ${siteAncestorsSql(SHAPEFILE_SITE)}`,
};

/** Who created the resource (and its site), and whether it exists at all (no row: undefined). */
const FACTS_SQL: Record<PolicyResourceType, string> = {
  portfolio: `SELECT ARRAY[created_by] AS creators, false AS "internalAssessment" FROM portfolio WHERE id = $1`,
  project: `SELECT ARRAY[created_by] AS creators, false AS "internalAssessment" FROM project WHERE id = $1`,
  collection: `SELECT array_remove(ARRAY[created_by, owner_user_id], NULL) AS creators,
                      false AS "internalAssessment" FROM collection WHERE id = $1`,
  site: `SELECT ARRAY[created_by] AS creators, false AS "internalAssessment" FROM site WHERE id = $1`,
  assessment: `SELECT array_remove(ARRAY[a.created_by, s.created_by], NULL) AS creators,
                      a.visibility = 'internal' AS "internalAssessment"
               FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id
               LEFT JOIN site s ON s.id = f.site_id WHERE a.id = $1`,
  shapefile: `SELECT array_remove(ARRAY[f.created_by, s.created_by], NULL) AS creators,
                     false AS "internalAssessment"
              FROM shapefile f LEFT JOIN site s ON s.id = f.site_id WHERE f.id = $1`,
};

/**
 * The sites a user reaches through grants, with the highest rank (1..3) per site: a subquery of
 * (site_id, rank) over `$${userParam}`. Creators are not in it (callers add `created_by = $n`).
 */
export const grantedSiteRanksSql = (userParam: number) => `
  SELECT site_id, max(rank) AS rank FROM (
    SELECT g.resource_id AS site_id, ${LEVEL_RANK_SQL('g.access_level')} AS rank
      FROM access_grant g WHERE g.user_id = $${userParam} AND g.resource_type = 'site'
    UNION ALL
    SELECT s.id, ${LEVEL_RANK_SQL('g.access_level')}
      FROM access_grant g JOIN site s ON s.parent_project_id = g.resource_id
      WHERE g.user_id = $${userParam} AND g.resource_type = 'project'
    UNION ALL
    SELECT s.id, ${LEVEL_RANK_SQL('g.access_level')}
      FROM access_grant g JOIN project p ON p.parent_portfolio_id = g.resource_id
      JOIN site s ON s.parent_project_id = p.id
      WHERE g.user_id = $${userParam} AND g.resource_type = 'portfolio'
    UNION ALL
    SELECT ci.item_id, ${LEVEL_RANK_SQL('g.access_level')}
      FROM access_grant g JOIN collection_item ci ON ci.collection_id = g.resource_id AND ci.item_type = 'site'
      WHERE g.user_id = $${userParam} AND g.resource_type = 'collection'
    UNION ALL
    SELECT s.id, ${LEVEL_RANK_SQL('g.access_level')}
      FROM access_grant g JOIN collection_item ci ON ci.collection_id = g.resource_id AND ci.item_type = 'project'
      JOIN site s ON s.parent_project_id = ci.item_id
      WHERE g.user_id = $${userParam} AND g.resource_type = 'collection'
  ) AS reached GROUP BY site_id`;

function statements(runner: SqlRunner) {
  return {
    /** The resource's facts, or undefined when it does not exist. */
    async facts(type: PolicyResourceType, id: string): Promise<ResourceFacts | undefined> {
      const { rows } = await runner.query<ResourceFacts>(FACTS_SQL[type], [id]);
      return rows[0];
    },

    /** The resource (direct) and every resource whose grants reach it. */
    async ancestors(type: PolicyResourceType, id: string): Promise<ResourceAncestor[]> {
      const { rows } = await runner.query<ResourceAncestor>(ANCESTORS_SQL[type], [id]);
      return rows;
    },

    /** The grants on these resources: one user's (`userId`), or everyone's (null). */
    async grantsOn(
      ancestors: readonly ResourceAncestor[],
      userId: string | null,
    ): Promise<GrantRow[]> {
      if (ancestors.length === 0) return [];
      const { rows } = await runner.query<GrantRow>(
        `SELECT g.user_id AS "userId", g.resource_type AS "resourceType",
                g.resource_id::text AS "resourceId", g.access_level AS "accessLevel"
         FROM access_grant g
         JOIN unnest($1::text[], $2::uuid[]) AS r(resource_type, resource_id)
           ON r.resource_type = g.resource_type AND r.resource_id = g.resource_id
         WHERE $3::text IS NULL OR g.user_id = $3`,
        [ancestors.map((a) => a.resourceType), ancestors.map((a) => a.resourceId), userId],
      );
      return rows;
    },

    /** A user's direct grants, with the resources' titles (the profile dialog). */
    async grantsOf(userId: string): Promise<(GrantRow & { resourceTitle: string })[]> {
      const { rows } = await runner.query<GrantRow & { resourceTitle: string }>(
        `SELECT g.user_id AS "userId", g.resource_type AS "resourceType",
                g.resource_id::text AS "resourceId", g.access_level AS "accessLevel",
                coalesce(pf.title, p.title, c.name, s.title, a.title, af.name, '') AS "resourceTitle"
         FROM access_grant g
         LEFT JOIN portfolio pf ON g.resource_type = 'portfolio' AND pf.id = g.resource_id
         LEFT JOIN project p ON g.resource_type = 'project' AND p.id = g.resource_id
         LEFT JOIN collection c ON g.resource_type = 'collection' AND c.id = g.resource_id
         LEFT JOIN site s ON g.resource_type = 'site' AND s.id = g.resource_id
         LEFT JOIN assessment a ON g.resource_type = 'assessment' AND a.id = g.resource_id
         LEFT JOIN shapefile af ON af.id = a.shapefile_id
         WHERE g.user_id = $1
         ORDER BY g.resource_type, 5`,
        [userId],
      );
      return rows;
    },

    /**
     * Every resource a user's grants reach, with the highest level there and its title: the
     * resources granted, a portfolio's projects and their sites, a project's sites, a
     * collection's items (and its projects' sites). Assessments under a site are not listed.
     */
    async reachedBy(userId: string): Promise<
      {
        resourceType: AccessResourceType;
        resourceId: string;
        accessLevel: Exclude<AccessLevel, 'none'>;
        resourceTitle: string;
      }[]
    > {
      const rank = LEVEL_RANK_SQL('g.access_level');
      const { rows } = await runner.query<{
        resourceType: AccessResourceType;
        resourceId: string;
        accessLevel: Exclude<AccessLevel, 'none'>;
        resourceTitle: string;
      }>(
        `WITH g AS (SELECT * FROM access_grant WHERE user_id = $1),
         reached AS (
           SELECT g.resource_type AS type, g.resource_id AS id, ${rank} AS rank FROM g
           UNION ALL
           SELECT 'project', p.id, ${rank} FROM g JOIN project p
             ON g.resource_type = 'portfolio' AND p.parent_portfolio_id = g.resource_id
           UNION ALL
           SELECT 'site', s.id, ${rank} FROM g JOIN project p
             ON g.resource_type = 'portfolio' AND p.parent_portfolio_id = g.resource_id
             JOIN site s ON s.parent_project_id = p.id
           UNION ALL
           SELECT 'site', s.id, ${rank} FROM g JOIN site s
             ON g.resource_type = 'project' AND s.parent_project_id = g.resource_id
           UNION ALL
           SELECT ci.item_type, ci.item_id, ${rank} FROM g JOIN collection_item ci
             ON g.resource_type = 'collection' AND ci.collection_id = g.resource_id
           UNION ALL
           SELECT 'site', s.id, ${rank} FROM g JOIN collection_item ci
             ON g.resource_type = 'collection' AND ci.collection_id = g.resource_id
             AND ci.item_type = 'project'
             JOIN site s ON s.parent_project_id = ci.item_id
         ),
         best AS (SELECT type, id, max(rank) AS rank FROM reached GROUP BY type, id)
         SELECT b.type AS "resourceType", b.id::text AS "resourceId",
                CASE b.rank WHEN 3 THEN 'full' WHEN 2 THEN 'basic' ELSE 'no-financials' END
                  AS "accessLevel",
                coalesce(pf.title, p.title, c.name, s.title, a.title, af.name, '') AS "resourceTitle"
         FROM best b
         LEFT JOIN portfolio pf ON b.type = 'portfolio' AND pf.id = b.id
         LEFT JOIN project p ON b.type = 'project' AND p.id = b.id
         LEFT JOIN collection c ON b.type = 'collection' AND c.id = b.id
         LEFT JOIN site s ON b.type = 'site' AND s.id = b.id
         LEFT JOIN assessment a ON b.type = 'assessment' AND a.id = b.id
         LEFT JOIN shapefile af ON af.id = a.shapefile_id
         ORDER BY 1, 4, 2`,
        [userId],
      );
      return rows;
    },

    /** An analysis' shapefile and the assessments that had it (undefined: no analysis). */
    async analysisParts(
      analysisId: string,
    ): Promise<{ shapefileId: string; assessmentIds: string[] } | undefined> {
      const { rows } = await runner.query<{ shapefileId: string; assessmentIds: string[] }>(
        // Every assessment that had the analysis, not only those whose current one it is: the
        // assessment page shows a tool's latest successful run, which may be an older analysis's.
        `SELECT an.shapefile_id::text AS "shapefileId",
                coalesce(array_agg(h.assessment_id::text) FILTER (WHERE h.assessment_id IS NOT NULL), '{}')
                  AS "assessmentIds"
         FROM analysis an LEFT JOIN assessment_analysis h ON h.analysis_id = an.id
         WHERE an.id = $1 GROUP BY an.shapefile_id`,
        [analysisId],
      );
      return rows[0];
    },

    /** The shapefile a mask set was made for (undefined: no such set). */
    async maskSetShapefile(maskId: string): Promise<string | undefined> {
      const { rows } = await runner.query<{ shapefileId: string }>(
        'SELECT shapefile_id::text AS "shapefileId" FROM mask_set WHERE id = $1',
        [maskId],
      );
      return rows[0]?.shapefileId;
    },

    /** Sets a user's direct grant on a resource (`none` deletes it). */
    async setGrant(input: {
      userId: string;
      resourceType: AccessResourceType;
      resourceId: string;
      accessLevel: AccessLevel;
      grantedBy: string;
    }): Promise<void> {
      if (input.accessLevel === 'none') {
        await runner.query(
          'DELETE FROM access_grant WHERE user_id = $1 AND resource_type = $2 AND resource_id = $3',
          [input.userId, input.resourceType, input.resourceId],
        );
        return;
      }
      await runner.query(
        `INSERT INTO access_grant (user_id, resource_type, resource_id, access_level, granted_by)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, resource_type, resource_id)
         DO UPDATE SET access_level = EXCLUDED.access_level, granted_by = EXCLUDED.granted_by,
                       granted_at = now()`,
        [input.userId, input.resourceType, input.resourceId, input.accessLevel, input.grantedBy],
      );
    },

    /** Every grant on a resource goes with it (the services call this when they delete one). */
    async deleteGrantsOn(resourceType: AccessResourceType, resourceId: string): Promise<void> {
      await runner.query('DELETE FROM access_grant WHERE resource_type = $1 AND resource_id = $2', [
        resourceType,
        resourceId,
      ]);
    },

    /** A deleted (anonymised) user keeps no access (decision 0023). */
    async deleteGrantsOf(userId: string): Promise<void> {
      await runner.query('DELETE FROM access_grant WHERE user_id = $1', [userId]);
    },

    /**
     * Marks as shared every assessment a grant on this resource reaches (decision 0007: a new
     * assessment is internal until it is shared).
     */
    async markAssessmentsShared(
      resourceType: AccessResourceType,
      resourceId: string,
    ): Promise<void> {
      await runner.query(
        `UPDATE assessment a SET visibility = 'shared'
         FROM shapefile f
         WHERE f.id = a.shapefile_id AND a.visibility = 'internal' AND (
           ($1 = 'assessment' AND a.id = $2::uuid)
           OR ($1 = 'site' AND f.site_id = $2::uuid)
           OR ($1 = 'project' AND f.site_id IN (SELECT id FROM site WHERE parent_project_id = $2::uuid))
           OR ($1 = 'portfolio' AND f.site_id IN (
                 SELECT s.id FROM site s JOIN project p ON p.id = s.parent_project_id
                 WHERE p.parent_portfolio_id = $2::uuid))
           OR ($1 = 'collection' AND (
                 f.site_id IN (SELECT item_id FROM collection_item
                               WHERE collection_id = $2::uuid AND item_type = 'site')
                 OR f.site_id IN (SELECT s.id FROM site s JOIN collection_item ci
                                  ON ci.item_type = 'project' AND ci.item_id = s.parent_project_id
                                  WHERE ci.collection_id = $2::uuid))))`,
        [resourceType, resourceId],
      );
    },
  };
}

export type AccessStatements = ReturnType<typeof statements>;

export function createAccessRepository(database: Database) {
  return {
    ...statements(database),
    /** The same statements over a transaction someone else opened. */
    on: (runner: SqlRunner): AccessStatements => statements(runner),
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
