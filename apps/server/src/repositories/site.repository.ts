import type { SiteFinancials, SiteListItem, SiteType } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';
import { grantedSiteRanksSql } from './access.repository.js';

export interface SiteRecord {
  id: string;
  title: string;
  siteType: SiteType;
  createdBy: string;
  createdAt: Date;
}

/** A site as Site Settings reads it (docs/sharing.md). */
export interface SiteDetailRecord {
  id: string;
  title: string;
  anonymisedTitle: string | null;
  siteType: SiteType;
  createdBy: string;
  creatorName: string;
  primaryAssessmentId: string | null;
  createdAt: Date;
  parentProject: { projectId: string; title: string; pipelineClass: SiteType | null } | null;
  financials: Partial<SiteFinancials>;
}

export interface SitesPageRow extends SiteListItem {
  primaryAssessmentId: string | null;
  parentProjectId: string | null;
  parentProjectTitle: string | null;
  /** The viewer's level as a rank (access.repository LEVEL_RANK_SQL). */
  rank: number;
  createdAt: Date;
}

export interface SiteAssessmentRow {
  assessmentId: string;
  stage: 's1' | 's2' | 's3' | 's4';
  title: string;
  restorationActivity: string | null;
  createdAt: Date;
  creatorUserId: string;
  creatorName: string;
  shapefileName: string;
  analysisId: string | null;
}

/** What PATCH /api/site/{id} writes; absent fields stay. */
export interface SiteChanges {
  title?: string;
  anonymisedTitle?: string | null;
  siteType?: SiteType;
  parentProjectId?: string | null;
  createdBy?: string;
  primaryAssessmentId?: string | null;
  financials?: SiteFinancials;
}

const COUNTS = `
  (SELECT count(*)::int FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id
   WHERE f.site_id = s.id) AS "assessmentCount",
  (SELECT count(*)::int FROM shapefile f WHERE f.site_id = s.id) AS "shapefileCount"`;

/** Sites: the places owners manage (docs/workflow.md, decision 0006). */
function statements(runner: SqlRunner) {
  return {
    async find(id: string): Promise<SiteRecord | undefined> {
      const { rows } = await runner.query<SiteRecord>(
        `SELECT id, title, site_type AS "siteType", created_by AS "createdBy",
                created_at AS "createdAt"
         FROM site WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    async create(input: { title: string; siteType: SiteType; createdBy: string }) {
      const { rows } = await runner.query<{ id: string }>(
        'INSERT INTO site (title, site_type, created_by) VALUES ($1, $2, $3) RETURNING id',
        [input.title, input.siteType, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('site insert returned no id');
      return id;
    },

    /**
     * Sites by title, case-insensitive (then by id, so equal titles keep one order), with how many
     * shapefiles and assessments each holds: those `userId` holds full access to (created, or a
     * full grant on the site or above it); `everything` lists every site.
     */
    async list(userId: string, everything: boolean): Promise<SiteListItem[]> {
      const { rows } = await runner.query<SiteListItem>(
        `SELECT s.id AS "siteId", s.title, s.site_type AS "siteType", ${COUNTS}
         FROM site s LEFT JOIN (${grantedSiteRanksSql(1)}) AS g ON g.site_id = s.id
         WHERE $2::boolean OR s.created_by = $1 OR g.rank = 3
         ORDER BY lower(s.title), s.title, s.id`,
        [userId, everything],
      );
      return rows;
    },

    /** The Sites page: every site `userId` reads (any level), by title, with their level. */
    async readable(userId: string, everything: boolean): Promise<SitesPageRow[]> {
      const { rows } = await runner.query<SitesPageRow>(
        `SELECT s.id AS "siteId", s.title, s.site_type AS "siteType", ${COUNTS},
                s.primary_assessment_id::text AS "primaryAssessmentId",
                p.id::text AS "parentProjectId", p.title AS "parentProjectTitle",
                CASE WHEN $2::boolean OR s.created_by = $1 THEN 3 ELSE g.rank END::int AS rank,
                s.created_at AS "createdAt"
         FROM site s LEFT JOIN (${grantedSiteRanksSql(1)}) AS g ON g.site_id = s.id
         LEFT JOIN project p ON p.id = s.parent_project_id
         WHERE $2::boolean OR s.created_by = $1 OR g.rank > 0
         ORDER BY lower(s.title), s.title, s.id`,
        [userId, everything],
      );
      return rows;
    },

    /** One site with its creator's name and parent project; undefined when it does not exist. */
    async detail(id: string): Promise<SiteDetailRecord | undefined> {
      const { rows } = await runner.query<
        Omit<SiteDetailRecord, 'parentProject'> & {
          projectId: string | null;
          projectTitle: string | null;
          pipelineClass: SiteType | null;
        }
      >(
        `SELECT s.id::text, s.title, s.anonymised_title AS "anonymisedTitle",
                s.site_type AS "siteType", s.created_by AS "createdBy", u.name AS "creatorName",
                s.primary_assessment_id::text AS "primaryAssessmentId", s.created_at AS "createdAt",
                p.id::text AS "projectId", p.title AS "projectTitle",
                p.pipeline_class AS "pipelineClass", s.financials
         FROM site s JOIN "user" u ON u.id = s.created_by
         LEFT JOIN project p ON p.id = s.parent_project_id WHERE s.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { projectId, projectTitle, pipelineClass, ...site } = row;
      return {
        ...site,
        parentProject:
          projectId && projectTitle !== null
            ? { projectId, title: projectTitle, pipelineClass }
            : null,
      };
    },

    /** A site's anonymised title (reserved sites), or undefined when it has none or no site. */
    async anonymisedTitle(id: string): Promise<string | undefined> {
      const { rows } = await runner.query<{ anonymisedTitle: string | null }>(
        'SELECT anonymised_title AS "anonymisedTitle" FROM site WHERE id = $1',
        [id],
      );
      return rows[0]?.anonymisedTitle ?? undefined;
    },

    /** A site's shapefiles, newest first. */
    async shapefilesOf(siteId: string) {
      const { rows } = await runner.query<{
        shapefileId: string;
        shapefileName: string;
        createdAt: Date;
        totalAreaHa: number;
      }>(
        `SELECT id::text AS "shapefileId", name AS "shapefileName", created_at AS "createdAt",
                total_area_ha AS "totalAreaHa"
         FROM shapefile WHERE site_id = $1 ORDER BY created_at DESC, id`,
        [siteId],
      );
      return rows;
    },

    /** A site's assessments (through its shapefiles), newest first. */
    async assessmentsOf(siteId: string): Promise<SiteAssessmentRow[]> {
      const { rows } = await runner.query<SiteAssessmentRow>(
        `SELECT a.id::text AS "assessmentId", a.stage, coalesce(a.title, f.name) AS title,
                a.restoration_activity AS "restorationActivity", a.created_at AS "createdAt",
                a.created_by AS "creatorUserId", u.name AS "creatorName",
                f.name AS "shapefileName", a.analysis_id::text AS "analysisId"
         FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id
         JOIN "user" u ON u.id = a.created_by
         WHERE f.site_id = $1 ORDER BY a.created_at DESC, a.id`,
        [siteId],
      );
      return rows;
    },

    /** Whether an assessment belongs to the site (through its shapefile). */
    async holdsAssessment(siteId: string, assessmentId: string): Promise<boolean> {
      const { rows } = await runner.query(
        `SELECT 1 FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id
         WHERE a.id = $1 AND f.site_id = $2`,
        [assessmentId, siteId],
      );
      return rows.length > 0;
    },

    /** A project's pipeline class (undefined: no such project; null: none set). */
    async projectPipelineClass(projectId: string): Promise<SiteType | null | undefined> {
      const { rows } = await runner.query<{ pipelineClass: SiteType | null }>(
        'SELECT pipeline_class AS "pipelineClass" FROM project WHERE id = $1',
        [projectId],
      );
      return rows[0] ? rows[0].pipelineClass : undefined;
    },

    /** Writes the given fields of a site. */
    async update(id: string, changes: SiteChanges): Promise<void> {
      const columns: Record<keyof SiteChanges, string> = {
        title: 'title',
        anonymisedTitle: 'anonymised_title',
        siteType: 'site_type',
        parentProjectId: 'parent_project_id',
        createdBy: 'created_by',
        primaryAssessmentId: 'primary_assessment_id',
        financials: 'financials',
      };
      const sets: string[] = [];
      const values: unknown[] = [id];
      for (const [key, column] of Object.entries(columns) as [keyof SiteChanges, string][]) {
        const value = changes[key];
        if (value === undefined) continue;
        values.push(key === 'financials' ? JSON.stringify(value) : value);
        sets.push(`${column} = $${values.length}${key === 'financials' ? '::jsonb' : ''}`);
      }
      if (sets.length === 0) return;
      await runner.query(`UPDATE site SET ${sets.join(', ')} WHERE id = $1`, values);
    },

    /** Marks projects as needing a re-publish. */
    async invalidateProjects(projectIds: readonly string[]): Promise<void> {
      if (projectIds.length === 0) return;
      await runner.query('UPDATE project SET invalidated_at = now() WHERE id = ANY($1::uuid[])', [
        projectIds,
      ]);
    },

    /** A project's sites take its pipeline class. */
    async applyPipelineClass(projectId: string, siteType: SiteType): Promise<void> {
      await runner.query('UPDATE site SET site_type = $2 WHERE parent_project_id = $1', [
        projectId,
        siteType,
      ]);
    },

    /** The names of a site's shapefiles, lower case (their unique index ignores case). */
    async shapefileNames(siteId: string): Promise<string[]> {
      const { rows } = await runner.query<{ name: string }>(
        'SELECT lower(name) AS name FROM shapefile WHERE site_id = $1',
        [siteId],
      );
      return rows.map((row) => row.name);
    },

    /** A site's shapefiles with their names and how many assessments each holds. */
    async shapefilesToMove(siteId: string) {
      const { rows } = await runner.query<{ id: string; name: string; assessments: number }>(
        `SELECT f.id::text, f.name,
                (SELECT count(*)::int FROM assessment a WHERE a.shapefile_id = f.id) AS assessments
         FROM shapefile f WHERE f.site_id = $1 ORDER BY f.created_at, f.id`,
        [siteId],
      );
      return rows;
    },

    /** Moves a shapefile (and so its assessments) to another site under `name`. */
    async moveShapefile(shapefileId: string, siteId: string, name: string): Promise<void> {
      await runner.query('UPDATE shapefile SET site_id = $2, name = $3 WHERE id = $1', [
        shapefileId,
        siteId,
        name,
      ]);
    },

    /** Deletes a site row and the collection items pointing at it (grants: access.repository). */
    async delete(siteId: string): Promise<void> {
      await runner.query("DELETE FROM collection_item WHERE item_type = 'site' AND item_id = $1", [
        siteId,
      ]);
      await runner.query('DELETE FROM site WHERE id = $1', [siteId]);
    },

    /** Whether a user exists and is not deleted. */
    async activeUserExists(userId: string): Promise<boolean> {
      const { rows } = await runner.query(
        'SELECT 1 FROM "user" WHERE id = $1 AND deleted_at IS NULL',
        [userId],
      );
      return rows.length > 0;
    },
  };
}

export type SiteStatements = ReturnType<typeof statements>;

export function createSiteRepository(database: Database) {
  return {
    ...statements(database),
    /** The same statements over a transaction someone else opened (the workflow's). */
    on: (runner: SqlRunner): SiteStatements => statements(runner),
    /** One transaction for Site Settings' writes (the access repository joins it with `on`). */
    inTransaction: <T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> =>
      database.transaction(work),
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
