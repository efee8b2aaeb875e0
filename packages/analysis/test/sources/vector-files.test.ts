import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'flatgeobuf/lib/mjs/geojson.js';
import type { FeatureCollection } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LonLatBBox } from '../../src/sources/data-source.js';
import { readFlatGeobufAreas } from '../../src/sources/vector/flatgeobuf-file.js';
import { readGeoJsonAreas } from '../../src/sources/vector/geojson-file.js';
import type { AreaFeature } from '../../src/sources/vector/polygon-in-bbox.js';
import { type FixtureServer, failing, startFixtureServer, text } from './fixture-server.js';
import { indexedFlatGeobuf, protectedAreasLayer, square } from './vector-fixtures.js';

/** Meets grid cells 4 and 5 of rows 5 and 6, and the L-shaped area's envelope but not its shape. */
const FOUR_CELLS: LonLatBBox = [-9.55, 40.55, -9.45, 40.65];
/** Inside cell 7-4 and the east arm of the L-shaped area. */
const ON_THE_L: LonLatBBox = [-9.28, 40.42, -9.25, 40.45];
/** Inside cell 0-18 only, far from the L-shaped area. */
const NORTH_WEST: LonLatBBox = [-9.98, 41.82, -9.92, 41.88];

const names = (features: AreaFeature[]) =>
  features.map((feature) => feature.properties?.NAME as string).sort();

let server: FixtureServer;
let folder: string;
const layer = protectedAreasLayer();
const fgb = indexedFlatGeobuf(layer);

beforeAll(async () => {
  server = await startFixtureServer();
  folder = await mkdtemp(join(tmpdir(), 'ecotone-vector-'));
  await writeFile(join(folder, 'wdpa.fgb'), fgb);
  server.routes.set('/wdpa.fgb', fgb);
});
afterAll(() => server.close());

describe('FlatGeobuf', () => {
  it('returns the polygons meeting the box from a file, attributes kept', async () => {
    const found = await readFlatGeobufAreas(join(folder, 'wdpa.fgb'), FOUR_CELLS);
    expect(names(found)).toEqual(['Cell 4-5', 'Cell 4-6', 'Cell 5-5', 'Cell 5-6']);
    const cell = found.find((feature) => feature.properties?.NAME === 'Cell 4-5');
    expect(cell?.properties).toMatchObject({
      WDPAID: 105,
      DESIG_ENG: 'Natural Park',
      IUCN_CAT: 'V',
    });
    expect(cell?.geometry.type).toBe('Polygon');
  });

  it('keeps a polygon whose shape meets the box', async () => {
    const found = await readFlatGeobufAreas(join(folder, 'wdpa.fgb'), ON_THE_L);
    expect(names(found)).toEqual(['Cell 7-4', 'L-shaped area']);
  });

  it('reads a URL with range requests, fetching a small part of the file', async () => {
    const before = server.requests.length;
    const found = await readFlatGeobufAreas(`${server.url}/wdpa.fgb`, NORTH_WEST);
    expect(names(found)).toEqual(['Cell 0-18']);
    const requests = server.requests.slice(before);
    expect(requests.every((request) => request.range?.startsWith('bytes='))).toBe(true);
    const fetched = requests
      .map((request) => request.range?.match(/bytes=(\d+)-(\d+)/))
      .reduce((sum, match) => sum + Number(match?.[2]) - Number(match?.[1]) + 1, 0);
    expect(fgb.length).toBeGreaterThan(100_000);
    // The header and the top of the index come in one ~13 kB read; then index nodes and features
    // near the box. (flatgeobuf merges features less than 256 kB apart into one request, so a
    // box whose candidates lie far apart in the file reads what lies between them.)
    expect(fetched).toBeLessThan(fgb.length / 4);
  });

  it('refuses a file without a spatial index, permanently', async () => {
    server.routes.set('/plain.fgb', serialize(layer));
    const read = readFlatGeobufAreas(`${server.url}/plain.fgb`, FOUR_CELLS);
    await expect(read).rejects.toMatchObject({ name: 'DataSourceError', transient: false });
    await expect(read).rejects.toThrow('is not an indexed FlatGeobuf file');
  });

  it('reports 503 as transient and 404 as permanent', async () => {
    server.routes.set('/busy.fgb', failing(503));
    await expect(readFlatGeobufAreas(`${server.url}/busy.fgb`, FOUR_CELLS)).rejects.toMatchObject({
      name: 'DataSourceError',
      transient: true,
    });
    await expect(readFlatGeobufAreas(`${server.url}/gone.fgb`, FOUR_CELLS)).rejects.toMatchObject({
      name: 'DataSourceError',
      transient: false,
    });
  });
});

describe('GeoJSON', () => {
  const mixed: FeatureCollection = {
    type: 'FeatureCollection',
    features: [
      ...protectedAreasLayer().features.slice(-1),
      square(-9.6, 40.5, 0.1, {
        ECO_NAME: 'Iberian sclerophyllous forests',
        BIOME_NAME: 'Mediterranean',
      }),
      {
        type: 'Feature',
        properties: { NAME: 'a point' },
        geometry: { type: 'Point', coordinates: [-9.5, 40.6] },
      },
      {
        type: 'Feature',
        properties: { ECO_NAME: 'Two parts', BIOME_NAME: 'Deserts' },
        geometry: {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 0],
              ],
            ],
            [
              [
                [-9.5, 40.6],
                [-9.4, 40.6],
                [-9.4, 40.7],
                [-9.5, 40.6],
              ],
            ],
          ],
        },
      },
    ],
  };

  it('returns polygons and multipolygons meeting the box, from a file and a URL', async () => {
    await writeFile(join(folder, 'layer.geojson'), JSON.stringify(mixed));
    server.routes.set('/layer.geojson', text(JSON.stringify(mixed)));
    for (const location of [join(folder, 'layer.geojson'), `${server.url}/layer.geojson`]) {
      const found = await readGeoJsonAreas(location, FOUR_CELLS);
      expect(found.map((feature) => feature.properties?.ECO_NAME)).toEqual([
        'Iberian sclerophyllous forests',
        'Two parts',
      ]);
    }
  });

  it('finds a box lying wholly inside a polygon (no edge inside the box)', async () => {
    server.routes.set('/big.geojson', text(JSON.stringify(square(-20, 30, 20, { NAME: 'big' }))));
    const found = await readGeoJsonAreas(`${server.url}/big.geojson`, FOUR_CELLS);
    expect(names(found)).toEqual(['big']);
  });

  it('fails permanently on malformed JSON and on a non-GeoJSON document', async () => {
    server.routes.set('/bad.geojson', text('{"type":"FeatureCollection","features":['));
    server.routes.set('/odd.geojson', text('{"type":"Topology"}'));
    for (const path of ['/bad.geojson', '/odd.geojson']) {
      await expect(readGeoJsonAreas(`${server.url}${path}`, FOUR_CELLS)).rejects.toMatchObject({
        name: 'DataSourceError',
        transient: false,
      });
    }
  });
});
