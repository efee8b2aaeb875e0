import type { SiteListItem, SiteType } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';

export interface SiteRecord {
  id: string;
  title: string;
  siteType: SiteType;
  createdBy: string;
  createdAt: Date;
}

/** A shapefile as the workflow reads it: whose it is and which site it belongs to. */
export interface SiteShapefileRecord {
  id: string;
  siteId: string | null;
  createdBy: string;
}

export interface WorkflowAnswerRecord {
  siteId: string | null;
  shapefileId: string;
  assessmentId: string;
  analysisId: string;
}

/** Postgres' unique_violation: a concurrent transaction stored the same key first. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Statements of the assessment workflow over one transaction (docs/workflow.md): sites, the
 * shapefiles created under them, assessments and the log of answered submissions. Everything the
 * workflow writes goes through here so one transaction holds all of it.
 */
function statements(runner: SqlRunner) {
  return {
    async findSite(id: string): Promise<SiteRecord | undefined> {
      const { rows } = await runner.query<SiteRecord>(
        `SELECT id, title, site_type AS "siteType", created_by AS "createdBy",
                created_at AS "createdAt"
         FROM site WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    async insertSite(input: { title: string; siteType: SiteType; createdBy: string }) {
      const { rows } = await runner.query<{ id: string }>(
        'INSERT INTO site (title, site_type, created_by) VALUES ($1, $2, $3) RETURNING id',
        [input.title, input.siteType, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('site insert returned no id');
      return id;
    },

    async findShapefile(id: string): Promise<SiteShapefileRecord | undefined> {
      const { rows } = await runner.query<SiteShapefileRecord>(
        'SELECT id, site_id AS "siteId", created_by AS "createdBy" FROM shapefile WHERE id = $1',
        [id],
      );
      return rows[0];
    },

    async shapefileNameTaken(siteId: string, name: string): Promise<boolean> {
      const { rows } = await runner.query(
        'SELECT 1 FROM shapefile WHERE site_id = $1 AND lower(name) = lower($2)',
        [siteId, name],
      );
      return rows.length > 0;
    },

    /**
     * Stores the shape as PostGIS measures it (the union of the features, made valid) with the
     * area the app computed, so every screen shows the same hectares.
     */
    async insertShapefile(input: {
      siteId: string;
      name: string;
      /** The shape as stored, JSON text (prepared on a pool thread, not stringified here). */
      geojsonText: string;
      totalAreaHa: number;
      createdBy: string;
    }): Promise<string> {
      const { rows } = await runner.query<{ id: string }>(
        `WITH shape AS (
           SELECT ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_Union(ARRAY(
             SELECT ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(feature->>'geometry'), 4326))
             FROM jsonb_array_elements($3::jsonb->'features') AS feature
           ))), 3)) AS geometry
         )
         INSERT INTO shapefile (site_id, name, geojson, geometry, total_area_ha, created_by)
         SELECT $1, $2, $3::jsonb, geometry, $4, $5 FROM shape
         RETURNING id`,
        [input.siteId, input.name, input.geojsonText, input.totalAreaHa, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('shapefile insert returned no id');
      return id;
    },

    async insertAssessment(input: {
      shapefileId: string;
      restorationActivity: string | null;
      analysisId: string;
      createdBy: string;
    }): Promise<string> {
      const { rows } = await runner.query<{ id: string }>(
        `INSERT INTO assessment (shapefile_id, restoration_activity, analysis_id, created_by)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [input.shapefileId, input.restorationActivity, input.analysisId, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('assessment insert returned no id');
      return id;
    },

    /** The assessment locked for the rest of the transaction, so two updates do not interleave. */
    async lockAssessment(id: string) {
      const { rows } = await runner.query<{ id: string; shapefileId: string; createdBy: string }>(
        `SELECT id, shapefile_id AS "shapefileId", created_by AS "createdBy"
         FROM assessment WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0];
    },

    async setAssessmentAnalysis(
      id: string,
      analysisId: string,
      restorationActivity: string | null,
    ): Promise<void> {
      await runner.query(
        'UPDATE assessment SET analysis_id = $2, restoration_activity = $3 WHERE id = $1',
        [id, analysisId, restorationActivity],
      );
    },

    /**
     * Serialises submissions with the same id until the transaction ends; the primary key of
     * workflow_request is the guarantee, this only spares the loser its wasted work.
     */
    async lockRequest(createdBy: string, requestId: string): Promise<void> {
      await runner.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `workflow:${createdBy}:${requestId}`,
      ]);
    },

    async findRequest(createdBy: string, requestId: string) {
      const { rows } = await runner.query<{ workflowName: string; answer: WorkflowAnswerRecord }>(
        `SELECT workflow_name AS "workflowName", answer FROM workflow_request
         WHERE created_by = $1 AND request_id = $2`,
        [createdBy, requestId],
      );
      return rows[0];
    },

    async insertRequest(input: {
      createdBy: string;
      requestId: string;
      workflowName: string;
      answer: WorkflowAnswerRecord;
    }): Promise<void> {
      await runner.query(
        `INSERT INTO workflow_request (created_by, request_id, workflow_name, answer)
         VALUES ($1, $2, $3, $4::jsonb)`,
        [input.createdBy, input.requestId, input.workflowName, JSON.stringify(input.answer)],
      );
    },
  };
}

export type SiteStatements = ReturnType<typeof statements>;

/**
 * Sites by title, case-insensitive (then by id, so equal titles keep one order), with how many
 * shapefiles and assessments each holds. `createdBy` null lists every site.
 */
async function listSites(database: Database, createdBy: string | null): Promise<SiteListItem[]> {
  const { rows } = await database.query<SiteListItem>(
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
}

/** Sites, and the assessment workflow's writes in one transaction (see `statements`). */
export function createSiteRepository(database: Database) {
  return {
    ...statements(database),
    list: (createdBy: string | null) => listSites(database, createdBy),
    on: (runner: SqlRunner) => statements(runner),
    inTransaction: <T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> =>
      database.transaction(work),
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
