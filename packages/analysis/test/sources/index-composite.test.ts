import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCog, type OverviewResampling } from '../../src/raster/cog-writer.js';
import { lonLatConverter } from '../../src/raster/crs.js';
import {
  type InMemoryRaster,
  type RasterDataType,
  type TiledRaster,
  tiledFromMemory,
} from '../../src/raster/types.js';
import { createCatalogueSource } from '../../src/sources/catalogue/catalogue-source.js';
import { CatalogueError, parseCatalogue } from '../../src/sources/catalogue/load-catalogue.js';
import { itemOffset } from '../../src/sources/catalogue/stac-index-source.js';
import {
  compositeGrid,
  compositeScenes,
  isClear,
  MAX_COMPOSITE_PIXELS,
  medianOf,
} from '../../src/sources/stac/index-composite.js';
import type { StacItem } from '../../src/sources/stac/stac-item.js';
import { type FixtureServer, startFixtureServer } from './fixture-server.js';

/**
 * The `stac-index` source end to end, offline: a fake STAC API answering /search with five
 * Sentinel-2-like items whose COG bands this file writes with the project's COG writer. Expected
 * values: test/sources/reference/index-composite.py (numpy) and its .out.txt.
 */

/** Two by two output pixels of 0.01° (1113.2 m) around (10.01°E, 0°). */
const BBOX = [10, -0.01, 10.02, 0.01] as const;
const RESOLUTION = 1113.2;

/** Scene DNs (red, nir, blue), the item's processing baseline, cloud cover and date. */
const SCENES = {
  A: { dn: [500, 3500, 300], baseline: '02.14', cloud: 5, date: '2020-06-05T10:20:00Z' },
  B: { dn: [1600, 4000, 1300], baseline: '04.00', cloud: 10, date: '2020-06-15T10:20:00Z' },
  C: { dn: [800, 2800, 400], baseline: '02.14', cloud: 20, date: '2020-06-25T10:20:00Z' },
  // July: outside the month (the fake API does not filter by date).
  D: { dn: [100, 9000, 50], baseline: '02.14', cloud: 1, date: '2020-07-02T10:20:00Z' },
  // Above maxCloudCover 60 (the fake API ignores the query).
  E: { dn: [100, 9000, 50], baseline: '02.14', cloud: 90, date: '2020-06-20T10:20:00Z' },
} as const;
type SceneId = keyof typeof SCENES;

/** index-composite.out.txt: medians where all three June scenes are clear, and where B is cloudy. */
const EXPECTED = {
  ndvi: { east: 0.6666666666666667, west: 0.6527777777777778 },
  evi: { east: 0.41811846689895477, west: 0.4343907714491708 },
};

/** Lon/lat scenes: 8 × 8 pixels of 0.005° over [9.99, 10.03] × [-0.02, 0.02]. */
function lonLatBand(value: (column: number) => number, dataType: RasterDataType): InMemoryRaster {
  const data = dataType === 'uint8' ? new Uint8Array(64) : new Uint16Array(64);
  for (let index = 0; index < 64; index++) data[index] = value(index % 8);
  return {
    width: 8,
    height: 8,
    geoTransform: [9.99, 0.005, 0, 0.02, 0, -0.005],
    crs: 'EPSG:4326',
    noData: 0,
    dataType,
    data,
  };
}

/** Scene C is in UTM zone 32N: 96 × 96 pixels of 100 m centred on (10.01°E, 0°). */
function utmBand(value: number, dataType: RasterDataType): InMemoryRaster {
  const [x, y] = lonLatConverter('EPSG:32632').forward([10.01, 0]) as [number, number];
  const data = dataType === 'uint8' ? new Uint8Array(96 * 96) : new Uint16Array(96 * 96);
  data.fill(value);
  return {
    width: 96,
    height: 96,
    geoTransform: [Math.round(x) - 4800, 100, 0, Math.round(y) + 4800, 0, -100],
    crs: 'EPSG:32632',
    noData: 0,
    dataType,
    data,
  };
}

function sceneFiles(id: SceneId): Record<string, Uint8Array> {
  const [red, nir, blue] = SCENES[id].dn;
  const cog = (raster: InMemoryRaster, overviews: OverviewResampling) =>
    encodeCog(raster, { tileSize: 16, overviews });
  if (id === 'C') {
    return {
      B04: cog(utmBand(red, 'uint16'), 'average'),
      B08: cog(utmBand(nir, 'uint16'), 'average'),
      B02: cog(utmBand(blue, 'uint16'), 'average'),
      SCL: cog(utmBand(4, 'uint8'), 'mode'),
    };
  }
  // Scene B is cloudy (SCL 9) west of 10.01°E (columns 0-3).
  const scl = (column: number) => (id === 'B' && column < 4 ? 9 : 4);
  return {
    B04: cog(
      lonLatBand(() => red, 'uint16'),
      'average',
    ),
    B08: cog(
      lonLatBand(() => nir, 'uint16'),
      'average',
    ),
    B02: cog(
      lonLatBand(() => blue, 'uint16'),
      'average',
    ),
    SCL: cog(lonLatBand(scl, 'uint8'), 'mode'),
  };
}

function item(id: SceneId): StacItem {
  const scene = SCENES[id];
  return {
    type: 'Feature',
    id: `S2-${id}`,
    collection: 'sentinel-2-l2a',
    bbox: [9.95, -0.05, 10.07, 0.05],
    properties: {
      datetime: scene.date,
      'eo:cloud_cover': scene.cloud,
      's2:processing_baseline': scene.baseline,
    },
    assets: Object.fromEntries(
      ['B02', 'B04', 'B08', 'SCL'].map((key) => [key, { href: `/cogs/${id}/${key}.tif` }]),
    ),
    links: [],
  };
}

function sentinel2Entry(index: 'ndvi' | 'evi', api: string, overrides: object = {}) {
  return {
    id: `s2-${index}`,
    role: index,
    dataset: 'sentinel2',
    years: [2016, 2030],
    name: `Sentinel-2 L2A ${index}`,
    version: 'test',
    license: 'Copernicus open licence',
    citation: 'Test (2026).',
    source: {
      kind: 'stac-index',
      api,
      collection: 'sentinel-2-l2a',
      index,
      bands: { red: 'B04', nir: 'B08', blue: 'B02' },
      reflectance: {
        scale: 0.0001,
        offset: 0,
        baselineOffset: { property: 's2:processing_baseline', from: 4, offset: -0.1 },
      },
      bandNoData: 0,
      mask: { asset: 'SCL', keepClasses: [4, 5, 6] },
      maxCloudCover: 60,
      ...overrides,
    },
  };
}

let server: FixtureServer;
const searches: unknown[] = [];

beforeAll(async () => {
  server = await startFixtureServer();
  for (const id of Object.keys(SCENES) as SceneId[]) {
    for (const [key, bytes] of Object.entries(sceneFiles(id))) {
      server.routes.set(`/cogs/${id}/${key}.tif`, bytes);
    }
  }
  server.routes.set('/api/search', (request, response) => {
    searches.push(JSON.parse(request.body));
    response.writeHead(200, { 'content-type': 'application/geo+json' }).end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: (Object.keys(SCENES) as SceneId[]).map(item),
        links: [],
      }),
    );
  });
});
afterAll(() => server.close());

async function composite(index: 'ndvi' | 'evi', overrides: object = {}) {
  const catalogue = parseCatalogue({
    datasets: [sentinel2Entry(index, `${server.url}/api`, overrides)],
  });
  const source = createCatalogueSource(catalogue, { enableRestricted: false });
  return source.openRaster({
    role: index,
    dataset: 'sentinel2',
    bbox: BBOX,
    year: 2020,
    month: 6,
    resolutionMeters: RESOLUTION,
  });
}

describe('stac-index monthly composite', () => {
  it.each(['ndvi', 'evi'] as const)(
    'is the median %s of the month’s clear scenes, offset by baseline',
    async (index) => {
      searches.length = 0;
      const layer = await composite(index);
      const { raster } = layer;
      expect(raster.crs).toBe('EPSG:4326');
      expect([raster.width, raster.height]).toEqual([2, 2]);
      const tile = await raster.readTile(0, 0);
      const t = raster.geoTransform;
      for (let row = 0; row < raster.height; row++)
        for (let column = 0; column < raster.width; column++) {
          const lon = t[0] + (column + 0.5) * t[1];
          const expected = lon < 10.01 ? EXPECTED[index].west : EXPECTED[index].east;
          expect(tile[row * raster.width + column]).toBeCloseTo(expected, 6);
        }
      // June only, cloud cover at most 60 %, sent as the STAC Query extension.
      expect(searches).toEqual([
        {
          collections: ['sentinel-2-l2a'],
          bbox: [...BBOX],
          limit: 100,
          datetime: '2020-06-01T00:00:00.000Z/2020-06-30T23:59:59.000Z',
          query: { 'eo:cloud_cover': { lte: 60 } },
        },
      ]);
      // The three June scenes under 60 % cloud, least cloudy first; D (July) and E (90 %) dropped.
      expect(layer.lineage).toMatchObject({
        role: index,
        datasetId: `s2-${index}`,
        year: 2020,
        synthetic: false,
        url: `${server.url}/api/search?collections=sentinel-2-l2a&ids=S2-A%2CS2-B%2CS2-C`,
      });
      expect(layer.scale).toBeUndefined();
    },
  );

  it('keeps only the least cloudy scenes when capped', async () => {
    // A and B only: B is cloudy in the west, so the west is A alone and the east the A-B mean.
    const layer = await composite('ndvi', { maxScenes: 2 });
    const tile = await layer.raster.readTile(0, 0);
    const t = layer.raster.geoTransform;
    const values = [0, 1].map((column) => ({
      lon: t[0] + (column + 0.5) * t[1],
      value: tile[column] as number,
    }));
    for (const { lon, value } of values)
      expect(value).toBeCloseTo(lon < 10.01 ? 0.75 : (0.75 + 2 / 3) / 2, 6);
    expect(layer.lineage.url).toMatch(/ids=S2-A%2CS2-B$/);
  });

  it('leaves a month without a usable scene as no data, a gap in the series', async () => {
    const layer = await composite('ndvi', { maxCloudCover: 1 });
    const tile = await layer.raster.readTile(0, 0);
    expect(Array.from(tile).every(Number.isNaN)).toBe(true);
    expect(layer.lineage.url).toBe(`${server.url}/api/search?collections=sentinel-2-l2a&ids=`);
  });
});

describe('composite pieces', () => {
  it('masks SCL by class and QA_PIXEL by bit', () => {
    const scl = { keepClasses: [4, 5, 6] };
    expect([3, 4, 5, 6, 7, 8, 9, 10, 11].map((value) => isClear(value, scl))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    // Landsat C2 QA_PIXEL: bits 0 fill, 1 dilated cloud, 2 cirrus, 3 cloud, 4 shadow, 5 snow.
    const qa = { rejectBits: [0, 1, 2, 3, 4, 5] };
    // 21824 = clear (bit 6) + low confidences; 21952 = water (bit 7) too; 22280 = cloud (bit 3).
    expect([21824, 21952, 22280, 1, 1 << 4, 1 << 5].map((value) => isClear(value, qa))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(isClear(Number.NaN, scl)).toBe(false);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(medianOf(Float64Array.from([0.3, -0.1, 0.2]), 3)).toBeCloseTo(0.2, 12);
    expect(medianOf(Float64Array.from([0.4, 0.1, 0.3, 0.2]), 4)).toBeCloseTo(0.25, 12);
    expect(medianOf(Float64Array.from([0.4, 0.1, 9]), 2)).toBeCloseTo(0.25, 12);
    expect(medianOf(new Float64Array(3), 0)).toBeNaN();
  });

  it('applies the baseline offset from 04.00 on', () => {
    const rule = {
      scale: 0.0001,
      offset: 0,
      baselineOffset: { property: 's2:processing_baseline', from: 4, offset: -0.1 },
    };
    const at = (baseline?: string) =>
      itemOffset(
        { properties: { 's2:processing_baseline': baseline } } as unknown as StacItem,
        rule,
      );
    expect([at('02.14'), at('03.99'), at('04.00'), at('05.11'), at(undefined)]).toEqual([
      0, 0, -0.1, -0.1, 0,
    ]);
  });

  it('reads the coarsest COG level not coarser than the grid', async () => {
    const level = (size: number, value: number): InMemoryRaster => ({
      width: Math.round(0.04 / size),
      height: Math.round(0.04 / size),
      geoTransform: [9.99, size, 0, 0.02, 0, -size],
      crs: 'EPSG:4326',
      noData: 0,
      dataType: 'uint16',
      data: new Uint16Array(Math.round(0.04 / size) ** 2).fill(value),
    });
    const failing = (raster: InMemoryRaster): TiledRaster => ({
      ...tiledFromMemory(raster),
      readTile: () => Promise.reject(new Error('read the wrong level')),
    });
    // Levels of 0.0025° and 0.005° (fine enough for 0.01° pixels) and 0.02° (too coarse).
    const band = (value: number) => ({
      ...failing(level(0.0025, value)),
      overviews: [
        failing(level(0.005, value)),
        tiledFromMemory(level(0.005, value)),
        failing(level(0.02, value)),
      ].slice(1),
    });
    const grid = compositeGrid(BBOX, RESOLUTION);
    const result = await compositeScenes(
      [{ id: 'x', red: band(500), nir: band(3500), mask: band(4), scale: 0.0001, offset: 0 }],
      grid,
      { index: 'ndvi', mask: { keepClasses: [4] } },
    );
    expect(Array.from(result.data)).toEqual([0.75, 0.75, 0.75, 0.75]);
  });

  it('refuses grids too large', () => {
    expect(() => compositeGrid([0, 0, 10, 10], 10)).toThrow(
      `larger than ${MAX_COMPOSITE_PIXELS} pixels`,
    );
  });
});

describe('stac-index catalogue entries', () => {
  function issues(document: unknown): string[] {
    try {
      parseCatalogue(document);
    } catch (error) {
      if (error instanceof CatalogueError) return error.issues;
      throw error;
    }
    throw new Error('expected a CatalogueError');
  }

  it('accepts a Sentinel-2 and a Landsat entry', () => {
    const landsat = sentinel2Entry('evi', 'https://stac.test', {
      collection: 'landsat-c2-l2',
      bands: { red: 'red', nir: 'nir08', blue: 'blue' },
      reflectance: { scale: 0.0000275, offset: -0.2 },
      mask: { asset: 'qa_pixel', rejectBits: [0, 1, 2, 3, 4, 5] },
      properties: { platform: 'landsat-8' },
    });
    const catalogue = parseCatalogue({
      datasets: [sentinel2Entry('ndvi', 'https://stac.test'), { ...landsat, id: 'l8-evi' }],
    });
    expect(catalogue.datasets.map((dataset) => dataset.source.kind)).toEqual([
      'stac-index',
      'stac-index',
    ]);
  });

  it('names what is wrong in a bad entry', () => {
    const bad = (id: string, overrides: object, extra: object = {}) => ({
      ...sentinel2Entry('evi', 'https://stac.test', overrides),
      id,
      ...extra,
    });
    expect(
      issues({
        datasets: [
          bad('no-blue', { bands: { red: 'B04', nir: 'B08' } }),
          bad('two-masks', { mask: { asset: 'SCL', keepClasses: [4], rejectBits: [3] } }),
          bad('wrong-index', { index: 'ndvi' }),
          bad('no-years', {}, { years: undefined }),
          bad('elevation', { index: 'ndvi' }, { role: 'elevation' }),
          bad('cloud', { maxCloudCover: 120 }),
        ],
      }),
    ).toEqual([
      'datasets[0] (id "no-blue"): source.bands.blue: an evi source needs bands.blue',
      'datasets[1] (id "two-masks"): source.mask: a mask has exactly one of "keepClasses" and "rejectBits"',
      'datasets[2] (id "wrong-index"): source.index: role evi needs "index": "evi"',
      'datasets[3] (id "no-years"): years: a stac-index source composites a month of scenes and needs "years"',
      'datasets[4] (id "elevation"): source.index: a stac-index source serves only the ndvi and evi roles',
      'datasets[5] (id "cloud"): source.maxCloudCover: Too big: expected number to be <=100',
    ]);
  });
});
