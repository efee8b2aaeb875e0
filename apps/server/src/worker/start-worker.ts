import type { AnalysisWorkerRuntime } from '../analysis/analysis-runtime.js';
import { sweepAnalysisRuns } from '../analysis/analysis-sweeper.js';
import { analysisToolHandler } from '../analysis/analysis-tool.job.js';
import type { AnyJobHandler } from '../jobs/job-definition.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Announcer } from '../notifications/announcer.js';
import { assessmentAnnouncementHandler } from '../notifications/assessment-announcement.job.js';
import type { NotificationSending } from '../notifications/notification-sending.js';
import { assessmentReportHandler } from '../reports/report.job.js';
import type { ReportWorkerRuntime } from '../reports/report-runtime.js';
import { sweepReports } from '../reports/report-sweeper.js';
import type { Repositories } from '../repositories/index.js';
import { heartbeatHandler } from './heartbeat.job.js';

/**
 * The worker's composition root: which job types a worker takes and what each handler is built
 * from. main.ts, the tests and the benchmarks all start workers through here.
 */
export interface WorkerParts {
  queue: JobQueue;
  repositories: Repositories;
  /** What analysis tool jobs need (tools, runner, storage, timings); absent: none are taken. */
  analysis?: AnalysisWorkerRuntime;
  /** Absent: this worker neither queues nor delivers announcements (docs/notifications.md). */
  notifications?: { announcer: Announcer; sending: NotificationSending };
  /** What PDF report jobs need (docs/assessment-report.md); absent: none are taken. */
  reports?: ReportWorkerRuntime;
}

/** The job catalogue of a worker built from these parts. */
export function workerJobs({
  repositories,
  analysis,
  notifications,
  reports,
}: WorkerParts): AnyJobHandler[] {
  const jobs: AnyJobHandler[] = [heartbeatHandler(repositories)];
  if (analysis)
    jobs.push(
      analysisToolHandler({ repositories, runtime: analysis, announcer: notifications?.announcer }),
    );
  if (notifications) jobs.push(assessmentAnnouncementHandler(repositories, notifications.sending));
  if (reports) jobs.push(assessmentReportHandler(repositories, reports));
  return jobs;
}

/**
 * Starts a worker: takes its jobs, sweeps, and beats. The sweep (at start, then every
 * `sweepIntervalSeconds`) recovers lost and unqueued tool runs and reports, and queues missed
 * announcements;
 * every `workerHeartbeatMilliseconds` this thread (which never computes a tool) records that the
 * worker is alive, and /api/health reports the latest beat. The answer stops sweeper and beat.
 */
export async function startWorker(
  parts: WorkerParts & { analysis: AnalysisWorkerRuntime },
): Promise<() => void> {
  const { queue, repositories, analysis, notifications, reports } = parts;
  await queue.work(workerJobs(parts));
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await sweepAnalysisRuns(queue, repositories, analysis);
      await notifications?.announcer.sweep();
      if (reports) await sweepReports(queue, repositories.assessmentReports);
    } catch (error) {
      console.error('[analysis] sweep failed', error);
    } finally {
      sweeping = false;
    }
  };
  void sweep();
  const timer = setInterval(sweep, analysis.sweepIntervalSeconds * 1000);
  const beat = () =>
    repositories.system
      .recordHeartbeat(queue.workerId)
      .catch((error) => console.error('[worker] heartbeat failed', error));
  void beat();
  const beating = setInterval(beat, analysis.workerHeartbeatMilliseconds);
  return () => {
    clearInterval(timer);
    clearInterval(beating);
  };
}
