import type { Database } from '../db/database.js';
import type { AssessmentVisibility } from '../services/assessment-visibility.service.js';

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

/** Assessments (minimal for now: the next issue's wizard creates and extends them). */
export function createAssessmentRepository(database: Database) {
  return {
    async create(input: {
      shapefileId: string;
      restorationActivity: string | null;
      analysisId: string | null;
      createdBy: string;
    }): Promise<string> {
      const { rows } = await database.query<{ id: string }>(
        `INSERT INTO assessment (shapefile_id, restoration_activity, analysis_id, created_by)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [input.shapefileId, input.restorationActivity, input.analysisId, input.createdBy],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('assessment insert returned no id');
      return id;
    },
    async find(id: string): Promise<AssessmentRecord | undefined> {
      const { rows } = await database.query<AssessmentRecord>(
        `SELECT id, shapefile_id AS "shapefileId", restoration_activity AS "restorationActivity",
                analysis_id AS "analysisId", created_by AS "createdBy", created_at AS "createdAt",
                visibility
         FROM assessment WHERE id = $1`,
        [id],
      );
      return rows[0];
    },
    /** The assessments whose current analysis this is (the results page is reached by it). */
    async findByAnalysis(analysisId: string): Promise<AssessmentRecord[]> {
      const { rows } = await database.query<AssessmentRecord>(
        `SELECT id, shapefile_id AS "shapefileId", restoration_activity AS "restorationActivity",
                analysis_id AS "analysisId", created_by AS "createdBy", created_at AS "createdAt",
                visibility
         FROM assessment WHERE analysis_id = $1`,
        [analysisId],
      );
      return rows;
    },
  };
}

export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
