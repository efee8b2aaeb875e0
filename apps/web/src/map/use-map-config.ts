import { type MapConfig, readMapConfig } from '@ecotone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, readWith } from '../api/client';

const NO_ONLINE_BASEMAPS: MapConfig = { satellite: null, standard: null };

/**
 * The online basemaps the server offers. Any failure reads as "none offered", so the map shows
 * the offline Natural Earth basemap instead of staying blank.
 */
export function useMapConfig(): { basemaps: MapConfig; pending: boolean } {
  const query = useQuery({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) =>
      api.get('/api/map/config', { schema: readWith(readMapConfig), signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (query.isPending) return { basemaps: NO_ONLINE_BASEMAPS, pending: true };
  return { basemaps: query.data ?? NO_ONLINE_BASEMAPS, pending: false };
}
