import type { ScriptType } from '@ecotone/analysis';
import { analysisRecordSchema, analysisResultSchema } from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { pollInterval } from './results-model';

/**
 * The UI language is part of the query keys: the server answers with texts in the language the
 * client sends, so switching language must fetch again rather than show the cached language.
 */
function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

export const recordKey = (analysisId: string, language: string) =>
  ['analysis', 'record', analysisId, language] as const;

/** GET /api/analysis/{analysisId}, polled every 2 s until the analysis is terminal. */
export function useAnalysisRecord(analysisId: string, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: recordKey(analysisId, language),
    queryFn: async ({ signal }) =>
      api.get(`/api/analysis/${encodeURIComponent(analysisId)}`, {
        schema: analysisRecordSchema,
        signal,
      }),
    refetchInterval: (query) => pollInterval(query.state.data),
    // A polled record must not be served from the 30 s cache when the page is opened again.
    staleTime: 0,
    enabled,
  });
}

/** GET /api/analysis-results/{analysisId}?scriptType=...; texts in the UI language. */
export function useAnalysisResult(analysisId: string, scriptType: ScriptType, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['analysis', 'result', analysisId, scriptType, language],
    queryFn: async ({ signal }) =>
      api.get(
        `/api/analysis-results/${encodeURIComponent(analysisId)}?${new URLSearchParams({ scriptType })}`,
        { schema: analysisResultSchema, signal },
      ),
    enabled,
  });
}

/** POST /api/analysis/{analysisId}/cancel, then the record is read again at once. */
export function useCancelAnalysis(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/analysis/${encodeURIComponent(analysisId)}/cancel`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['analysis', 'record', analysisId] }),
  });
}
