import type { Place } from '@ecotone/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { parseCoordinates, type TypedCoordinates } from '../parse-coordinates';
import { wizardSchema } from '../wizard-schema';

/** specs/1 section 5: the place search starts at 2 characters. */
export const MIN_SEARCH_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 300;
/** Named by the spec's data source when the server does not say (research: GeoNames). */
const DEFAULT_PLACE_ATTRIBUTION = 'GeoNames';

// The attribution may be absent from older servers; the footer then names GeoNames.
const answerSchema = () =>
  wizardSchema('placeSearchAnswerSchema')().then((schema) => schema.partial({ attribution: true }));

export type SearchOption =
  | ({ kind: 'coordinates' } & TypedCoordinates)
  | { kind: 'place'; place: Place };

export interface PlaceSearchState {
  options: SearchOption[];
  loading: boolean;
  failed: boolean;
  tooShort: boolean;
  /** Shown under place results; null for typed coordinates. */
  attribution: string | null;
}

/**
 * What the search box offers for its text: 'lat, lon' within range is one "go to" option, any
 * other text of 2+ characters is searched (300 ms after typing stops) in the UI language.
 */
export function usePlaceSearch(text: string): PlaceSearchState {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const trimmed = text.trim();
  const coordinates = parseCoordinates(trimmed);
  const searchText = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const searching = !coordinates && searchText.length >= MIN_SEARCH_LENGTH;

  const query = useQuery({
    queryKey: ['places', 'search', searchText, language],
    queryFn: ({ signal }) =>
      api.get(`/api/places/search?${new URLSearchParams({ q: searchText, language })}`, {
        schema: answerSchema,
        signal,
      }),
    enabled: searching,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

  if (coordinates) {
    return {
      options: [{ kind: 'coordinates', ...coordinates }],
      loading: false,
      failed: false,
      tooShort: false,
      attribution: null,
    };
  }
  const tooShort = trimmed.length < MIN_SEARCH_LENGTH;
  const places = !tooShort && searching ? (query.data?.places ?? []) : [];
  return {
    options: places.map((place) => ({ kind: 'place', place })),
    loading: !tooShort && (query.isFetching || searchText !== trimmed),
    failed: searching && query.isError,
    tooShort,
    attribution: query.data?.attribution ?? DEFAULT_PLACE_ATTRIBUTION,
  };
}
