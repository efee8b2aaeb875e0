import { type MapConfig, mapConfigSchema } from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * The basemap the server offers. Any failure reads as "no basemap configured", so the map
 * falls back to the offline Natural Earth basemap instead of staying blank.
 */
export function useMapConfig(): { basemap: MapConfig['basemap']; pending: boolean } {
  const query = useQuery({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => api.get('/api/map/config', { schema: mapConfigSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (query.isPending) return { basemap: null, pending: true };
  return { basemap: query.data?.basemap ?? null, pending: false };
}
