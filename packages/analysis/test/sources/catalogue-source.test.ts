import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TiledRaster } from '../../src/raster/types.js';
import { createCatalogueSource } from '../../src/sources/catalogue/catalogue-source.js';
import { parseCatalogue } from '../../src/sources/catalogue/load-catalogue.js';
import { RestrictedDatasetError } from '../../src/sources/catalogue/select-dataset.js';
import { DataSourceError, DataUnavailableError } from '../../src/sources/data-source.js';
import { planetaryComputerSigner } from '../../src/sources/stac/signing.js';
import { type FixtureServer, failing, json, startFixtureServer } from './fixture-server.js';
import { NO_DATA, stacCatalogueOnDisk, tileCog } from './raster-fixtures.js';
import { indexedFlatGeobuf, protectedAreasLayer } from './vector-fixtures.js';

/** Straddles the 2020 tiles N31W106 and N31W105. */
const BBOX = [-105.5, 31.2, -104.5, 31.8] as const;

const CITATION = 'Test Institute (2026). Demo land cover. https://doi.org/10.0000/test';

let server: FixtureServer;
let catalogueFolder: string;

async function pixel(raster: TiledRaster, column: number, row: number): Promise<number> {
  const tileX = Math.floor(column / raster.tileWidth);
  const tileY = Math.floor(row / raster.tileHeight);
  const tile = await raster.readTile(tileX, tileY);
  const index = (row - tileY * raster.tileHeight) * raster.tileWidth + (column % raster.tileWidth);
  return tile[index] as number;
}

function dataset(id: string, role: string, source: object, extra: object = {}) {
  return {
    id,
    role,
    name: `Dataset ${id}`,
    version: 'v9',
    license: 'CC BY 4.0',
    citation: CITATION,
    source,
    ...extra,
  };
}

beforeAll(async () => {
  server = await startFixtureServer();
  catalogueFolder = await stacCatalogueOnDisk();
  server.routes.set('/tiles/lulc_2020_N31W106.tif', tileCog('lulc-2020-N31W106'));
  server.routes.set('/tiles/lulc_2020_N31W105.tif', tileCog('lulc-2020-N31W105'));
  server.routes.set('/busy.tif', failing(503));
  server.routes.set('/vectors/wdpa.fgb', indexedFlatGeobuf(protectedAreasLayer()));
  // A STAC API whose blob storage wants a SAS signature.
  server.routes.set(
    '/pc/search',
    json({
      type: 'FeatureCollection',
      features: ['lulc-2020-N31W106', 'lulc-2020-N31W105'].map((id) => ({
        type: 'Feature',
        id,
        collection: 'io-lulc-annual-v02',
        bbox: id.endsWith('W106') ? [-106, 31, -105, 32] : [-105, 31, -104, 32],
        properties: {
          start_datetime: '2020-01-01T00:00:00Z',
          end_datetime: '2021-01-01T00:00:00Z',
        },
        assets: { data: { href: `${server.url}/blobs/${id}.tif` } },
        links: [],
      })),
      links: [],
    }),
  );
  server.routes.set('/sas/io-lulc-annual-v02', json({ token: 'sv=2024&sig=secret' }));
  for (const id of ['lulc-2020-N31W106', 'lulc-2020-N31W105'] as const) {
    const bytes = tileCog(id);
    server.routes.set(`/blobs/${id}.tif`, (request, response) => {
      if (!request.path.includes('sig=secret')) return void response.writeHead(403).end();
      const [, from = '0', to = '0'] = request.range?.match(/bytes=(\d+)-(\d+)/) ?? [];
      const part = bytes.subarray(Number(from), Number(to) + 1);
      response.writeHead(206, {
        'content-range': `bytes ${from}-${Number(from) + part.length - 1}/${bytes.length}`,
      });
      response.end(part);
    });
  }
});
afterAll(() => server.close());

function source(enableRestricted = false) {
  const catalogue = parseCatalogue({
    datasets: [
      dataset(
        'tiled-lulc',
        'landCover',
        { kind: 'cog', url: `${server.url}/tiles/lulc_{year}_{tile}.tif`, tileDegrees: 1 },
        { dataset: 'tiled', years: [2019, 2020], scale: 1, noData: NO_DATA },
      ),
      dataset(
        'api-lulc',
        'landCover',
        {
          kind: 'stac',
          api: `${server.url}/pc`,
          collection: 'io-lulc-annual-v02',
          asset: 'data',
          signing: 'planetary-computer',
        },
        { dataset: 'esri', years: [2017, 2023] },
      ),
      dataset(
        'static-lulc',
        'landCover',
        {
          kind: 'stac',
          catalog: join(catalogueFolder, 'catalog.json'),
          collection: 'demo-lulc',
          asset: 'data',
        },
        { dataset: 'static', years: [2019, 2020] },
      ),
      dataset('busy-dem', 'elevation', { kind: 'cog', url: `${server.url}/busy.tif` }),
      dataset('gone-dem', 'elevation', { kind: 'cog', url: `${server.url}/gone.tif` }),
      dataset('gone-aridity', 'aridityIndex', { kind: 'cog', url: `${server.url}/gone.tif` }),
      dataset(
        'wdpa',
        'protectedAreas',
        { kind: 'flatgeobuf', url: `${server.url}/vectors/wdpa.fgb` },
        { restricted: true, license: 'WDPA terms (non-commercial)' },
      ),
    ],
  });
  return createCatalogueSource(catalogue, {
    enableRestricted,
    signers: { 'planetary-computer': planetaryComputerSigner({ tokenUrl: `${server.url}/sas` }) },
  });
}

describe('catalogue source: rasters', () => {
  it('mosaics the tiles of a COG template and records every tile in lineage', async () => {
    const request = { role: 'landCover' as const, dataset: 'tiled', year: 2020, bbox: BBOX };
    // The box also reaches the N30 row, whose tiles do not exist (404) and are skipped.
    const layer = await source().openRaster({ ...request, bbox: [-105.5, 30.8, -104.5, 31.8] });
    const { raster } = layer;
    expect([raster.width, raster.height, raster.noData, raster.crs]).toEqual([
      200,
      100,
      NO_DATA,
      'EPSG:4326',
    ]);
    expect(raster.geoTransform[0]).toBe(-106);
    expect(raster.geoTransform[3]).toBe(32);
    // West tile (10, its last column 11, its top-left no data), then the east tile (20).
    expect(await pixel(raster, 0, 0)).toBe(NO_DATA);
    expect(await pixel(raster, 98, 50)).toBe(10);
    expect(await pixel(raster, 99, 50)).toBe(11);
    expect(await pixel(raster, 100, 0)).toBe(NO_DATA);
    expect(await pixel(raster, 100, 50)).toBe(20);
    expect(layer.scale).toBe(1);
    expect(layer.lineage).toEqual({
      role: 'landCover',
      datasetId: 'tiled-lulc',
      name: 'Dataset tiled-lulc',
      version: 'v9',
      license: 'CC BY 4.0',
      citation: CITATION,
      url: `${server.url}/tiles/lulc_2020_N31W106.tif ${server.url}/tiles/lulc_2020_N31W105.tif`,
      year: 2020,
      synthetic: false,
    });
  });

  it('refuses a box across the antimeridian at once, permanently, never reading the world', async () => {
    const across = source().openRaster({
      role: 'landCover',
      dataset: 'tiled',
      year: 2020,
      bbox: [179.5, -17, 180.5, -16],
    });
    await expect(across).rejects.toBeInstanceOf(DataSourceError);
    await expect(across).rejects.toMatchObject({ transient: false });
    await expect(across).rejects.toThrow('cannot be read across the antimeridian');
  });

  it('reads signed STAC API assets and keeps the token out of lineage', async () => {
    const layer = await source().openRaster({
      role: 'landCover',
      dataset: 'esri',
      year: 2020,
      bbox: BBOX,
    });
    expect(layer.raster.width).toBe(200);
    expect(await pixel(layer.raster, 150, 10)).toBe(20);
    expect(layer.lineage.url).toBe(
      `${server.url}/blobs/lulc-2020-N31W106.tif ${server.url}/blobs/lulc-2020-N31W105.tif`,
    );
    const search = server.requests.find((request) => request.path === '/pc/search');
    expect(JSON.parse(search?.body ?? '{}')).toMatchObject({
      collections: ['io-lulc-annual-v02'],
      datetime: '2020-01-01T00:00:00Z/2020-12-31T23:59:59Z',
    });
  });

  it('reads a single item of a static catalogue on disk', async () => {
    const layer = await source().openRaster({
      role: 'landCover',
      dataset: 'static',
      year: 2019,
      bbox: BBOX,
    });
    expect([layer.raster.width, await pixel(layer.raster, 50, 50)]).toEqual([100, 30]);
    expect(layer.lineage.url).toBe(
      join(catalogueFolder, 'demo-lulc', 'lulc-2019-N31W106', 'lulc-2019-N31W106.tif'),
    );
    expect(layer.lineage.year).toBe(2019);
  });

  it('says which input is missing instead of inventing one', async () => {
    const open = (request: Parameters<ReturnType<typeof source>['openRaster']>[0]) =>
      source().openRaster(request);
    await expect(open({ role: 'temperatureMean', bbox: BBOX })).rejects.toThrow(
      new DataUnavailableError('temperatureMean'),
    );
    // A carbon role the catalogue lacks fails the same way, naming the role.
    const biomass = open({ role: 'abovegroundBiomass', year: 2020, bbox: BBOX });
    await expect(biomass).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(biomass).rejects.toMatchObject({ role: 'abovegroundBiomass', year: 2020 });
    await expect(biomass).rejects.toThrow('No dataset is configured for abovegroundBiomass 2020');
    await expect(
      open({ role: 'landCover', dataset: 'tiled', year: 2021, bbox: BBOX }),
    ).rejects.toThrow(
      'No dataset is configured for landCover 2021: available years: tiled-lulc 2019–2020',
    );
    // Configured for 2019, but no tile exists there.
    await expect(
      open({ role: 'landCover', dataset: 'tiled', year: 2019, bbox: BBOX }),
    ).rejects.toThrow(
      'landCover 2019: Dataset tiled-lulc has no data over [-105.5, 31.2, -104.5, 31.8]',
    );
  });

  it('reports a 503 as transient and a 404 as permanent', async () => {
    const busy = source().openRaster({ role: 'elevation', bbox: BBOX });
    await expect(busy).rejects.toBeInstanceOf(DataSourceError);
    await expect(busy).rejects.toMatchObject({ transient: true });
    const gone = source().openRaster({ role: 'aridityIndex', bbox: BBOX });
    // A 404 is a missing source (raster/byte-source.ts), a permanent DataSourceError.
    await expect(gone).rejects.toBeInstanceOf(DataSourceError);
    await expect(gone).rejects.toMatchObject({ name: 'MissingSourceError', transient: false });
  });
});

describe('catalogue source: vectors', () => {
  const request = { role: 'protectedAreas' as const, bbox: [-9.55, 40.55, -9.45, 40.65] as const };

  it('refuses a restricted layer unless the deployment enables it', async () => {
    const refused = source(false).queryVector(request);
    await expect(refused).rejects.toBeInstanceOf(RestrictedDatasetError);
    await expect(refused).rejects.toBeInstanceOf(DataUnavailableError);
    await expect(refused).rejects.toThrow('ENABLE_RESTRICTED_LAYERS=true');
  });

  it('reads it when enabled, with lineage', async () => {
    const layer = await source(true).queryVector(request);
    expect(layer.features.map((feature) => feature.properties?.NAME).sort()).toEqual([
      'Cell 4-5',
      'Cell 4-6',
      'Cell 5-5',
      'Cell 5-6',
    ]);
    expect(layer.lineage).toEqual({
      role: 'protectedAreas',
      datasetId: 'wdpa',
      name: 'Dataset wdpa',
      version: 'v9',
      license: 'WDPA terms (non-commercial)',
      citation: CITATION,
      url: `${server.url}/vectors/wdpa.fgb`,
      synthetic: false,
    });
  });

  it('reads both sides of a box across the antimeridian, moving the eastern side by +360', async () => {
    // West of 180 there is nothing; east of it (read at -180..-9.45) the cells up to the box.
    const layer = await source(true).queryVector({ ...request, bbox: [170, 40.55, 350.55, 40.65] });
    expect(layer.features.map((feature) => feature.properties?.NAME)).toEqual(
      expect.arrayContaining(['Cell 4-5', 'Cell 4-6', 'Cell 5-5', 'Cell 5-6']),
    );
    const longitudes = layer.features.flatMap(
      (feature) =>
        JSON.stringify(feature.geometry.coordinates)
          .match(/-?\d+(\.\d+)?(?=,)/g)
          ?.map(Number) ?? [],
    );
    expect(Math.min(...longitudes)).toBeGreaterThan(180);
  });

  it('routes a raster role away from vector reads', async () => {
    await expect(source().queryVector({ role: 'ecoregions', bbox: BBOX })).rejects.toThrow(
      'No dataset is configured for ecoregions',
    );
  });
});
