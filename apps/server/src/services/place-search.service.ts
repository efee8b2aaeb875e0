import type { Place, PlaceSearchAnswer } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';

export interface PlaceSource {
  attribution: string;
  search(query: string, locale: Locale, limit?: number): Place[] | Promise<Place[]>;
}

/**
 * Place names for the map's search box: the configured geocoder when there is one, otherwise
 * the offline gazetteer. Coordinates ('lat, lon') are handled in the browser and never come here.
 */
export function createPlaceSearchService(source: PlaceSource) {
  return {
    async search(query: string, locale: Locale): Promise<PlaceSearchAnswer> {
      return { places: await source.search(query, locale, 8), attribution: source.attribution };
    },
  };
}
