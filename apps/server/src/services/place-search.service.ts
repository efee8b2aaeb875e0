import type { Place, PlaceSearchAnswer } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';

export interface PlaceSource {
  attribution: string;
  search(query: string, locale: Locale, limit?: number): Place[] | Promise<Place[]>;
}

const SUGGESTIONS = 8;

/**
 * One line per label: a geocoder may answer a town and its district (or a city and the
 * boundary of the same name) with the same words, which the list cannot tell apart.
 */
function distinctLabels(places: readonly Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((place) => !seen.has(place.label) && seen.add(place.label));
}

/**
 * Place names for the map's search box: the configured geocoder when there is one, otherwise
 * the offline gazetteer. Coordinates ('lat, lon') are handled in the browser and never come here.
 */
export function createPlaceSearchService(source: PlaceSource) {
  return {
    async search(query: string, locale: Locale): Promise<PlaceSearchAnswer> {
      return {
        places: distinctLabels(await source.search(query, locale, SUGGESTIONS)),
        attribution: source.attribution,
      };
    },
  };
}
