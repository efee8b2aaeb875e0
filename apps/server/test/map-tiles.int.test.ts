/**
 * Raster layers on a map (issue 14, docs/map-tiles.md): tiles rendered from the stored COG on a
 * shape-pool thread, raster-info and the hit-test, with the result's access rule, on both databases.
 */
import { randomUUID } from 'node:crypto';
import type { Legend } from '@ecotone/analysis';
import { encodeCog } from '@ecotone/analysis/node';
import type { RasterHitTest, RasterInfo } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { layerFileKey } from '../src/analysis/run-tool.js';
import type { StoredLayer } from '../src/repositories/analysis.repository.js';
import { SQUARE } from './analysis-runs.fixtures.js';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { pngPixels } from './support/png-pixels.js';
import { storeShapefile } from './support/seed.js';

const RED = [255, 0, 0, 255];
const GREEN = [0, 255, 0, 255];
const CLEAR = [0, 0, 0, 0];

/**
 * 20 x 20 pixels of 0.0005 degrees (-105.0025..-104.9925, 40.0025..40.0125) over most of the
 * square (-105..-104.99, 40..40.01): 1 west of -104.9975, else 2; the south row holds no data.
 */
const CLASSES_RASTER = (() => {
  const data = new Uint8Array(20 * 20);
  for (let row = 0; row < 20; row++)
    for (let column = 0; column < 20; column++)
      data[row * 20 + column] = row === 19 ? 255 : column < 10 ? 1 : 2;
  return {
    width: 20,
    height: 20,
    geoTransform: [-105.0025, 0.0005, 0, 40.0125, 0, -0.0005] as const,
    crs: 'EPSG:4326',
    noData: 255,
    dataType: 'uint8' as const,
    data,
  };
})();

const CLASSES_LEGEND: Legend = {
  title: { key: 'runs.states.STARTED' },
  items: [
    { itemId: '1', primaryLabel: { key: 'runs.states.SUCCEEDED' }, color: '#ff0000' },
    { itemId: '2', primaryLabel: { key: 'runs.states.FAILED' }, color: '#00ff00' },
  ],
};

const GRADIENT_RASTER = {
  ...CLASSES_RASTER,
  noData: null,
  dataType: 'float32' as const,
  data: new Float32Array(20 * 20).fill(750),
};
const GRADIENT_LEGEND: Legend = {
  gradient: { colors: ['#000000', '#ffffff'], min: 500, max: 1000, unit: 'm' },
};

/** The XYZ tile at zoom z holding (lon, lat), and the pixel of that point in it. */
function tileAt(z: number, lon: number, lat: number) {
  const n = 2 ** z;
  const fx = ((lon + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { z, x, y, column: Math.floor((fx - x) * 256), row: Math.floor((fy - y) * 256) };
}

describe.each(databaseModes)('map tiles on %s', (mode) => {
  let context: TestContext;
  let owner: TestUser;
  let stranger: TestUser;
  let analysisId: string;

  /** A finished analysis with a class raster, a gradient raster and a vector layer, stored as a worker stores them. */
  async function storeFinishedAnalysis(createdBy: string): Promise<string> {
    const { repositories, storage } = context.runtime;
    const shapefileId = await storeShapefile(context.runtime, {
      name: `Tiles ${randomUUID()}`,
      geojson: SQUARE,
      createdBy,
    });
    const jobId = randomUUID();
    const id = await repositories.analyses.insertAnalysis({
      shapefileId,
      createdBy,
      inputs: { context: {} },
      tools: [{ scriptType: 'context', version: '1', jobId }],
    });
    const layers: StoredLayer[] = [];
    // The class layer as results are written now (with an overview), the gradient as older
    // results were stored (none): both render.
    const rasters = [
      { id: 'classes', raster: CLASSES_RASTER, legend: CLASSES_LEGEND, overviews: 'mode' },
      { id: 'elevation', raster: GRADIENT_RASTER, legend: GRADIENT_LEGEND, overviews: 'none' },
    ] as const;
    for (const { id: layerId, raster, legend, overviews } of rasters) {
      const fileKey = layerFileKey(id, { id: layerId, kind: 'raster' });
      await storage.put(fileKey, encodeCog(raster, { tileSize: 16, overviews }));
      layers.push({
        id: layerId,
        kind: 'raster',
        fileKey,
        label: { key: 'runs.states.QUEUED' },
        legend,
      });
    }
    const vectorKey = layerFileKey(id, { id: 'areas', kind: 'vector' });
    await storage.put(
      vectorKey,
      new TextEncoder().encode('{"type":"FeatureCollection","features":[]}'),
    );
    layers.push({
      id: 'areas',
      kind: 'vector',
      fileKey: vectorKey,
      label: { key: 'runs.states.QUEUED' },
      legend: {},
    });
    await repositories.analyses.claimToolRun(jobId, 'tiles-test', 30);
    await repositories.analyses.moveToolRun(jobId, 'EXPORT_PENDING', { workerId: 'tiles-test' });
    await repositories.analyses.moveToolRun(jobId, 'EXPORT_RUNNING', { workerId: 'tiles-test' });
    const stored = await repositories.analyses.storeResult(jobId, 'tiles-test', {
      values: {},
      layers,
      lineage: [],
      methods: [],
      warnings: [],
      synthetic: true,
    });
    expect(stored).toBe(true);
    return id;
  }

  beforeAll(async () => {
    context = await testContext(mode);
    owner = await signedInUser(context);
    stranger = await signedInUser(context);
    analysisId = await storeFinishedAnalysis(owner.id);
  });

  const tile = (url: string, user: TestUser | null = owner, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'GET',
      url: `/api/geo/tiles-dynamic/${url}`,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
    });
  const post = (url: string, payload: object, user: TestUser = owner, language = 'en') =>
    context.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: user.cookie,
        origin: context.runtime.config.publicUrl,
        'accept-language': language,
      },
      payload,
    });
  const pixel = (rgba: Uint8Array, column: number, row: number) =>
    Array.from(rgba.subarray((row * 256 + column) * 4, (row * 256 + column) * 4 + 4));

  it('renders tiles inside the data in the legend colours, clear outside the shape and the data', async () => {
    // Zoom 14 (a map pixel ~0.00009 degrees): every tile the square and its raster touch.
    const northWest = tileAt(14, -105.003, 40.013);
    const southEast = tileAt(14, -104.989, 39.999);
    const counts = { red: 0, green: 0, clear: 0 };
    for (let y = northWest.y; y <= southEast.y; y++) {
      for (let x = northWest.x; x <= southEast.x; x++) {
        const response = await tile(`${analysisId}/classes/14/${x}/${y}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
        const { width, height, rgba } = pngPixels(response.rawPayload);
        expect([width, height]).toEqual([256, 256]);
        expectColours({ z: 14, x, y }, rgba, counts);
      }
    }
    expect(counts.red).toBeGreaterThan(500);
    expect(counts.green).toBeGreaterThan(1000);
    expect(counts.clear).toBeGreaterThan(1000);
    // The gradient layer: 750 is halfway from black to white.
    const inside = tileAt(14, -104.995, 40.006);
    const elevation = await tile(`${analysisId}/elevation/14/${inside.x}/${inside.y}`);
    const middle = pixel(pngPixels(elevation.rawPayload).rgba, inside.column, inside.row);
    expect(middle.slice(0, 3).every((channel) => Math.abs(channel - 128) <= 1)).toBe(true);
    expect(middle[3]).toBe(255);
  });

  /** Each pixel centre's expected colour, worked out from the square and the raster's layout. */
  function expectColours(
    at: { z: number; x: number; y: number },
    rgba: Uint8Array,
    counts: Record<'red' | 'green' | 'clear', number>,
  ) {
    const step = 360 / (256 * 2 ** at.z);
    const near = (value: number, edges: number[]) =>
      edges.some((edge) => Math.abs(value - edge) < 0.0001);
    for (let row = 0; row < 256; row++) {
      const mercator = Math.PI * (1 - (2 * (at.y + (row + 0.5) / 256)) / 2 ** at.z);
      const lat = (Math.atan(Math.sinh(mercator)) * 180) / Math.PI;
      for (let column = 0; column < 256; column++) {
        const lon = -180 + (at.x * 256 + column + 0.5) * step;
        if (near(lon, [-105, -104.99, -104.9975, -104.9925]) || near(lat, [40, 40.01, 40.003]))
          continue;
        const inShape = lon > -105 && lon < -104.99 && lat > 40 && lat < 40.01;
        // The raster ends at -104.9925; its south row (40.0025..40.003) holds no data; class 1
        // lies west of -104.9975.
        const expected =
          !inShape || lat < 40.003 || lon > -104.9925 ? CLEAR : lon < -104.9975 ? RED : GREEN;
        expect(pixel(rgba, column, row), `${lon},${lat}`).toEqual(expected);
        counts[expected === RED ? 'red' : expected === GREEN ? 'green' : 'clear']++;
      }
    }
  }

  it('answers a tile outside the data with a transparent PNG, not an error', async () => {
    const far = tileAt(17, 10, 10);
    const response = await tile(`${analysisId}/classes/${far.z}/${far.x}/${far.y}`);
    expect(response.statusCode).toBe(200);
    const { rgba } = pngPixels(response.rawPayload);
    expect(rgba.every((byte) => byte === 0)).toBe(true);
  });

  it('gives each tile an ETag and answers 304 when the client holds it', async () => {
    const at = tileAt(16, -104.995, 40.005);
    const url = `${analysisId}/classes/${at.z}/${at.x}/${at.y}`;
    const first = await tile(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect((await tile(url)).headers.etag).toBe(etag);
    const again = await tile(url, owner, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await tile(`${analysisId}/classes/${at.z}/${at.x + 1}/${at.y}`, owner, {
      'if-none-match': etag,
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers 404 to another user (even with the ETag), for an unknown or a vector layer', async () => {
    const at = tileAt(16, -104.995, 40.005);
    const url = `${analysisId}/classes/${at.z}/${at.x}/${at.y}`;
    const etag = String((await tile(url)).headers.etag);
    const unknownAnalysis = await tile(`${randomUUID()}/classes/${at.z}/${at.x}/${at.y}`);
    for (const response of [
      await tile(url, stranger),
      await tile(url, stranger, { 'if-none-match': etag }),
      await tile(`${analysisId}/nothing/${at.z}/${at.x}/${at.y}`),
      await tile(`${analysisId}/areas/${at.z}/${at.x}/${at.y}`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.headers.etag).toBeUndefined();
      // Nothing tells another user's analysis from one that does not exist.
      expect(response.json()).toEqual(unknownAnalysis.json());
    }
    expect((await tile(url, null)).statusCode).toBe(401);
  });

  it('answers 404 for a layer whose stored file is gone, even while its read location is kept', async () => {
    const gone = await storeFinishedAnalysis(owner.id);
    const inside = tileAt(14, -104.995, 40.006);
    const address = `${gone}/classes/14/${inside.x}/${inside.y}`;
    const point = { lat: 40.005, lng: -104.994 };
    const layers = [{ analysisId: gone, layerId: 'classes' }];
    // Served once: the service keeps the read location, a pool thread the opened file.
    expect((await tile(address)).statusCode).toBe(200);
    expect((await post('/api/geo/raster-info', layers[0] as object)).statusCode).toBe(200);
    const before = await post('/api/geo/raster-hit-test', { layers, point });
    expect(before.json<RasterHitTest>().layers[0]).toMatchObject({ found: true, value: 2 });
    for (const layerId of ['classes', 'elevation'])
      await context.runtime.storage.delete(layerFileKey(gone, { id: layerId, kind: 'raster' }));
    for (const url of [address, `${gone}/classes/14/${inside.x + 1}/${inside.y}`]) {
      const response = await tile(url);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await tile(`${gone}/elevation/14/${inside.x}/${inside.y}`)).statusCode).toBe(404);
    const info = await post('/api/geo/raster-info', layers[0] as object);
    expect(info.statusCode, info.body).toBe(404);
    const after = await post('/api/geo/raster-hit-test', {
      layers: [...layers, { analysisId, layerId: 'classes' }],
      point,
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<RasterHitTest>().layers.map((layer) => [layer.found, layer.value])).toEqual([
      [false, null],
      [true, 2],
    ]);
  });

  it('refuses malformed tile addresses with 400', async () => {
    for (const address of ['99/0/0', '1/2/0', '1/0/2', 'a/0/0', '3/-1/0', '3/1.5/0']) {
      const response = await tile(`${analysisId}/classes/${address}`);
      expect(response.statusCode, address).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
  });

  it('describes a raster layer: extent, size, value range, translated legend, tile address', async () => {
    const response = await post(
      '/api/geo/raster-info',
      { analysisId, layerId: 'classes' },
      owner,
      'es',
    );
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json<RasterInfo>();
    expect(info).toMatchObject({
      analysisId,
      layerId: 'classes',
      width: 20,
      height: 20,
      crs: 'EPSG:4326',
      dataType: 'uint8',
      noData: 255,
      valueRange: { min: 1, max: 2 },
      tiles: `/api/geo/tiles-dynamic/${analysisId}/classes/{z}/{x}/{y}`,
    });
    info.extent.forEach((value, index) => {
      expect(value).toBeCloseTo([-105.0025, 40.0025, -104.9925, 40.0125][index] as number, 9);
    });
    // 0.0005 degrees a pixel: zoom 12 maps 0.00034 degrees a pixel, zoom 11 0.00069.
    expect(info.nativeZoom).toBe(12);
    expect(info.legend.items.map((item) => [item.itemId, item.primaryLabel, item.color])).toEqual([
      ['1', 'Completado', '#ff0000'],
      ['2', 'Fallido', '#00ff00'],
    ]);
    const gradient = (
      await post('/api/geo/raster-info', { analysisId, layerId: 'elevation' })
    ).json<RasterInfo>();
    expect(gradient.valueRange).toEqual({ min: 500, max: 1000 });
    expect(gradient.legend.gradient?.unit).toBe('m');
    for (const [user, layerId] of [
      [stranger, 'classes'],
      [owner, 'areas'],
      [owner, 'nothing'],
    ] as const) {
      expect((await post('/api/geo/raster-info', { analysisId, layerId }, user)).statusCode).toBe(
        404,
      );
    }
  });

  it('hit-tests layers at a point: values, class labels, null outside, unreadable layers not found', async () => {
    const layers = [
      { analysisId, layerId: 'classes' },
      { analysisId, layerId: 'elevation' },
      { analysisId, layerId: 'areas' },
      { analysisId: randomUUID(), layerId: 'classes' },
    ];
    const inside = await post('/api/geo/raster-hit-test', {
      layers,
      point: { lat: 40.005, lng: -104.994 },
    });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json<RasterHitTest>().layers).toEqual([
      {
        analysisId,
        layerId: 'classes',
        found: true,
        value: 2,
        label: 'Failed',
        color: '#00ff00',
        unit: null,
      },
      {
        analysisId,
        layerId: 'elevation',
        found: true,
        value: 750,
        label: null,
        color: null,
        unit: 'm',
      },
      {
        analysisId,
        layerId: 'areas',
        found: false,
        value: null,
        label: null,
        color: null,
        unit: null,
      },
      { ...layers[3], found: false, value: null, label: null, color: null, unit: null },
    ]);
    // Inside the raster but outside the shape, and outside the raster.
    for (const point of [
      { lat: 40.005, lng: -105.001 },
      { lat: 10, lng: 10 },
    ]) {
      const answer = (
        await post('/api/geo/raster-hit-test', { layers: layers.slice(0, 1), point })
      ).json<RasterHitTest>();
      expect(answer.layers[0]).toMatchObject({ found: true, value: null, label: null });
    }
    const stranger_ = (
      await post(
        '/api/geo/raster-hit-test',
        { layers: layers.slice(0, 2), point: { lat: 40.005, lng: -104.9975 } },
        stranger,
      )
    ).json<RasterHitTest>();
    expect(stranger_.layers.map((layer) => [layer.found, layer.value])).toEqual([
      [false, null],
      [false, null],
    ]);
    const bad = await post('/api/geo/raster-hit-test', { layers, point: { lat: 91, lng: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(
      (await post('/api/geo/raster-hit-test', { layers: [], point: { lat: 0, lng: 0 } }))
        .statusCode,
    ).toBe(400);
  });
});
