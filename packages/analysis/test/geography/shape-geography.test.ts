import type { Point, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { createShapeGeography } from '../../src/geography/shape-geography.js';
import { GeographyError } from '../../src/geography/shape-geography-source.js';
import type { AdminAreaLookup } from '../../src/tools/tool.js';

const square = (longitude: number, latitude: number, half = 0.01): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [longitude - half, latitude - half],
      [longitude + half, latitude - half],
      [longitude + half, latitude + half],
      [longitude - half, latitude + half],
      [longitude - half, latitude - half],
    ],
  ],
});

// Real data (Natural Earth admin-1 cache, GeoNames places): loads once for the file.
const geography = createShapeGeography();

describe('createShapeGeography', () => {
  it('describes a shape around Sheridan, Wyoming', { timeout: 60_000 }, async () => {
    const result = await geography.describe(square(-106.956, 44.797));
    expect(result).toMatchObject({
      countryCode: 'USA',
      country: { en: 'United States of America', es: 'Estados Unidos' },
      region: { en: 'Wyoming', es: 'Wyoming' },
      district: { en: 'Sheridan County', es: 'Sheridan County' },
      place: { en: 'Sheridan', es: 'Sheridan' },
      approximate: { district: true, place: true },
    });
    // GeoNames puts Sheridan at -106.95618, 44.79719: ~0.2 km from the square's centre.
    expect(result.placeDistanceKm).toBeLessThan(0.5);
    expect(result.lineage.map((entry) => entry.datasetId)).toEqual([
      'natural-earth-admin-1',
      'geonames-cities1000',
    ]);
    expect(result.lineage.every((entry) => !entry.synthetic)).toBe(true);
  });

  it('gives Spanish names for a town in Andalusia', async () => {
    const result = await geography.describe({
      type: 'Feature',
      properties: {},
      geometry: square(-5.6418, 37.4712),
    });
    expect(result).toMatchObject({
      countryCode: 'ESP',
      country: { en: 'Spain', es: 'España' },
      region: { en: 'Seville', es: 'Sevilla' },
      district: { en: 'Provincia de Sevilla' },
      place: { en: 'Carmona' },
    });
  });

  it('lists every country a shape touches, largest first', async () => {
    const result = await geography.describe({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: square(-7, 40.5, 0.5) }],
    });
    expect(result.countryCode).toBe('PRT');
    expect(result.countries.map((country) => country.code)).toEqual(['PRT', 'ESP']);
  });

  it('has no country, region or place for a shape in the open ocean', async () => {
    const result = await geography.describe(square(-30, 0, 0.0005));
    expect(result).toMatchObject({ countryCode: null, country: null, region: null, place: null });
    expect(result.countries).toEqual([]);
  });

  it('refuses points and lines with NON_POLYGON_FEATURE', async () => {
    const point: Point = { type: 'Point', coordinates: [0, 0] };
    await expect(geography.describe(point)).rejects.toMatchObject({
      name: 'GeographyError',
      code: 'NON_POLYGON_FEATURE',
    });
    await expect(
      geography.describe({ type: 'FeatureCollection', features: [] }),
    ).rejects.toBeInstanceOf(GeographyError);
  });

  it('reports a failing source as GEOGRAPHY_LOOKUP_FAILED', async () => {
    const broken: AdminAreaLookup = {
      areasOf: () => Promise.reject(new Error('source down')),
    };
    const failing = createShapeGeography({ admin: broken });
    await expect(failing.describe(square(0, 0))).rejects.toMatchObject({
      code: 'GEOGRAPHY_LOOKUP_FAILED',
    });
  });
});
