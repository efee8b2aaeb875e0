import type { ScriptType } from '@ecotone/analysis';
import { analysisRecordSchema, analysisResultSchema } from '@ecotone/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { pollInterval } from './results-model';

/**
 * The calls of the results page. They go through `fetch` directly rather than the shared client
 * because specs/3 section 8 words the error with the HTTP status text ('Failed to fetch analysis:
 * {status} {statusText}'), which the shared ApiError does not keep. Status 0: no answer at all.
 */
export class AnalysisFetchError extends ApiError {
  constructor(
    status: number,
    readonly statusText: string,
  ) {
    super(status, status === 0 ? 'INTERNAL' : `HTTP_${status}`, `${status} ${statusText}`.trim());
    this.name = 'AnalysisFetchError';
  }
}

async function fetchJson(
  path: string,
  language: string,
  init: { method?: 'GET' | 'POST'; signal?: AbortSignal } = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': language },
      credentials: 'include',
      signal: init.signal,
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new AnalysisFetchError(0, '');
  }
  if (!response.ok) throw new AnalysisFetchError(response.status, response.statusText);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

export const recordKey = (analysisId: string, language: string) =>
  ['analysis', 'record', analysisId, language] as const;

/** GET /api/analysis/{analysisId}, polled every 2 s until the analysis is terminal. */
export function useAnalysisRecord(analysisId: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: recordKey(analysisId, language),
    queryFn: async ({ signal }) =>
      analysisRecordSchema.parse(
        await fetchJson(`/api/analysis/${encodeURIComponent(analysisId)}`, language, { signal }),
      ),
    refetchInterval: (query) => pollInterval(query.state.data),
    // A polled record must not be served from the 30 s cache when the page is opened again.
    staleTime: 0,
  });
}

/** GET /api/analysis-results/{analysisId}?scriptType=...; texts in the UI language. */
export function useAnalysisResult(analysisId: string, scriptType: ScriptType, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['analysis', 'result', analysisId, scriptType, language],
    queryFn: async ({ signal }) =>
      analysisResultSchema.parse(
        await fetchJson(
          `/api/analysis-results/${encodeURIComponent(analysisId)}?${new URLSearchParams({ scriptType })}`,
          language,
          { signal },
        ),
      ),
    enabled,
  });
}

/** POST /api/analysis/{analysisId}/cancel, then the record is read again at once. */
export function useCancelAnalysis(analysisId: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      fetchJson(`/api/analysis/${encodeURIComponent(analysisId)}/cancel`, language, {
        method: 'POST',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['analysis', 'record', analysisId] }),
  });
}
