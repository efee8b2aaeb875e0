import type { AssessmentReport } from '@ecotone/contracts';
import { safeFileBaseName } from '@ecotone/geometry';
import { type Locale, type MessageKey, translate } from '@ecotone/i18n';
import type { ReportRecord } from '../repositories/assessment-report.repository.js';

/** Where a succeeded report's PDF is served from; the route knows it (routes/api-paths.ts). */
export type ReportFileUrl = (assessmentId: string, reportId: string) => string;

/**
 * `{title} - natural capital assessment - {yyyy-MM-dd}.pdf`, in the report's language, the
 * title made safe for every file system; the date is the day it was asked for (UTC).
 */
export function reportFileName(report: ReportRecord): string {
  const label = translate(report.language, 'assessmentReports.fileNameLabel');
  const day = report.createdAt.toISOString().slice(0, 10);
  return `${safeFileBaseName(report.title)} - ${label} - ${day}.pdf`;
}

/** A stored report as the API answers it; its failure reason in the request's language. */
export function toAssessmentReport(
  locale: Locale,
  report: ReportRecord,
  fileUrl: ReportFileUrl,
): AssessmentReport {
  return {
    reportId: report.id,
    assessmentId: report.assessmentId,
    state: report.state,
    progress: report.progress,
    error:
      report.state === 'failed' && report.error
        ? translate(
            locale,
            `assessmentReports.failures.${report.error.code}` as MessageKey,
            report.error.params,
          )
        : null,
    language: report.language,
    unitSystem: report.unitSystem,
    createdAt: report.createdAt.toISOString(),
    finishedAt: report.finishedAt ? report.finishedAt.toISOString() : null,
    createdByName: report.createdByName,
    pageCount: report.state === 'succeeded' ? report.pageCount : null,
    sizeBytes: report.state === 'succeeded' ? report.sizeBytes : null,
    fileName: reportFileName(report),
    downloadUrl: report.state === 'succeeded' ? fileUrl(report.assessmentId, report.id) : null,
  };
}
