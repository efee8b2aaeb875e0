import type { GeographyAnswer } from '@ecotone/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { EditableShape } from '../../../shapes/editable-shape';
import { toCollection } from '../shape-history';
import { wizardSchema } from '../wizard-schema';
import { shapesFingerprint } from './shape-fingerprint';

export interface ShapeGeography {
  /** The latest answer; while a new lookup runs, the previous shapes' answer (see `stale`). */
  answer: GeographyAnswer | null;
  /** The country code of the shapes on screen: null while their lookup runs, fails or is at sea. */
  countryCode: string | null;
  loading: boolean;
  /** `answer` belongs to earlier shapes and a lookup for the current ones is running. */
  stale: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Where the wizard's shapes lie (POST /api/shape-file/geography), for step 2's read-only fields
 * and the automatic shapefile name. It runs once the user has left step 1 (`active`): looking up
 * every edit while drawing would send the whole shape to the server each time. A shape's geography
 * never changes, so an answer stays cached for the session (going back to step 1 and on again
 * without an edit asks nothing); the lookup is offline and deterministic, so a failure is not
 * retried by itself (Retry is offered).
 */
export function useShapeGeography(
  shapes: readonly EditableShape[],
  active: boolean,
): ShapeGeography {
  const fingerprint = shapesFingerprint(shapes);
  const query = useQuery({
    queryKey: ['shape-geography', fingerprint],
    queryFn: ({ signal }) =>
      api.post(
        '/api/shape-file/geography',
        { geojson: toCollection(shapes) },
        {
          schema: wizardSchema('geographyAnswerSchema'),
          signal,
        },
      ),
    enabled: active && shapes.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const hasShapes = shapes.length > 0;
  const stale = query.isPlaceholderData;
  return {
    answer: hasShapes ? (query.data ?? null) : null,
    // The automatic shapefile name must not take the country of shapes that are gone.
    countryCode: hasShapes && !stale ? (query.data?.countryCode ?? null) : null,
    loading: hasShapes && query.isFetching,
    stale: hasShapes && stale,
    error: hasShapes && !query.isFetching ? query.error : null,
    retry: () => void query.refetch(),
  };
}
