import { analysisToolJob } from '../../src/analysis/analysis-tool.job.js';
import type { Database } from '../../src/db/database.js';

/**
 * Cancels the tool runs earlier test files left unfinished in the run's shared database (files
 * run one after another in one process, and many submit assessments without a worker). A file
 * that starts a worker with real tools calls it first: otherwise the worker's sweep queues those
 * runs and computes every one of them, for real, before the file's own (a full run once spent
 * three minutes there). Call it after the job queue has started (pg-boss's schema exists).
 */
export async function cancelLeftoverToolRuns(database: Database): Promise<void> {
  await database.query(
    `UPDATE analysis_tool_run SET state = 'CANCELLED'
     WHERE state IN ('QUEUED', 'STARTED', 'EXPORT_RUNNING', 'EXPORT_PENDING')`,
  );
  await database.query(
    `DELETE FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
    [analysisToolJob.id],
  );
}
