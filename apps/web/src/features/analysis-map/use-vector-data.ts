import { useQueries } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { useRef } from 'react';
import { api } from '../../api/client';

export interface VectorData {
  data: FeatureCollection | null;
  failed: boolean;
}

const isFeatureCollection = (value: unknown): value is FeatureCollection =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'FeatureCollection' &&
  Array.isArray((value as { features?: unknown }).features);

export const vectorDataKey = (url: string) => ['analysis', 'layer-geojson', url] as const;

/**
 * The stored GeoJSON of each vector layer (its `url`), by layer id. Stored results do not change,
 * so they are kept for the page's life; "clear layer cache" drops them.
 */
export function useVectorData(
  layers: readonly { layerId: string; url: string }[],
): Record<string, VectorData> {
  const queries = useQueries({
    queries: layers.map((layer) => ({
      queryKey: vectorDataKey(layer.url),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const answer = await api.get<unknown>(layer.url, { signal });
        if (!isFeatureCollection(answer)) throw new Error(`${layer.layerId} is not GeoJSON`);
        return answer;
      },
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const next: Record<string, VectorData> = Object.fromEntries(
    layers.map((layer, index) => {
      const query = queries[index];
      return [layer.layerId, { data: query?.data ?? null, failed: query?.isError ?? false }];
    }),
  );
  // The same answers give the same object, so the map is not fed its layers again each render.
  const previous = useRef(next);
  if (!sameVectorData(previous.current, next)) previous.current = next;
  return previous.current;
}

function sameVectorData(a: Record<string, VectorData>, b: Record<string, VectorData>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key]?.data === b[key]?.data && a[key]?.failed === b[key]?.failed);
}
