import type { Database, SqlRunner } from '../db/database.js';

/** What a workflow submission answered, kept so the same requestId answers it again. */
export interface WorkflowAnswerRecord {
  siteId: string | null;
  shapefileId: string;
  assessmentId: string;
  analysisId: string;
}

/** The log of answered wizard submissions, one per user and request id (docs/workflow.md). */
function statements(runner: SqlRunner) {
  return {
    /**
     * Serialises submissions with the same id until the transaction ends; the primary key of
     * workflow_request is the guarantee, this only spares the loser its wasted work.
     */
    async lock(createdBy: string, requestId: string): Promise<void> {
      await runner.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `workflow:${createdBy}:${requestId}`,
      ]);
    },

    async find(createdBy: string, requestId: string) {
      const { rows } = await runner.query<{ workflowName: string; answer: WorkflowAnswerRecord }>(
        `SELECT workflow_name AS "workflowName", answer FROM workflow_request
         WHERE created_by = $1 AND request_id = $2`,
        [createdBy, requestId],
      );
      return rows[0];
    },

    async create(input: {
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

export type WorkflowRequestStatements = ReturnType<typeof statements>;

/**
 * Workflow requests, and the transaction a submission's writes share: the workflow opens it here
 * and reaches the site, shapefile, assessment and analysis repositories through their `on(runner)`.
 */
export function createWorkflowRequestRepository(database: Database) {
  return {
    ...statements(database),
    on: (runner: SqlRunner): WorkflowRequestStatements => statements(runner),
    inTransaction: <T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> =>
      database.transaction(work),
  };
}

export type WorkflowRequestRepository = ReturnType<typeof createWorkflowRequestRepository>;
