import { useQuery } from '@tanstack/react-query';
import { fetchShapefileDetail, shapefileQueryKeys } from './shapefiles-api';

/** A shapefile's name, site and areas (GET /api/shape-file/{id}), shared with the list's cache. */
export function useShapefileDetail(shapefileId: string) {
  return useQuery({
    queryKey: shapefileQueryKeys.detail(shapefileId),
    queryFn: ({ signal }) => fetchShapefileDetail(shapefileId, signal),
  });
}
