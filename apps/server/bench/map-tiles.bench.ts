/**
 * Map tiles from a stored result (issue 14, docs/map-tiles.md): how long one 256 px PNG tile of a
 * stored COG takes to render, in process (the compute task's own function, on this thread) and
 * through HTTP (access check, shape-pool thread, PNG answer, on PGlite), and tiles/s on one
 * thread; next to GDAL rendering the same tiles (gdalwarp to EPSG:3857 with the shape as cutline,
 * then gdaldem color-relief colouring by class and writing the PNG, from Debian's gdal-bin:
 * gdal_translate -of PNG would write the class numbers as grey). Goals: < 10 ms
 * median, >= 100 tiles/s on one core. Also: tiles through HTTP of a result whose shape has
 * 50,000 vertices (the pool thread is handed the shape's key, not its coordinates), and a
 * zoomed-out tile of a 6,000 px raster stored without and with overviews, in process and with
 * GDAL. Prints figures; asserts nothing. `npm run bench`, or
 * `node --import tsx bench/map-tiles.bench.ts`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Legend } from '@ecotone/analysis';
import { encodeCog, paletteOf, tileBounds } from '@ecotone/analysis/node';
import type { MultiPolygon } from 'geojson';
import { Piscina } from 'piscina';
import { type MapTileOutput, renderMapTile } from '../src/analysis/map-tile.task.js';
import { layerFileKey } from '../src/analysis/run-tool.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openEmbeddedDatabase } from '../src/db/open-embedded.js';
import { signedInBenchApp } from './support/signed-in-app.js';

/** A land-cover-like class map: 3,000 x 3,000 pixels of 0.0003 degrees (~30 m), 512 px tiles. */
const SIZE = 3000;
const PIXEL = 0.0003;
const WEST = -105.45;
const NORTH = 40.45;
const ZOOM = 13;
const LARGE_SHAPE = 50_000;
const LARGE_SIZE = 6000;
const LARGE_ZOOM = 8;
const CLASSES = [
  '#419bdf',
  '#397d49',
  '#88b053',
  '#7a87c6',
  '#e49635',
  '#dfc35a',
  '#c4281b',
  '#a59b8f',
  '#b39fe1',
];

const LEGEND: Legend = {
  items: CLASSES.map((color, index) => ({
    itemId: String(index + 1),
    primaryLabel: { key: 'runs.states.SUCCEEDED' },
    color,
  })),
};

function classRaster() {
  const data = new Uint8Array(SIZE * SIZE);
  for (let row = 0; row < SIZE; row++) {
    for (let column = 0; column < SIZE; column++) {
      // Patches of classes, as land cover has them.
      const patch =
        Math.floor(column / 37) * 7 +
        Math.floor(row / 53) * 13 +
        ((column * row) % 5 === 0 ? 1 : 0);
      data[row * SIZE + column] = 1 + (patch % CLASSES.length);
    }
  }
  return {
    width: SIZE,
    height: SIZE,
    geoTransform: [WEST, PIXEL, 0, NORTH, 0, -PIXEL] as const,
    crs: 'EPSG:4326',
    noData: 0,
    dataType: 'uint8' as const,
    data,
  };
}

/** A ranch-like shape: a wobbly ring of `vertices` (2,000 by default) inside the raster. */
function studyArea(vertices = 2000): MultiPolygon {
  const centreLon = WEST + (SIZE * PIXEL) / 2;
  const centreLat = NORTH - (SIZE * PIXEL) / 2;
  const ring = Array.from({ length: vertices }, (_, index) => {
    const angle = (index / vertices) * 2 * Math.PI;
    const radius = 0.38 + 0.05 * Math.sin(angle * 7) + 0.02 * Math.sin(angle * 31);
    return [centreLon + radius * Math.cos(angle), centreLat + radius * Math.sin(angle) * 0.8];
  });
  ring.push(ring[0] as number[]);
  return { type: 'MultiPolygon', coordinates: [[ring]] };
}

/** Every tile at `zoom` over the raster. */
function tilesOver(zoom: number) {
  return tilesOverBox(zoom, WEST, NORTH, WEST + SIZE * PIXEL, NORTH - SIZE * PIXEL);
}

/** Every tile at `zoom` over a box. */
function tilesOverBox(zoom: number, west: number, north: number, east: number, south: number) {
  const n = 2 ** zoom;
  const column = (lon: number) => Math.floor(((lon + 180) / 360) * n);
  const row = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  };
  const tiles: { z: number; x: number; y: number }[] = [];
  for (let y = row(north); y <= row(south); y++)
    for (let x = column(west); x <= column(east); x++) tiles.push({ z: zoom, x, y });
  return tiles;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

async function timings(count: number, work: (index: number) => Promise<unknown>) {
  const times: number[] = [];
  const start = performance.now();
  for (let index = 0; index < count; index++) {
    const began = performance.now();
    await work(index);
    times.push(performance.now() - began);
  }
  const elapsed = performance.now() - start;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    perSecond: (count / elapsed) * 1000,
  };
}

function row(label: string, figures: { p50: number; p95: number; perSecond: number }, note = '') {
  console.log(
    `| ${label.padEnd(48)} | ${figures.p50.toFixed(1).padStart(8)} ms | ${figures.p95.toFixed(1).padStart(8)} ms | ${figures.perSecond.toFixed(0).padStart(7)} | ${note}`,
  );
}

/** gdalwarp and gdaldem print their version (gdaldem then exits 1 for want of arguments). */
function gdalAvailable(): boolean {
  return ['gdalwarp', 'gdaldem'].every((tool) => {
    const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    return !run.error && run.stdout.startsWith('GDAL');
  });
}

async function main() {
  const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-tiles-bench-'));
  console.log(
    `${new Date().toISOString()}; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}); load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const cogPath = path.join(directory, 'classes.tif');
  writeFileSync(cogPath, encodeCog(classRaster()));
  const shape = studyArea();
  const shapePath = path.join(directory, 'shape.geojson');
  writeFileSync(shapePath, JSON.stringify({ type: 'Feature', properties: {}, geometry: shape }));
  const tiles = tilesOver(ZOOM);
  const palette = paletteOf(LEGEND);
  console.log(
    `${SIZE} x ${SIZE} uint8 COG (512 px tiles, no overviews), ${CLASSES.length} classes; shape of 2,000 vertices; ${tiles.length} tiles at zoom ${ZOOM}\n`,
  );
  console.log(
    `| ${'tile of 256 px'.padEnd(48)} | ${'median'.padStart(11)} | ${'p95'.padStart(11)} | tiles/s |`,
  );
  console.log(`|${'-'.repeat(50)}|${'-'.repeat(13)}|${'-'.repeat(13)}|${'-'.repeat(9)}|`);

  const renderOf = (set: typeof tiles) => (index: number) =>
    renderMapTile({
      location: cogPath,
      shape: { key: 'bench', coordinates: shape.coordinates },
      tile: set[index % set.length] as (typeof tiles)[number],
      palette,
    });
  const render = renderOf(tiles);
  row(
    `in process, zoom ${ZOOM}, first pass (COG decoded)`,
    await timings(tiles.length, render),
    'goal: < 10 ms median',
  );
  row(
    `in process, zoom ${ZOOM}, warm`,
    await timings(tiles.length * 3, render),
    'goal: >= 100 tiles/s',
  );
  const painted: typeof tiles = [];
  for (const tile of tiles) {
    const answer = await renderMapTile({
      location: cogPath,
      shape: { key: 'bench', coordinates: shape.coordinates },
      tile,
      palette,
    });
    // A tile with pixels comes back marked for Piscina to move its PNG.
    const rendered = ((answer as Record<symbol, unknown>)[Piscina.valueSymbol] ??
      answer) as MapTileOutput;
    if (rendered.missing === null && !rendered.empty) painted.push(tile);
  }
  row(
    `in process, zoom ${ZOOM}, only tiles with data`,
    await timings(painted.length * 3, renderOf(painted)),
    `${painted.length} of ${tiles.length} tiles`,
  );
  const zoomedOut = tilesOver(ZOOM - 3);
  row(
    `in process, zoom ${ZOOM - 3} (up to 9 COG tiles each)`,
    await timings(zoomedOut.length * 20, renderOf(zoomedOut)),
    `${zoomedOut.length} tiles`,
  );

  // A raster in UTM (10 m, 20 km square, float32, a gradient legend): proj4 on a 17 x 17 grid a tile.
  const utmPath = path.join(directory, 'utm.tif');
  writeFileSync(
    utmPath,
    encodeCog({
      width: 2000,
      height: 2000,
      geoTransform: [480_000, 10, 0, 4_440_000, 0, -10],
      crs: 'EPSG:32613',
      noData: null,
      dataType: 'float32',
      data: Float32Array.from(
        { length: 2000 * 2000 },
        (_, index) => (index % 2000) + Math.floor(index / 2000),
      ),
    }),
  );
  const utmPalette = paletteOf({
    gradient: {
      colors: ['#1a9850', '#fee08b', '#b2684b', '#f5f5f5'],
      min: 0,
      max: 4000,
      unit: 'm',
    },
  });
  const utmTiles = tilesOverBox(14, -105.23, 40.1, -104.99, 39.92);
  row(
    'in process, zoom 14, UTM float32 gradient',
    await timings(utmTiles.length * 3, (index) =>
      renderMapTile({
        location: utmPath,
        shape: null,
        tile: utmTiles[index % utmTiles.length] as (typeof tiles)[number],
        palette: utmPalette,
      }),
    ),
    `${utmTiles.length} tiles`,
  );

  const large = await largeRasterTiles(directory, palette);

  const dataDir = path.join(directory, 'data');
  const runtime = await createRuntime(
    loadConfig({ DATA_DIR: dataDir }),
    await openEmbeddedDatabase('memory://'),
  );
  try {
    const { app, cookie } = await signedInBenchApp(runtime);
    const analysisId = await storeResult(runtime, cookie, cogPath, shape);
    const get = (index: number) => {
      const tile = tiles[index % tiles.length] as { z: number; x: number; y: number };
      return app.inject({
        method: 'GET',
        url: `/api/geo/tiles-dynamic/${analysisId}/classes/${tile.z}/${tile.x}/${tile.y}`,
        headers: { cookie },
      });
    };
    await get(0); // the pool thread starts and loads its modules
    row(
      'HTTP (inject, PGlite), first pass',
      await timings(tiles.length, get),
      'access check + pool thread',
    );
    row('HTTP (inject, PGlite), warm', await timings(tiles.length * 2, get));
    // A large shape (50,000 vertices): what each tile request hands the pool thread matters.
    const largeId = await storeResult(runtime, cookie, cogPath, studyArea(LARGE_SHAPE));
    const getLarge = (index: number) => {
      const tile = tiles[index % tiles.length] as { z: number; x: number; y: number };
      return app.inject({
        method: 'GET',
        url: `/api/geo/tiles-dynamic/${largeId}/classes/${tile.z}/${tile.x}/${tile.y}`,
        headers: { cookie },
      });
    };
    await getLarge(0);
    row(
      'HTTP, shape of 50,000 vertices, first pass',
      await timings(tiles.length, getLarge),
      'the threads prepare the shape',
    );
    row('HTTP, shape of 50,000 vertices, warm', await timings(tiles.length * 2, getLarge));
    await app.close();
  } finally {
    await runtime.shapeCompute.close();
    await runtime.database.close();
  }

  if (!gdalAvailable()) {
    console.log('\nGDAL: skipped (gdalwarp/gdaldem not found; Debian: apt-get install gdal-bin)');
  } else {
    const colors = path.join(directory, 'colors.txt');
    writeFileSync(
      colors,
      `${CLASSES.map((hex, index) => `${index + 1} ${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(' ')} 255`).join('\n')}\nnv 0 0 0 0\n`,
    );
    /** One map tile of `source` as a PNG: gdalwarp (nearest, overviews as GDAL picks), gdaldem. */
    const gdalRender = (
      source: string,
      tile: { z: number; x: number; y: number },
      cutline: string | null,
    ) => {
      const { minX, maxY, pixelSize } = tileBounds(tile);
      const span = 256 * pixelSize;
      const warped = path.join(directory, 'warped.tif');
      execFileSync('gdalwarp', [
        '-q',
        '-overwrite',
        '-t_srs',
        'EPSG:3857',
        '-te',
        `${minX}`,
        `${maxY - span}`,
        `${minX + span}`,
        `${maxY}`,
        '-ts',
        '256',
        '256',
        '-r',
        'near',
        ...(cutline ? ['-cutline', cutline] : []),
        '-dstnodata',
        '0',
        source,
        warped,
      ]);
      execFileSync('gdaldem', [
        'color-relief',
        '-q',
        '-alpha',
        '-exact_color_entry',
        '-of',
        'PNG',
        warped,
        colors,
        path.join(directory, 'tile.png'),
      ]);
      return Promise.resolve();
    };
    const gdalTile = (index: number) =>
      gdalRender(
        cogPath,
        painted[index % painted.length] as { z: number; x: number; y: number },
        shapePath,
      );
    const sample = Math.min(40, painted.length);
    row(
      'GDAL: gdalwarp -cutline + gdaldem -of PNG',
      await timings(sample, gdalTile),
      `${sample} tiles with data; 2 processes a tile`,
    );
    for (const [label, source] of [
      ['no overviews', large.plain],
      ['overviews', large.withOverviews],
    ] as const) {
      row(
        `GDAL, ${LARGE_SIZE} px raster, zoom ${LARGE_ZOOM}, ${label}`,
        await timings(large.tiles.length * 2, (index) =>
          gdalRender(source, large.tiles[index % large.tiles.length] as TileXyz, null),
        ),
        `${large.tiles.length} tiles`,
      );
    }
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  rmSync(directory, { recursive: true, force: true });
}

type TileXyz = { z: number; x: number; y: number };

/**
 * A zoomed-out map of a large class raster (6,000 x 6,000, 1.8 degrees): the same pixels stored
 * as older results were (no overviews) and as results are written now (internal overviews, mode),
 * every tile at zoom 8 over it, in process; a new file each, so the first pass decodes from disk.
 */
async function largeRasterTiles(directory: string, palette: ReturnType<typeof paletteOf>) {
  const data = new Uint8Array(LARGE_SIZE * LARGE_SIZE);
  for (let row = 0; row < LARGE_SIZE; row++)
    for (let column = 0; column < LARGE_SIZE; column++)
      data[row * LARGE_SIZE + column] =
        1 + ((Math.floor(column / 37) * 7 + Math.floor(row / 53) * 13) % CLASSES.length);
  const raster = {
    width: LARGE_SIZE,
    height: LARGE_SIZE,
    geoTransform: [WEST, PIXEL, 0, NORTH, 0, -PIXEL] as const,
    crs: 'EPSG:4326',
    noData: 0,
    dataType: 'uint8' as const,
    data,
  };
  const plain = path.join(directory, 'large.tif');
  const withOverviews = path.join(directory, 'large-overviews.tif');
  let began = performance.now();
  writeFileSync(plain, encodeCog(raster));
  const plainMs = performance.now() - began;
  began = performance.now();
  const bytes = encodeCog(raster, { overviews: 'mode' });
  writeFileSync(withOverviews, bytes);
  console.log(
    `\n${LARGE_SIZE} x ${LARGE_SIZE} uint8 COG: encoded in ${plainMs.toFixed(0)} ms without overviews, ${(performance.now() - began).toFixed(0)} ms with (${(bytes.byteLength / 1e6).toFixed(1)} MB)`,
  );
  const tiles = tilesOverBox(
    LARGE_ZOOM,
    WEST,
    NORTH,
    WEST + LARGE_SIZE * PIXEL,
    NORTH - LARGE_SIZE * PIXEL,
  );
  for (const [label, location] of [
    ['no overviews', plain],
    ['overviews', withOverviews],
  ] as const) {
    const render = (index: number) =>
      renderMapTile({
        location,
        shape: null,
        tile: tiles[index % tiles.length] as TileXyz,
        palette,
      });
    row(
      `in process, ${LARGE_SIZE} px, zoom ${LARGE_ZOOM}, ${label}, first`,
      await timings(tiles.length, render),
      `${tiles.length} tiles`,
    );
    row(
      `in process, ${LARGE_SIZE} px, zoom ${LARGE_ZOOM}, ${label}, warm`,
      await timings(tiles.length * 5, render),
    );
  }
  return { plain, withOverviews, tiles };
}

/** The COG stored as a finished analysis' raster layer, as the worker stores one. */
async function storeResult(runtime: Runtime, cookie: string, cogPath: string, shape: MultiPolygon) {
  const { repositories, storage } = runtime;
  const session = await runtime.auth.api.getSession({ headers: new Headers({ cookie }) });
  const createdBy = session?.user.id ?? '';
  const siteId = await repositories.sites.create({ title: 'Bench', siteType: 'ranch', createdBy });
  const shapefileId = await repositories.shapefiles.create({
    siteId,
    name: 'Bench',
    geojsonText: JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: shape }],
    }),
    totalAreaHa: 1,
    createdBy,
  });
  const jobId = randomUUID();
  const analysisId = await repositories.analyses.insertAnalysis({
    shapefileId,
    createdBy,
    inputs: { landCoverChange: {} },
    tools: [{ scriptType: 'landCoverChange', version: '1', jobId }],
  });
  const fileKey = layerFileKey(analysisId, { id: 'classes', kind: 'raster' });
  const { readFile } = await import('node:fs/promises');
  await storage.put(fileKey, await readFile(cogPath));
  await repositories.analyses.claimToolRun(jobId, 'bench', 30);
  await repositories.analyses.moveToolRun(jobId, 'EXPORT_PENDING', { workerId: 'bench' });
  await repositories.analyses.moveToolRun(jobId, 'EXPORT_RUNNING', { workerId: 'bench' });
  await repositories.analyses.storeResult(jobId, 'bench', {
    values: {},
    layers: [
      {
        id: 'classes',
        kind: 'raster',
        fileKey,
        label: { key: 'runs.states.QUEUED' },
        legend: LEGEND,
      },
    ],
    lineage: [],
    methods: [],
    warnings: [],
    synthetic: true,
  });
  return analysisId;
}

await main();
