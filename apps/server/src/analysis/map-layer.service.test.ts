import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeCog } from '@ecotone/analysis/node';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.js';
import type { ComputePool } from '../compute/compute-pool.js';
import { computeTasks } from '../compute/compute-tasks.js';
import { AppError } from '../errors.js';
import type { AnalysisRecordRow, ToolRunRecord } from '../repositories/analysis.repository.js';
import { StorageNotFoundError } from '../storage/storage.js';
import { createMapLayerService } from './map-layer.service.js';

const ANALYSIS = '0c9d3a52-5a0b-4a44-9a51-2d6c2f7e0a01';
const owner: Viewer = { userId: 'owner', email: 'owner@example.org', roles: ['user'] };
const stranger: Viewer = { userId: 'stranger', email: 'stranger@example.org', roles: ['user'] };
const TILE = { z: 14, x: 3413, y: 6202 };

const folder = mkdtempSync(path.join(tmpdir(), 'ecotone-map-layer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const cogPath = path.join(folder, 'classes.tif');
writeFileSync(
  cogPath,
  encodeCog({
    width: 4,
    height: 4,
    geoTransform: [-105, 0.0025, 0, 40.01, 0, -0.0025],
    crs: 'EPSG:4326',
    noData: null,
    dataType: 'uint8',
    data: new Uint8Array(16).fill(7),
  }),
);

const run = {
  state: 'SUCCEEDED',
  finishedAt: new Date('2026-06-01T00:00:00Z'),
  layers: [
    {
      id: 'classes',
      kind: 'raster',
      fileKey: 'analysis/a/classes.tif',
      label: { key: 'runs.states.QUEUED' },
      legend: {
        items: [{ itemId: '7', primaryLabel: { key: 'runs.states.SUCCEEDED' }, color: '#123456' }],
      },
    },
    {
      id: 'areas',
      kind: 'vector',
      fileKey: 'analysis/a/areas.geojson',
      label: { key: 'x' },
      legend: {},
    },
  ],
} as unknown as ToolRunRecord;

/**
 * The service over in-memory repositories and a pool that runs the real tasks on this thread;
 * each its own shapefile id (so the thread's shape cache starts without it) and copy of the COG.
 * `shapesSent` counts the tasks that carried the shape's coordinates.
 */
function service() {
  const calls = { compute: [] as string[], readLocation: 0, geometry: 0, shapesSent: 0 };
  const analysis = {
    id: ANALYSIS,
    shapefileId: randomUUID(),
    createdBy: 'owner',
  } as AnalysisRecordRow;
  const file = path.join(folder, `${randomUUID()}.tif`);
  copyFileSync(cogPath, file);
  const compute = {
    async run(name: string, input: { shape?: { coordinates?: unknown } | null }) {
      calls.compute.push(name);
      if (input.shape?.coordinates) calls.shapesSent++;
      const answer = await (
        computeTasks[name as keyof typeof computeTasks] as (i: unknown) => unknown
      )(input);
      // Piscina unwraps what a task marks to be moved.
      return (answer as Record<symbol, unknown>)[Piscina.valueSymbol] ?? answer;
    },
  } as unknown as Pick<ComputePool, 'run'>;
  let clock = 0;
  const mapLayers = createMapLayerService({
    analyses: { toolRuns: async () => [run] },
    shapefiles: {
      geometry: async () => {
        calls.geometry++;
        return {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [-105, 40],
                [-104.99, 40],
                [-104.99, 40.01],
                [-105, 40.01],
                [-105, 40],
              ],
            ],
          ],
        };
      },
    },
    analysisRuns: {
      visibleAnalysis: async (viewer) => {
        if (viewer.userId !== 'owner') throw new AppError('NOT_FOUND');
        return analysis;
      },
    },
    storage: {
      readLocation: async (key) => {
        calls.readLocation++;
        // As LocalFileStorage: a file that is not there has no read location.
        if (key !== 'analysis/a/classes.tif' || !existsSync(file))
          throw new StorageNotFoundError(key);
        return file;
      },
    },
    compute,
    now: () => clock,
  });
  return { mapLayers, calls, file, advance: (ms: number) => (clock += ms) };
}

const key = { analysisId: ANALYSIS, layerId: 'classes' };

describe('map layer service', () => {
  it('renders a tile on the pool and answers its ETag without rendering when the client has it', async () => {
    const { mapLayers, calls } = service();
    const first = await mapLayers.tile(owner, key, TILE);
    expect(first.notModified).toBe(false);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    // The thread lacked this shape: asked again with its coordinates.
    expect(calls.compute).toEqual(['renderMapTile', 'renderMapTile']);
    const again = await mapLayers.tile(owner, key, TILE, `W/"other", ${first.etag}`);
    expect(again).toEqual({ notModified: true, etag: first.etag });
    expect(calls.compute).toHaveLength(2);
    // Another tile, another ETag.
    const next = await mapLayers.tile(owner, key, { ...TILE, x: TILE.x + 1 });
    expect(next.etag).not.toBe(first.etag);
  });

  it('keeps read locations ten minutes and shapes for good', async () => {
    const { mapLayers, calls, advance } = service();
    await mapLayers.tile(owner, key, TILE);
    await mapLayers.tile(owner, key, { ...TILE, y: TILE.y + 1 });
    expect([calls.readLocation, calls.geometry]).toEqual([1, 1]);
    advance(10 * 60_000 + 1);
    await mapLayers.tile(owner, key, TILE);
    expect([calls.readLocation, calls.geometry]).toEqual([2, 1]);
  });

  it('answers NOT_FOUND to another viewer (ETag or not), for a vector or unknown layer, before any work', async () => {
    const { mapLayers, calls } = service();
    const { etag } = await mapLayers.tile(owner, key, TILE);
    for (const attempt of [
      () => mapLayers.tile(stranger, key, TILE),
      () => mapLayers.tile(stranger, key, TILE, etag),
      () => mapLayers.tile(owner, { ...key, layerId: 'areas' }, TILE),
      () => mapLayers.tile(owner, { ...key, layerId: 'nothing' }, TILE),
      () => mapLayers.info(stranger, key, 'en'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(calls.compute).toEqual(['renderMapTile', 'renderMapTile']);
  });

  it("sends the shape's coordinates to the thread only when it lacks the shape", async () => {
    const { mapLayers, calls } = service();
    const first = await mapLayers.tile(owner, key, TILE);
    expect(first.notModified === false && first.png.byteLength).toBeGreaterThan(0);
    expect([calls.compute.length, calls.shapesSent]).toEqual([2, 1]);
    await mapLayers.tile(owner, key, { ...TILE, x: TILE.x + 1 });
    await mapLayers.hitTest(owner, { layers: [key], point: { lat: 40.005, lng: -104.995 } }, 'en');
    expect([calls.compute.length, calls.shapesSent]).toEqual([4, 1]);
  });

  it('answers NOT_FOUND for a file deleted while its location is kept, and forgets the location', async () => {
    const { mapLayers, calls, file } = service();
    await mapLayers.tile(owner, key, TILE);
    await mapLayers.info(owner, key, 'en');
    expect(calls.readLocation).toBe(1);
    rmSync(file);
    // The thread still holds the file open: it sees the file is gone all the same.
    await expect(mapLayers.tile(owner, key, { ...TILE, x: TILE.x + 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(calls.readLocation).toBe(1);
    // The location was dropped: the next request asks the storage, which now says not found too.
    await expect(mapLayers.info(owner, key, 'en')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calls.readLocation).toBe(2);
    const hits = await mapLayers.hitTest(
      owner,
      { layers: [key], point: { lat: 40.005, lng: -104.995 } },
      'en',
    );
    expect(hits[0]).toMatchObject({ found: false, value: null });
    expect(calls.readLocation).toBe(3);
  });

  it('describes a layer and hit-tests layers, the unreadable ones as not found', async () => {
    const { mapLayers, calls } = service();
    const info = await mapLayers.info(owner, key, 'es');
    expect(info).toMatchObject({
      width: 4,
      height: 4,
      crs: 'EPSG:4326',
      valueRange: { min: 7, max: 7 },
    });
    expect(info.legend.items[0]?.primaryLabel).toBe('Completado');
    const hits = await mapLayers.hitTest(
      stranger,
      { layers: [key], point: { lat: 40.005, lng: -104.995 } },
      'en',
    );
    expect(hits).toEqual([
      { ...key, found: false, value: null, label: null, color: null, unit: null },
    ]);
    expect(calls.compute).toEqual(['describeRaster']);
    const owned = await mapLayers.hitTest(
      owner,
      { layers: [key, { ...key, layerId: 'areas' }], point: { lat: 40.005, lng: -104.995 } },
      'en',
    );
    expect(owned).toEqual([
      { ...key, found: true, value: 7, label: 'Succeeded', color: '#123456', unit: null },
      { ...key, layerId: 'areas', found: false, value: null, label: null, color: null, unit: null },
    ]);
  });
});
