import { describe, expect, it } from 'vitest';
import { checkMaskFile, MASK_FILE_MAX_BYTES, parseMaskFile } from './mask-file';

const ring = [
  [-105.1234567, 40.1234567],
  [-105.0000001, 40.1234567],
  [-105.0000001, 40.2],
  [-105.1234567, 40.1234567],
];
const polygon = { type: 'Polygon', coordinates: [ring] };
const collectionOf = (...geometries: unknown[]) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  });

describe('checkMaskFile', () => {
  it('takes .geojson and .json files, in any case', () => {
    expect(checkMaskFile('mask.geojson', 10)).toBeNull();
    expect(checkMaskFile('MASK.JSON', 10)).toBeNull();
  });

  it('refuses other extensions and files above the limit', () => {
    expect(checkMaskFile('mask.kml', 10)).toEqual({
      valid: false,
      refusal: { catalogue: 'masks', code: 'wrongExtension' },
    });
    expect(checkMaskFile('mask.geojson', MASK_FILE_MAX_BYTES + 1)).toEqual({
      valid: false,
      refusal: { catalogue: 'masks', code: 'tooLarge' },
    });
  });
});

describe('parseMaskFile', () => {
  it('accepts a FeatureCollection of polygons and rounds it to 5 decimals', () => {
    const parsed = parseMaskFile(collectionOf(polygon));
    if (!parsed.valid) throw new Error('expected a valid mask');
    const geometry = parsed.collection.features[0]?.geometry;
    expect(geometry?.type).toBe('Polygon');
    expect(geometry?.coordinates[0]?.[0]).toEqual([-105.12346, 40.12346]);
    expect(geometry?.coordinates[0]?.[1]).toEqual([-105, 40.12346]);
  });

  it('accepts MultiPolygons', () => {
    const parsed = parseMaskFile(collectionOf({ type: 'MultiPolygon', coordinates: [[ring]] }));
    expect(parsed.valid).toBe(true);
  });

  it('refuses text that is not JSON', () => {
    expect(parseMaskFile('{ nope')).toEqual({
      valid: false,
      refusal: { catalogue: 'masks', code: 'notJson' },
    });
  });

  it('refuses a bare Feature or geometry: a mask is a FeatureCollection', () => {
    expect(parseMaskFile(JSON.stringify(polygon))).toEqual({
      valid: false,
      refusal: {
        catalogue: 'geometry',
        reason: { code: 'NOT_A_FEATURE_COLLECTION', params: { type: 'Polygon' } },
      },
    });
    expect(parseMaskFile('[1, 2]')).toMatchObject({
      valid: false,
      refusal: { reason: { params: { type: 'array' } } },
    });
  });

  it('refuses points and lines with the reason every shape upload gives', () => {
    const parsed = parseMaskFile(collectionOf(polygon, { type: 'Point', coordinates: [0, 0] }));
    expect(parsed).toEqual({
      valid: false,
      refusal: {
        catalogue: 'geometry',
        reason: { code: 'NON_POLYGON_FEATURES', params: { type: 'Point', count: 1 } },
      },
    });
  });

  it('refuses an empty collection', () => {
    expect(parseMaskFile(collectionOf())).toMatchObject({
      valid: false,
      refusal: { catalogue: 'geometry', reason: { code: 'EMPTY' } },
    });
  });
});
