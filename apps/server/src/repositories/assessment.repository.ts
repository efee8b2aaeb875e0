import type { AssessmentStage, SiteFinancials } from '@ecotone/contracts';
import type { Database, SqlRunner } from '../db/database.js';
import type { AssessmentVisibility } from '../domain/assessment-visibility.js';

export interface AssessmentRecord {
  id: string;
  shapefileId: string;
  restorationActivity: string | null;
  analysisId: string | null;
  createdBy: string;
  createdAt: Date;
  /** Who besides its creator may read it (docs/decisions/0007-new-assessment-visibility.md). */
  visibility: AssessmentVisibility;
}

/** What the assessment page says of the assessment itself (docs/assessment-report.md). */
export interface AssessmentFacts {
  id: string;
  /** Its own title; null: it goes by its shapefile's name. */
  title: string | null;
  stage: AssessmentStage;
  restorationActivity: string | null;
  analysisId: string | null;
  createdAt: Date;
  createdBy: string;
  creatorName: string;
  shapefileId: string;
  shapefileName: string;
  totalAreaHa: number;
  /** Null for a shapefile stored before sites existed. */
  site: { siteId: string; title: string; financials: Partial<SiteFinancials> } | null;
}

const COLUMNS = `id, shapefile_id AS "shapefileId", restoration_activity AS "restorationActivity",
  analysis_id AS "analysisId", created_by AS "createdBy", created_at AS "createdAt", visibility`;

/** Assessments: a shapefile, the analysis run on it and the activity it assesses. */
function statements(runner: SqlRunner) {
  return {
    /**
     * A new assessment; with an analysis, that analysis joins its history (assessment_analysis)
     * in the same statement, so neither is stored without the other.
     */
    async create(input: {
      shapefileId: string;
      restorationActivity: string | null;
      analysisId: string | null;
      createdBy: string;
    }): Promise<string> {
      const { rows } = await runner.query<{ id: string }>(
        `WITH created AS (
           INSERT INTO assessment (shapefile_id, restoration_activity, analysis_id, created_by)
           VALUES ($1, $2, $3, $4) RETURNING id, analysis_id
         ), history AS (
           INSERT INTO assessment_analysis (assessment_id, analysis_id)
           SELECT id, analysis_id FROM created WHERE analysis_id IS NOT NULL
         )
         SELECT id FROM created`,
        [input.shapefileId, input.restorationActivity, input.analysisId, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('assessment insert returned no id');
      return id;
    },

    async find(id: string): Promise<AssessmentRecord | undefined> {
      const { rows } = await runner.query<AssessmentRecord>(
        `SELECT ${COLUMNS} FROM assessment WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    async facts(id: string): Promise<AssessmentFacts | undefined> {
      const { rows } = await runner.query<
        Omit<AssessmentFacts, 'site'> & {
          siteId: string | null;
          siteTitle: string | null;
          financials: Partial<SiteFinancials> | null;
        }
      >(
        `SELECT a.id, a.title, a.stage, a.restoration_activity AS "restorationActivity",
                a.analysis_id AS "analysisId", a.created_at AS "createdAt",
                a.created_by AS "createdBy", u.name AS "creatorName",
                s.id AS "shapefileId", s.name AS "shapefileName", s.total_area_ha AS "totalAreaHa",
                site.id AS "siteId", site.title AS "siteTitle", site.financials
         FROM assessment a
         JOIN shapefile s ON s.id = a.shapefile_id
         JOIN "user" u ON u.id = a.created_by
         LEFT JOIN site ON site.id = s.site_id
         WHERE a.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { siteId, siteTitle, financials, ...facts } = row;
      return {
        ...facts,
        site:
          siteId === null ? null : { siteId, title: siteTitle ?? '', financials: financials ?? {} },
      };
    },

    /** The assessments whose current analysis this is (the results page is reached by it). */
    async findByAnalysis(analysisId: string): Promise<AssessmentRecord[]> {
      const { rows } = await runner.query<AssessmentRecord>(
        `SELECT ${COLUMNS} FROM assessment WHERE analysis_id = $1`,
        [analysisId],
      );
      return rows;
    },

    /** The assessment locked for the rest of the transaction, so two updates do not interleave. */
    async lock(id: string) {
      const { rows } = await runner.query<{ id: string; shapefileId: string; createdBy: string }>(
        `SELECT id, shapefile_id AS "shapefileId", created_by AS "createdBy"
         FROM assessment WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return rows[0];
    },

    /** The assessment's new analysis, which joins its history in the same statement. */
    async setAnalysis(
      id: string,
      analysisId: string,
      restorationActivity: string | null,
    ): Promise<void> {
      await runner.query(
        `WITH updated AS (
           UPDATE assessment SET analysis_id = $2, restoration_activity = $3 WHERE id = $1
           RETURNING id
         )
         INSERT INTO assessment_analysis (assessment_id, analysis_id)
         SELECT id, $2 FROM updated ON CONFLICT DO NOTHING`,
        [id, analysisId, restorationActivity],
      );
    },
  };
}

export type AssessmentStatements = ReturnType<typeof statements>;

export function createAssessmentRepository(database: Database) {
  return {
    ...statements(database),
    /** The same statements over a transaction someone else opened (the workflow's). */
    on: (runner: SqlRunner): AssessmentStatements => statements(runner),
  };
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
