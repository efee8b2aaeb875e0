import type { SiteListItem, SiteType } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';

export interface SiteRecord {
  id: string;
  title: string;
  siteType: SiteType;
  createdBy: string;
  createdAt: Date;
}

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
     * shapefiles and assessments each holds. `createdBy` null lists every site.
     */
    async list(createdBy: string | null): Promise<SiteListItem[]> {
      const { rows } = await runner.query<SiteListItem>(
        `SELECT s.id AS "siteId", s.title, s.site_type AS "siteType",
                (SELECT count(*)::int FROM assessment a JOIN shapefile f ON f.id = a.shapefile_id
                 WHERE f.site_id = s.id) AS "assessmentCount",
                (SELECT count(*)::int FROM shapefile f WHERE f.site_id = s.id) AS "shapefileCount"
         FROM site s
         WHERE $1::text IS NULL OR s.created_by = $1
         ORDER BY lower(s.title), s.title, s.id`,
        [createdBy],
      );
      return rows;
    },
  };
}

export type SiteStatements = ReturnType<typeof statements>;

export function createSiteRepository(database: Database) {
  return {
    ...statements(database),
    /** The same statements over a transaction someone else opened (the workflow's). */
    on: (runner: SqlRunner): SiteStatements => statements(runner),
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
