import { useQuery } from '@tanstack/react-query';
import { fetchShapefileGeoJson, shapefileQueryKeys } from './shapefiles-api';

/** A shapefile's stored shape (GET /api/shapefile/{id}/geojson), decoded off the UI thread. */
export function useShapefileGeoJson(shapefileId: string) {
  return useQuery({
    queryKey: shapefileQueryKeys.geojson(shapefileId),
    queryFn: ({ signal }) => fetchShapefileGeoJson(shapefileId, signal),
  });
}
