import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type AccessLevel, type CreateReportBody, includesAccess } from '@ecotone/contracts';
import { languageToLocale } from '@ecotone/i18n';
import { z } from 'zod';
import type { AccessPolicy } from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { ReportJobs } from '../reports/report-jobs.js';
import type { AnalysisRepository } from '../repositories/analysis.repository.js';
import type {
  AssessmentReportRepository,
  ReportRecord,
} from '../repositories/assessment-report.repository.js';
import { type FileStorage, StorageNotFoundError } from '../storage/storage.js';
import { SUMMARY_TOOLS } from './assessment.service.js';
import type { PermissionService } from './permission.service.js';
import { type AttemptCounterStore, createRateLimiter, type RateLimit } from './rate-limit.js';
import { EDIT_RESOURCES } from './sharing.service.js';
import type { UserPreferencesService } from './user-preferences.service.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The reports one user may ask for per hour, answered or queued: each new one is a job on the
 * one-thread report pool that every user's reports share.
 */
export const REPORT_LIMIT: RateLimit = { limit: 30, windowMs: 60 * 60_000 };

export interface AssessmentReportDependencies {
  assessmentReports: AssessmentReportRepository;
  analyses: Pick<AnalysisRepository, 'assessmentHasSucceeded'>;
  accessPolicy: Pick<AccessPolicy, 'subject' | 'require'>;
  permissions: Pick<PermissionService, 'can'>;
  userPreferences: Pick<UserPreferencesService, 'get'>;
  storage: Pick<FileStorage, 'get' | 'delete'>;
  jobs: ReportJobs;
  /** The rate limit's counters, shared by every API process. */
  attemptCounters: AttemptCounterStore;
  now?: () => number;
}

/** Whoever reads the assessment at `level` reads this report: its financial terms need full. */
const readableAt = (level: AccessLevel, report: Pick<ReportRecord, 'includesFinancials'>) =>
  !report.includesFinancials || includesAccess(level, 'full');

/**
 * The PDF reports of an assessment (docs/assessment-report.md): asked for, listed, read,
 * downloaded and deleted under the one access policy. Any level on the assessment reads its
 * reports and asks for one, except that a report made at full access holds the site's financial
 * terms and is seen by full access only; deleting needs to be its requester or to hold
 * update:site. No access, or a report the viewer may not see, answers NOT_FOUND.
 */
export function createAssessmentReportService(deps: AssessmentReportDependencies) {
  const reports = deps.assessmentReports;
  const perUser = createRateLimiter(REPORT_LIMIT, {
    store: deps.attemptCounters,
    name: 'reports.per-user',
    now: deps.now,
  });

  async function levelOn(viewer: Viewer, assessmentId: string): Promise<AccessLevel> {
    if (!isUuid(assessmentId)) throw new AppError('NOT_FOUND');
    const who = await deps.accessPolicy.subject(viewer);
    return deps.accessPolicy.require(who, 'assessment', assessmentId);
  }

  /** A report of the assessment the viewer may see, with their level. */
  async function visibleReport(viewer: Viewer, assessmentId: string, reportId: string) {
    const level = await levelOn(viewer, assessmentId);
    const report = isUuid(reportId) ? await reports.findById(reportId) : undefined;
    if (!report || report.assessmentId !== assessmentId || !readableAt(level, report))
      throw new AppError('NOT_FOUND');
    return report;
  }

  return {
    /**
     * POST /api/assessment/{id}/reports: queues a report in the viewer's language and units
     * unless the body names others; the same report already being made is answered instead.
     */
    async create(viewer: Viewer, assessmentId: string, body: CreateReportBody) {
      const level = await levelOn(viewer, assessmentId);
      if (!(await deps.analyses.assessmentHasSucceeded(assessmentId, SUMMARY_TOOLS)))
        throw new AppError('NOTHING_TO_REPORT');
      await perUser.consume(`user:${viewer.userId}`);
      const preferences = await deps.userPreferences.get(viewer);
      const { report, created } = await reports.createOrPending({
        assessmentId,
        language: body.language ?? languageToLocale(preferences.language),
        unitSystem: body.unitSystem ?? preferences.units,
        includesFinancials: includesAccess(level, 'full'),
        createdBy: viewer.userId,
        jobId: randomUUID(),
      });
      // After the insert: a failure to send loses nothing, the sweeper sends what waits.
      if (created)
        await deps.jobs.enqueue({ reportId: report.id, jobId: report.jobId }).catch((error) => {
          console.error('[reports] queueing failed; the sweeper will queue it', error);
        });
      return report;
    },

    /** GET /api/assessment/{id}/reports: newest first, those the viewer may see. */
    async list(viewer: Viewer, assessmentId: string) {
      const level = await levelOn(viewer, assessmentId);
      return reports.list(assessmentId, includesAccess(level, 'full'));
    },

    /** GET /api/assessment/{id}/reports/{reportId} */
    get: visibleReport,

    /** GET /api/assessment/{id}/reports/{reportId}/file: the PDF, once succeeded. */
    async file(
      viewer: Viewer,
      assessmentId: string,
      reportId: string,
    ): Promise<{ report: ReportRecord; stream: Readable }> {
      const report = await visibleReport(viewer, assessmentId, reportId);
      if (report.state !== 'succeeded' || !report.storageKey) throw new AppError('NOT_FOUND');
      const stream = await deps.storage.get(report.storageKey).catch((error: unknown) => {
        if (error instanceof StorageNotFoundError) throw new AppError('NOT_FOUND');
        throw error;
      });
      return { report, stream };
    },

    /** DELETE /api/assessment/{id}/reports/{reportId}: the row and its file. */
    async delete(viewer: Viewer, assessmentId: string, reportId: string): Promise<void> {
      const report = await visibleReport(viewer, assessmentId, reportId);
      if (
        report.createdBy !== viewer.userId &&
        !(await deps.permissions.can(viewer, EDIT_RESOURCES))
      )
        throw new AppError('FORBIDDEN');
      const deleted = await reports.delete(report.id);
      if (deleted?.storageKey) await deps.storage.delete(deleted.storageKey);
    },
  };
}

export type AssessmentReportService = ReturnType<typeof createAssessmentReportService>;
