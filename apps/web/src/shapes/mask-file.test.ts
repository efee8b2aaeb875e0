import { readFileSync } from 'node:fs';
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
  it('accepts a FeatureCollection of polygons and rounds it to 5 decimals', async () => {
    const parsed = await parseMaskFile(collectionOf(polygon));
    if (!parsed.valid) throw new Error('expected a valid mask');
    const geometry = parsed.collection.features[0]?.geometry;
    expect(geometry?.type).toBe('Polygon');
    expect(geometry?.coordinates[0]?.[0]).toEqual([-105.12346, 40.12346]);
    expect(geometry?.coordinates[0]?.[1]).toEqual([-105, 40.12346]);
  });

  it('accepts MultiPolygons', async () => {
    const parsed = await parseMaskFile(
      collectionOf({ type: 'MultiPolygon', coordinates: [[ring]] }),
    );
    expect(parsed.valid).toBe(true);
  });

  it('refuses text that is not JSON', async () => {
    expect(await parseMaskFile('{ nope')).toEqual({
      valid: false,
      refusal: { catalogue: 'masks', code: 'notJson' },
    });
  });

  it('refuses a bare Feature or geometry: a mask is a FeatureCollection', async () => {
    expect(await parseMaskFile(JSON.stringify(polygon))).toEqual({
      valid: false,
      refusal: {
        catalogue: 'geometry',
        reason: { code: 'NOT_A_FEATURE_COLLECTION', params: { type: 'Polygon' } },
      },
    });
    expect(await parseMaskFile('[1, 2]')).toMatchObject({
      valid: false,
      refusal: { reason: { params: { type: 'array' } } },
    });
  });

  it('leaves points and lines out with the warning every shape upload gives', async () => {
    const parsed = await parseMaskFile(
      collectionOf(polygon, { type: 'Point', coordinates: [0, 0] }),
    );
    if (!parsed.valid) throw new Error('expected a valid mask');
    expect(parsed.collection.features).toHaveLength(1);
    expect(parsed.warnings.map((warning) => warning.code)).toContain('POINTS_LEFT_OUT');
  });

  it('refuses a collection of points only, with the importer reason', async () => {
    const parsed = await parseMaskFile(collectionOf({ type: 'Point', coordinates: [0, 0] }));
    expect(parsed).toMatchObject({ valid: false, refusal: { catalogue: 'files' } });
  });

  it('refuses an empty collection', async () => {
    expect(await parseMaskFile(collectionOf())).toMatchObject({
      valid: false,
      refusal: { catalogue: 'geometry', reason: { code: 'EMPTY' } },
    });
  });

  describe('files GDAL wrote (fixtures/README.md)', () => {
    const fixture = (name: string) =>
      readFileSync(new URL(`./fixtures/${name}.geojson`, import.meta.url), 'utf8');
    const west = (parsed: Awaited<ReturnType<typeof parseMaskFile>>) => {
      if (!parsed.valid) throw new Error(`expected a valid mask: ${JSON.stringify(parsed)}`);
      expect(parsed.collection.features).toHaveLength(1);
      return parsed.collection.features[0]?.geometry.coordinates[0]?.[0]?.[0];
    };

    it('leaves out a feature without a geometry (was refused whole: NULL_GEOMETRY)', async () => {
      expect(west(await parseMaskFile(fixture('gdal-mask-null-geometry')))).toBe(-107.49);
    });

    it('reads a projected crs back to degrees (EPSG:3857 and UTM 13 N were out of range)', async () => {
      expect(west(await parseMaskFile(fixture('gdal-mask-epsg3857')))).toBeCloseTo(-107.49, 5);
      expect(west(await parseMaskFile(fixture('gdal-mask-utm13n')))).toBeCloseTo(-107.49, 5);
    });
  });
});
