import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const analysis = { id: ANALYSIS, shapefileId: 'shape-1', createdBy: 'owner' } as AnalysisRecordRow;
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

/** The service over in-memory repositories and a pool that runs the real tasks on this thread. */
function service() {
  const calls = { compute: [] as string[], readLocation: 0, geometry: 0 };
  const compute = {
    async run(name: string, input: unknown) {
      calls.compute.push(name);
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
        if (key !== 'analysis/a/classes.tif') throw new StorageNotFoundError(key);
        return cogPath;
      },
    },
    compute,
    now: () => clock,
  });
  return { mapLayers, calls, advance: (ms: number) => (clock += ms) };
}

const key = { analysisId: ANALYSIS, layerId: 'classes' };

describe('map layer service', () => {
  it('renders a tile on the pool and answers its ETag without rendering when the client has it', async () => {
    const { mapLayers, calls } = service();
    const first = await mapLayers.tile(owner, key, TILE);
    expect(first.notModified).toBe(false);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(calls.compute).toEqual(['renderMapTile']);
    const again = await mapLayers.tile(owner, key, TILE, `W/"other", ${first.etag}`);
    expect(again).toEqual({ notModified: true, etag: first.etag });
    expect(calls.compute).toEqual(['renderMapTile']);
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
    expect(calls.compute).toEqual(['renderMapTile']);
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
