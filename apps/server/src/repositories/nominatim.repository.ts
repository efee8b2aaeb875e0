import type { Place } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';
import { AppError } from '../errors.js';

interface NominatimResult {
  place_id: number;
  name?: string;
  display_name: string;
  lat: string;
  lon: string;
  addresstype?: string;
  boundingbox?: [string, string, string, string];
}

const TIMEOUT_MS = 5000;

/** A Nominatim-compatible geocoder at GEOCODER_URL (`/search?format=jsonv2`). */
export function createNominatimRepository(baseUrl: string) {
  return {
    attribution: 'OpenStreetMap contributors (ODbL)',
    async search(query: string, locale: Locale, limit = 8): Promise<Place[]> {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        limit: String(limit),
        'accept-language': locale,
      }).toString();
      let results: NominatimResult[];
      try {
        const response = await fetch(url, {
          headers: { 'user-agent': 'Ecotone (natural-capital assessment)' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        results = (await response.json()) as NominatimResult[];
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', {}, { cause });
      }
      return results.map((result) => {
        const [south, north, west, east] = (result.boundingbox ?? []).map(Number);
        const bbox = [south, north, west, east].every((n) => Number.isFinite(n))
          ? ([west, south, east, north] as [number, number, number, number])
          : null;
        return {
          id: `osm:${result.place_id}`,
          name: result.name || result.display_name.split(',')[0] || result.display_name,
          label: result.display_name,
          kind: result.addresstype === 'country' ? 'country' : 'place',
          longitude: Number(result.lon),
          latitude: Number(result.lat),
          bbox,
        };
      });
    },
  };
}
