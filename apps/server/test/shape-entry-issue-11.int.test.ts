import {
  type ShapeCollection,
  totalAreaHectares,
  validateShapeCollection,
} from '@ecotone/geometry';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { BOWTIE, FIJI, FIJI_HA, NORTH_POLE } from './support/issue-11-shapes.js';

interface ErrorAnswer {
  error: { code: string; message: string; reason?: { code: string } };
}

/**
 * Every endpoint a shape enters by, with the shapes of issue 11 (docs/decisions/0008): the Fiji
 * square is cut at the antimeridian and measured as the small square it is, the polar box is
 * refused with the same translated reason everywhere, and the bow-tie is its two triangles on
 * every path (no 500).
 */
describe.each(databaseModes)('shapes of issue 11 entering on %s', (mode) => {
  let context: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    context = await testContext(mode);
    user = await signedInUser(context);
  });

  const post = (url: string, payload: object, language = 'en') =>
    context.app.inject({
      method: 'POST',
      url: `/api/shape-file/${url}`,
      headers: {
        cookie: user.cookie,
        origin: context.runtime.config.publicUrl,
        'accept-language': language,
      },
      payload,
    });
  const query = <Row>(text: string, values: unknown[]) =>
    context.runtime.database.query<Row>(text, values).then((result) => result.rows);
  /** Parts and geodesic hectares of a stored shape, as PostGIS measures them. */
  const storedShape = async (hash: string) => {
    const [row] = await query<{ parts: number; ha: number; west: number; east: number }>(
      `SELECT ST_NumGeometries(geometry) AS parts, ST_Area(geometry::geography) / 10000 AS ha,
              ST_XMin(geometry) AS west, ST_XMax(geometry) AS east
       FROM shape WHERE hash = $1`,
      [hash],
    );
    return row;
  };

  it('names Fiji as the country of the Fiji square, not Brazil', async () => {
    const response = await post('geography', { geojson: FIJI });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ countryCode: string; countries: { code: string }[] }>();
    expect(answer.countryCode).toBe('FJI');
    expect(answer.countries.map((country) => country.code)).not.toContain('BRA');
  });

  it('stores the Fiji square as two parts of ~1.18 Mha, cut at the antimeridian', async () => {
    const response = await post('store-shape-hash-from-geojson', { geojson: FIJI });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await storedShape(response.json<{ shapeHash: string }>().shapeHash);
    expect(stored?.parts).toBe(2);
    expect([stored?.west, stored?.east]).toEqual([-180, 180]);
    expect(stored?.ha).toBeCloseTo(FIJI_HA, 0);
  });

  it('cleans the Fiji square up into two parts of the same area', async () => {
    const response = await post('clean-up-geojson', { geojson: FIJI, compressed: false });
    expect(response.statusCode, response.body).toBe(200);
    const cleaned = response.json<{ geojson: ShapeCollection }>().geojson;
    const geometry = cleaned.features[0]?.geometry;
    expect(geometry?.type).toBe('MultiPolygon');
    expect(geometry?.coordinates).toHaveLength(2);
    expect(totalAreaHectares(cleaned)).toBeCloseTo(FIJI_HA, 0);
  });

  it.each([
    ['geography', { geojson: NORTH_POLE }],
    ['clean-up-geojson', { geojson: NORTH_POLE, compressed: false }],
    ['store-shape-hash-from-geojson', { geojson: NORTH_POLE }],
  ])('refuses the polar box on %s with the translated reason', async (url, payload) => {
    const [before] = await query<{ n: number }>('SELECT count(*)::int AS n FROM shape', []);
    for (const [language, text] of [
      ['en', 'Ecotone works between 85.05° S and 85.05° N'],
      ['es', 'Ecotone trabaja entre 85.05° S y 85.05° N'],
    ] as const) {
      const response = await post(url, payload, language);
      expect(response.statusCode, response.body).toBe(400);
      const { error } = response.json<ErrorAnswer>();
      expect(error.reason?.code).toBe('BEYOND_MAP_LATITUDE');
      expect(error.message).toContain(text);
    }
    const [after] = await query<{ n: number }>('SELECT count(*)::int AS n FROM shape', []);
    expect(after?.n).toBe(before?.n);
  });

  it('stores, cleans up and measures the bow-tie alike: its two triangles', async () => {
    const checked = validateShapeCollection(BOWTIE);
    if (!checked.valid) throw new Error(checked.reason.code);
    const triangles = totalAreaHectares(checked.value);
    const stored = await post('store-shape-hash-from-geojson', { geojson: BOWTIE });
    expect(stored.statusCode, stored.body).toBe(200);
    const shape = await storedShape(stored.json<{ shapeHash: string }>().shapeHash);
    expect(shape?.parts).toBe(2);
    expect(shape?.ha).toBeCloseTo(triangles, 2);
    const cleaned = await post('clean-up-geojson', { geojson: BOWTIE, compressed: false });
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    const collection = cleaned.json<{ geojson: ShapeCollection }>().geojson;
    expect(collection.features[0]?.geometry.coordinates).toHaveLength(2);
    expect(totalAreaHectares(collection)).toBeCloseTo(triangles, 0);
  });
});
