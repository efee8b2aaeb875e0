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

const COLUMNS = `id, shapefile_id AS "shapefileId", restoration_activity AS "restorationActivity",
  analysis_id AS "analysisId", created_by AS "createdBy", created_at AS "createdAt", visibility`;

/** Assessments: a shapefile, the analysis run on it and the activity it assesses. */
function statements(runner: SqlRunner) {
  return {
    async create(input: {
      shapefileId: string;
      restorationActivity: string | null;
      analysisId: string | null;
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

    async find(id: string): Promise<AssessmentRecord | undefined> {
      const { rows } = await runner.query<AssessmentRecord>(
        `SELECT ${COLUMNS} FROM assessment WHERE id = $1`,
        [id],
      );
      return rows[0];
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

    async setAnalysis(
      id: string,
      analysisId: string,
      restorationActivity: string | null,
    ): Promise<void> {
      await runner.query(
        'UPDATE assessment SET analysis_id = $2, restoration_activity = $3 WHERE id = $1',
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
