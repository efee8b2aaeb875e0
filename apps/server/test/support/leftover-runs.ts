import { analysisToolJob } from '../../src/analysis/analysis-tool.job.js';
import type { Database } from '../../src/db/database.js';

/**
 * Cancels the tool runs earlier test files left unfinished in the run's shared database (files
 * run one after another in one process, and many submit assessments without a worker). Every file
 * that starts a worker calls it first: otherwise the worker's sweep queues those runs and the
 * worker computes every one of them before the file's own (a full run spent three minutes there
 * with real tools, and with fake ones timed out eight tests waiting behind them). Call it after
 * the job queue has started (pg-boss's schema exists).
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
