import { ComputeBudgetError } from '../compute/compute-pool.js';
import type { JobContext, JobOutcome } from '../jobs/job-definition.js';
import type { ReportFailure } from '../repositories/assessment-report.repository.js';
import type { Repositories } from '../repositories/index.js';
import { gatherReportInput, ReportFailedError } from './gather-report-input.js';
import type { ReportInput } from './report-input.js';
import { type ReportWorkerRuntime, reportStorageKey } from './report-runtime.js';

export type MakeReportDependencies = ReportWorkerRuntime & {
  repositories: Pick<Repositories, 'assessmentReports' | 'users' | 'shapefiles' | 'analyses'>;
};

/** Progress as the page shows it: gathered, drawn, then stored (1, with the success). */
const GATHERED = 0.1;
const RENDERED = 0.9;

/** Which failure a thrown error is; anything unforeseen is INTERNAL (and goes to the log). */
function failureOf(error: unknown): ReportFailure {
  if (error instanceof ReportFailedError) return error.failure;
  if (error instanceof ComputeBudgetError)
    return error.budget === 'time'
      ? { code: 'TIME_BUDGET', params: { seconds: Math.ceil(error.limit / 1000) } }
      : { code: 'MEMORY_BUDGET', params: { megabytes: error.limit } };
  return { code: 'INTERNAL' };
}

/**
 * Draws the report on a compute thread. The task reports nothing as data: a rejection that is
 * not a budget or our abort is the renderer's error or its thread's death, either way final.
 */
async function render(deps: MakeReportDependencies, input: ReportInput, signal: AbortSignal) {
  try {
    return await deps.compute.run('assessmentReport', input, { signal });
  } catch (error) {
    if (signal.aborted || error instanceof ComputeBudgetError) throw error;
    console.error('[reports] the renderer failed', error);
    throw new ReportFailedError({ code: 'RENDER_CRASHED' });
  }
}

/**
 * The report job's work (docs/assessment-report.md "The job"): claims the row, gathers its input
 * as the requester, renders it on the report pool, stores the PDF, and marks the row succeeded
 * with its page count and size. An expected failure marks it failed with a translated reason and
 * completes the job; a failed report never has a file. A stopping worker hands the row back to
 * the queue and throws, so pg-boss gives the job to another worker.
 */
export async function makeReport(
  reportId: string,
  deps: MakeReportDependencies,
  context: Pick<JobContext, 'shutdown'>,
): Promise<JobOutcome> {
  const reports = deps.repositories.assessmentReports;
  const report = await reports.claim(reportId);
  if (!report) return { status: 'skipped', reason: 'the report is gone or already finished' };
  let stored: string | undefined;
  try {
    const input = await gatherReportInput(report, deps);
    await reports.progress(report.id, GATHERED);
    const output = await render(deps, input, context.shutdown);
    await reports.progress(report.id, RENDERED);
    stored = reportStorageKey(report.assessmentId, report.id);
    await deps.storage.put(stored, output.pdf);
    const file = { storageKey: stored, pageCount: output.pageCount, sizeBytes: output.pdf.length };
    if (!(await reports.succeed(report.id, file))) {
      // Deleted while it was made: its file goes with it.
      await deps.storage.delete(stored);
      return { status: 'skipped', reason: 'the report was deleted while it was made' };
    }
    return { status: 'success', output: { pageCount: output.pageCount } };
  } catch (error) {
    if (stored) await deps.storage.delete(stored).catch(() => undefined);
    if (context.shutdown.aborted) {
      // 'halt' stands for a killed process, which writes nothing more.
      if (context.shutdown.reason === 'stop') await reports.requeue(report.id);
      throw error;
    }
    const failure = failureOf(error);
    if (failure.code === 'INTERNAL') console.error('[reports] report failed', report.id, error);
    await reports.fail(report.id, failure);
    return { status: 'failed', reason: failure.code };
  }
}
