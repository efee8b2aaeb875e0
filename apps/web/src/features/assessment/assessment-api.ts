import {
  type AssessmentReport,
  type AssessmentReportList,
  assessmentReportListSchema,
  assessmentReportSchema,
  assessmentSummarySchema,
  type CreateReportBody,
} from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { reportPollInterval, summaryPollInterval } from './assessment-model';

const path = (assessmentId: string) => `/api/assessment/${encodeURIComponent(assessmentId)}`;

/**
 * The UI language is part of the keys: the server answers with texts (failure reasons) in the
 * language the client sends, so a switch of language must fetch again.
 */
function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

export const assessmentKeys = {
  all: (assessmentId: string) => ['assessment', assessmentId] as const,
  reports: (assessmentId: string) => ['assessment', assessmentId, 'reports'] as const,
};

/** GET /api/assessment/{id}, read again every 2 s while any tool is not terminal. */
export function useAssessmentSummary(assessmentId: string, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...assessmentKeys.all(assessmentId), 'summary', language],
    queryFn: ({ signal }) =>
      api.get(path(assessmentId), { schema: assessmentSummarySchema, signal }),
    refetchInterval: (query) => summaryPollInterval(query.state.data),
    // A polled summary must not be served from the 30 s cache when the page is opened again.
    staleTime: 0,
    enabled,
  });
}

/** GET /api/assessment/{id}/reports: newest first. */
export function useAssessmentReports(assessmentId: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...assessmentKeys.reports(assessmentId), 'list', language],
    queryFn: ({ signal }) =>
      api.get(`${path(assessmentId)}/reports`, { schema: assessmentReportListSchema, signal }),
    staleTime: 0,
  });
}

/**
 * GET /api/assessment/{id}/reports/{reportId} every 2 s while the report is queued or running
 * (its row's progress); once terminal, the list is read again so it holds the finished report.
 */
export function useReportProgress(report: AssessmentReport) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { assessmentId, reportId } = report;
  return useQuery({
    queryKey: [...assessmentKeys.reports(assessmentId), reportId, language],
    queryFn: async ({ signal }) => {
      const latest = await api.get(
        `${path(assessmentId)}/reports/${encodeURIComponent(reportId)}`,
        {
          schema: assessmentReportSchema,
          signal,
        },
      );
      if (latest.state !== report.state) updateListed(queryClient, latest);
      return latest;
    },
    initialData: report,
    refetchInterval: (query) => reportPollInterval(query.state.data),
    enabled: reportPollInterval(report) !== false,
  });
}

/** Puts a report's latest state into every cached list of its assessment (any language). */
function updateListed(queryClient: ReturnType<typeof useQueryClient>, report: AssessmentReport) {
  queryClient.setQueriesData<AssessmentReportList>(
    { queryKey: [...assessmentKeys.reports(report.assessmentId), 'list'] },
    (list) =>
      list && {
        reports: list.reports.some((item) => item.reportId === report.reportId)
          ? list.reports.map((item) => (item.reportId === report.reportId ? report : item))
          : [report, ...list.reports],
      },
  );
}

/** POST /api/assessment/{id}/reports in the reader's language and units; listed at once. */
export function useCreateReport(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportBody) =>
      api.post(`${path(assessmentId)}/reports`, body, { schema: assessmentReportSchema }),
    onSuccess: (report) => updateListed(queryClient, report),
  });
}

/** DELETE /api/assessment/{id}/reports/{reportId}, then the list is read again. */
export function useDeleteReport(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      api.delete(`${path(assessmentId)}/reports/${encodeURIComponent(reportId)}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: assessmentKeys.reports(assessmentId) }),
  });
}
