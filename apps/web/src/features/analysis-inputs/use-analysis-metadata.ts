import {
  analysisListSchema,
  analysisMetadataSchema,
  instrumentInfoSchema,
} from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

/** The UI language: the client sends it as Accept-Language, and it keys the cache. */
function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/**
 * Tools and templates with their texts in the UI language. The language is part of the key, so
 * switching it refetches instead of showing the other language's labels from cache.
 */
export function useAnalysisMetadata() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['analysis', 'metadata', language],
    queryFn: ({ signal }) =>
      api.get('/api/analysis/metadata', { schema: analysisMetadataSchema, signal }),
  });
}

/**
 * The datasets, in the UI language. The server lists the hub-only ones only to holders of
 * access:hub (decision 0026), so whether the viewer holds it is part of the key too; `enabled`
 * waits for that answer.
 */
export function useInstrumentInfo(hub: boolean, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['analysis', 'instrument-info', language, hub ? 'hub' : 'standard'],
    enabled,
    queryFn: ({ signal }) =>
      api.get('/api/analysis/instrument-info', { schema: instrumentInfoSchema, signal }),
  });
}

/** Prior analyses of a shapefile for one tool type; nothing is asked without a shapefile. */
export function usePriorAnalyses(shapefileId: string | null, scriptType: string, enabled: boolean) {
  return useQuery({
    queryKey: ['analysis', 'list', shapefileId, scriptType],
    queryFn: ({ signal }) =>
      api.get(
        `/api/analysis/list?${new URLSearchParams({ shapefileId: shapefileId ?? '', scriptType })}`,
        { schema: analysisListSchema, signal },
      ),
    enabled: enabled && shapefileId !== null,
  });
}
