import { gunzipSync, gzipSync } from 'node:zlib';
import {
  areaHectares,
  importShapeFiles,
  type ShapeCollection,
  totalAreaHectares,
} from '@ecotone/geometry';
import { translateReason } from '@ecotone/i18n';
import { describe, expect, it, vi } from 'vitest';
import { gdalExport } from '../../../packages/geometry/test/files/helpers/gdal-exports.js';
import { parcelRecords } from '../../../packages/geometry/test/files/helpers/parcels.js';
import { PRJ } from '../../../packages/geometry/test/files/helpers/projections.js';
import { shapefileUploads } from '../../../packages/geometry/test/files/helpers/uploads.js';
import { benchmarkDistricts } from '../../../packages/geometry/test/generate-districts.js';
import { databaseModes, signedInUser, testContext } from './harness.js';

const square = (west: number, south: number, size: number) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  },
});
/**
 * The import's collection as the answer carries it: each coordinate rounded to 6 decimals as
 * roundCoordinates rounds it, nothing else changed (docs/decisions/0013-upload-answer-encoding.md).
 */
const answerText = (collection: ShapeCollection): string => {
  const round = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(round) : Math.round((value as number) * 1e6) / 1e6 || 0;
  return JSON.stringify({
    ...collection,
    features: collection.features.map((feature) => ({
      ...feature,
      geometry: { ...feature.geometry, coordinates: round(feature.geometry.coordinates) },
    })),
  });
};
const overlappingSquares = {
  type: 'FeatureCollection' as const,
  features: [square(-107.5, 44.5, 0.02), square(-107.49, 44.51, 0.02)],
};
const lines = {
  type: 'FeatureCollection',
  features: [1, 2, 3].map((i) => ({
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'LineString',
      coordinates: [
        [-107, 44 + i / 100],
        [-106.9, 44 + i / 100],
      ],
    },
  })),
};

/** A multipart body with one part per file, all named "files". */
function multipart(files: Array<{ name: string; content: string | Buffer }>) {
  const boundary = `----ecotone${Date.now()}`;
  const parts = files.map(({ name, content }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n`,
      ),
      Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/shape-file/generate-geojson-from-files', () => {
  const upload = async (
    files: Array<{ name: string; content: string | Buffer }>,
    language = 'en',
  ) => {
    const context = await testContext('embedded');
    const user = await signedInUser(context);
    const body = multipart(files);
    return context.app.inject({
      method: 'POST',
      url: '/api/shape-file/generate-geojson-from-files',
      headers: { ...body.headers, cookie: user.cookie, 'accept-language': language },
      payload: body.payload,
    });
  };

  it('reads a GeoJSON file and lists what it imported', async () => {
    const response = await upload([
      { name: 'ranch.geojson', content: JSON.stringify(overlappingSquares) },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.compressed).toBe(false);
    expect(body.error).toBeNull();
    expect(body.geojson.features).toHaveLength(2);
    expect(body.layers[0]).toMatchObject({ file: 'ranch.geojson', featureCount: 2 });
  });

  it('answers as the in-process import does: same shapes (rounded to 6 decimals), layers and warnings, compressed above 1 MB', async () => {
    const parcels = shapefileUploads('parcels', parcelRecords(600, 100), { prj: PRJ.utm13nEsri });
    const mixed = {
      ...overlappingSquares,
      features: [...overlappingSquares.features, ...lines.features],
    };
    const fixtures = [
      [{ name: 'ranch.geojson', bytes: Buffer.from(JSON.stringify(overlappingSquares)) }],
      [{ name: 'mixed.geojson', bytes: Buffer.from(JSON.stringify(mixed)) }],
      parcels,
    ];
    for (const files of fixtures) {
      const expected = await importShapeFiles(files);
      if (!expected.valid) throw new Error('fixture refused');
      const text = answerText(expected.value.collection);
      const response = await upload(
        files.map(({ name, bytes }) => ({ name, content: Buffer.from(bytes) })),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.compressed).toBe(text.length > 1_000_000);
      const geojson = body.compressed
        ? gunzipSync(Buffer.from(body.geojson, 'base64')).toString('utf8')
        : JSON.stringify(body.geojson);
      expect(geojson).toBe(text);
      if (files === parcels) expect(body.compressed).toBe(true);
      expect(body.layers).toEqual(expected.value.layers);
      expect(body.warnings).toEqual(
        expected.value.warnings.map((warning) => ({
          code: warning.code,
          message: translateReason('en', 'files', warning.code, warning.params),
        })),
      );
      expect(body.error).toBeNull();
    }
  });

  it('refuses a file of lines, saying which file and why, in English and Spanish', async () => {
    const english = await upload([{ name: 'roads.geojson', content: JSON.stringify(lines) }]);
    expect(english.statusCode).toBe(400);
    expect(english.json().error.code).toBe('INVALID_FILE');
    expect(english.json().error.message).toContain('roads.geojson');
    expect(english.json().error.message).toMatch(
      /lines \(3\); only polygons can define a project area/,
    );
    const spanish = await upload([{ name: 'roads.geojson', content: JSON.stringify(lines) }], 'es');
    expect(spanish.json().error.message).toMatch(/^No se pudo usar este archivo/);
    expect(spanish.json().error.reason.code).toBe(english.json().error.reason.code);
  });

  it('refuses invalid JSON and an unsupported type without crashing', async () => {
    const broken = await upload([
      { name: 'broken.json', content: '{"type": "FeatureCollection", "features": [' },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toContain('broken.json');
    const word = await upload([{ name: 'notes.docx', content: 'not a shape' }]);
    expect(word.statusCode).toBe(400);
    expect(word.json().error.reason.code).toBe('UNSUPPORTED_TYPE');
  });

  it('reads shapefiles as GDAL does: the zero-padded one, and null shapes with a warning in Spanish', async () => {
    const asUploaded = (name: string) =>
      gdalExport(name).map(({ name, bytes }) => ({ name, content: Buffer.from(bytes) }));
    const padded = await upload(asUploaded('padded-polygon'));
    expect(padded.statusCode).toBe(200);
    expect(padded.json().geojson.features).toHaveLength(1);
    const nulls = await upload(asUploaded('null-shapes'), 'es');
    expect(nulls.statusCode).toBe(200);
    expect(nulls.json().geojson.features).toHaveLength(3);
    expect(nulls.json().warnings).toEqual([
      {
        code: 'NULL_SHAPES_SKIPPED',
        message:
          'nulls.shp: se omitieron 2 formas sin geometría (formas nulas); las demás se importaron.',
      },
    ]);
    const polylines = await upload(asUploaded('padded-polyline.zip'));
    expect(polylines.statusCode).toBe(400);
    expect(polylines.json().error.message).toContain(
      'padded-polyline.zip (fences.shp) contains only lines (2)',
    );
  });

  it('tells a GPX upload that GPX holds tracks and points, not areas, in English and Spanish', async () => {
    const gpx = gdalExport('boundary-walk.gpx').map(({ name, bytes }) => ({
      name,
      content: Buffer.from(bytes),
    }));
    const english = await upload(gpx);
    expect(english.statusCode).toBe(400);
    expect(english.json().error.reason.code).toBe('GPX_NOT_AREAS');
    expect(english.json().error.message).toContain(
      'boundary-walk.gpx is a GPX file: GPX holds tracks, routes and waypoints, not areas.',
    );
    const spanish = await upload(gpx, 'es');
    expect(spanish.json().error.message).toContain(
      'GPX guarda recorridos (tracks), rutas y puntos de paso, no áreas',
    );
  });

  it('refuses a request that is not multipart, and one without a session', async () => {
    const context = await testContext('embedded');
    const user = await signedInUser(context);
    const notMultipart = await context.app.inject({
      method: 'POST',
      url: '/api/shape-file/generate-geojson-from-files',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: { files: [] },
    });
    expect(notMultipart.statusCode).toBe(400);
    const anonymous = multipart([
      { name: 'ranch.geojson', content: JSON.stringify(overlappingSquares) },
    ]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/shape-file/generate-geojson-from-files',
      headers: anonymous.headers,
      payload: anonymous.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/shape-file/clean-up-geojson', () => {
  const cleanUp = async (body: unknown, language = 'en') => {
    const context = await testContext('embedded');
    const user = await signedInUser(context);
    return context.app.inject({
      method: 'POST',
      url: '/api/shape-file/clean-up-geojson',
      headers: { cookie: user.cookie, 'accept-language': language },
      payload: body as object,
    });
  };

  it('dissolves overlapping shapes into one, keeping the area of their union', async () => {
    const response = await cleanUp({ geojson: overlappingSquares, compressed: false });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dissolveError).toBeNull();
    expect(body.geojson.features).toHaveLength(1);
    const before = totalAreaHectares(overlappingSquares);
    expect(totalAreaHectares(body.geojson)).toBeCloseTo(before, 0);
  });

  it('dissolves 39 districts with shared borders into their outline, the gap a hole (issue 12)', async () => {
    const districts = benchmarkDistricts();
    const response = await cleanUp({ geojson: districts, compressed: false });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dissolveError).toBeNull();
    expect(body.geojson.features).toHaveLength(1);
    expect(body.geojson.features[0].geometry.type).toBe('Polygon');
    expect(body.geojson.features[0].geometry.coordinates).toHaveLength(2);
    const before = areaHectares(districts);
    expect(Math.abs(totalAreaHectares(body.geojson) - before) / before).toBeLessThan(1e-3);
  });

  it('answers compressed when asked compressed', async () => {
    const compressed = gzipSync(JSON.stringify(overlappingSquares)).toString('base64');
    const body = (await cleanUp({ geojson: compressed, compressed: true })).json();
    expect(body.compressed).toBe(true);
    const shape = JSON.parse(gunzipSync(Buffer.from(body.geojson, 'base64')).toString('utf8'));
    expect(shape.features).toHaveLength(1);
  });

  it('stops inflating a compressed body at 100 MB and answers 413 naming the limit', async () => {
    // 150 MB of spaces: 150 kB of gzip, under the body limit, over the inflated limit.
    const bomb = gzipSync(Buffer.alloc(150_000_000, 32)).toString('base64');
    const response = await cleanUp({ geojson: bomb, compressed: true }, 'es');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.json().error.message).toBe(
      'La carga es demasiado grande: el límite es 100 MB.',
    );
  });

  it('refuses GeoJSON text holding U+0000, plain or compressed, with 400', async () => {
    const text = JSON.stringify(overlappingSquares).replace('"Feature"', '"Feature\\u0000"');
    for (const body of [
      { geojson: text, compressed: false },
      { geojson: gzipSync(text).toString('base64'), compressed: true },
    ]) {
      const response = await cleanUp(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
  });

  it('refuses a shape that is not polygons, with the reason', async () => {
    const response = await cleanUp({ geojson: lines });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_SHAPE');
    expect(response.json().error.reason).toEqual({
      code: 'NON_POLYGON_FEATURES',
      params: { type: 'LineString', count: 3 },
    });
    expect(response.json().error.message).toContain('3');
  });

  it('refuses a body over the limit with the translated size message, not a raw 413 page', async () => {
    const huge = {
      geojson: { type: 'FeatureCollection', features: [], padding: 'x'.repeat(101_000_000) },
    };
    const response = await cleanUp(huge, 'es');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.json().error.message).toMatch(
      /^La carga es demasiado grande: el límite es 100 MB/,
    );
  });
});

describe.each(databaseModes)('POST /api/shape-file/store-shape-hash-from-geojson on %s', (mode) => {
  it('stores a shape once by the hash of its geometry, and PostGIS measures the same area', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const store = (geojson: unknown) =>
      context.app.inject({
        method: 'POST',
        url: '/api/shape-file/store-shape-hash-from-geojson',
        headers: { cookie: user.cookie },
        payload: { geojson },
      });
    const first = (await store(overlappingSquares)).json().shapeHash;
    const renamed = {
      ...overlappingSquares,
      features: overlappingSquares.features.map((f) => ({ ...f, properties: { name: 'other' } })),
    };
    expect((await store(renamed)).json().shapeHash).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);

    const postgis = await context.runtime.repositories.shapes.areaHectares(first);
    expect(postgis).toBeDefined();
    const ours = totalAreaHectares(overlappingSquares);
    expect(Math.abs((postgis ?? 0) - ours) / ours).toBeLessThan(1e-6);
  });

  it('needs a session', async () => {
    const { app } = await testContext(mode);
    const response = await app.inject({
      method: 'POST',
      url: '/api/shape-file/store-shape-hash-from-geojson',
      payload: { geojson: overlappingSquares },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('shape bodies of up to 100 MB', () => {
  it('are parsed on a shape-pool thread, never on the thread that answers HTTP', async () => {
    // JSON.parse of 100 MB holds its thread for a second or more (docs/uploads.md).
    const context = await testContext('embedded');
    const user = await signedInUser(context);
    const marker = `parsed-where-${Date.now()}`;
    const marked = {
      ...overlappingSquares,
      features: overlappingSquares.features.map((f) => ({ ...f, properties: { marker } })),
    };
    const compressed = gzipSync(JSON.stringify(marked)).toString('base64');
    const bodies: Array<[string, object]> = [
      ['clean-up-geojson', { geojson: marked, compressed: false }],
      ['clean-up-geojson', { geojson: compressed, compressed: true }],
      ['store-shape-hash-from-geojson', { geojson: marked }],
      ['store-shape-hash-from-geojson', { geojson: compressed, compressed: true }],
    ];
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (const [path, payload] of bodies) {
        parse.mockClear();
        const response = await context.app.inject({
          method: 'POST',
          url: `/api/shape-file/${path}`,
          headers: { cookie: user.cookie },
          payload,
        });
        const parsedHere = parse.mock.calls.filter(
          ([text]) => typeof text === 'string' && text.includes(marker),
        );
        expect({ path, status: response.statusCode, parsedHere }).toEqual({
          path,
          status: 200,
          parsedHere: [],
        });
      }
    } finally {
      parse.mockRestore();
    }
  });
});
