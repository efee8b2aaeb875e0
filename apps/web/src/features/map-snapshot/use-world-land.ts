import { useQuery } from '@tanstack/react-query';
import countriesUrl from 'world-atlas/countries-110m.json?url';
import { worldPath } from '../../map/printable/world-path';
import { geometryClient } from '../../workers/geometry-client';

/**
 * The world's land for the inset map as one SVG path: Natural Earth countries at 1:110m (an
 * asset of this app, no internet), converted in the geometry worker, kept for the session.
 */
export function useWorldLand(): string | null {
  const query = useQuery({
    queryKey: ['map-snapshot', 'world-land'],
    queryFn: async () => worldPath(await geometryClient.countries(countriesUrl)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}
