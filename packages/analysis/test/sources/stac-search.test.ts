import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSourceError } from '../../src/sources/data-source.js';
import { planetaryComputerSigner } from '../../src/sources/stac/signing.js';
import { searchBody, searchStacApi } from '../../src/sources/stac/stac-api.js';
import {
  assetHref,
  type FoundItem,
  itemInYear,
  type StacItem,
} from '../../src/sources/stac/stac-item.js';
import { searchStaticCatalogue } from '../../src/sources/stac/static-catalogue.js';
import { type FixtureServer, failing, json, startFixtureServer, text } from './fixture-server.js';
import { STAC_FIXTURES, stacCatalogueOnDisk } from './raster-fixtures.js';

/** Straddles the two 2020 tiles N31W106 and N31W105, misses N30W106. */
const BBOX = [-105.5, 31.2, -104.5, 31.8] as const;

const ids = (found: FoundItem[]) => found.map((entry) => entry.item.id).sort();

let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
  // The fixture catalogue, served as static files under /catalogue/.
  for (const file of await listFiles(STAC_FIXTURES)) {
    server.routes.set(`/catalogue/${file}`, await readFile(join(STAC_FIXTURES, file)));
  }
});
afterAll(() => server.close());

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

describe('static STAC catalogue', () => {
  it('finds the items of the collection meeting the box in the year, from a file', async () => {
    const folder = await stacCatalogueOnDisk();
    const query = { collection: 'demo-lulc', bbox: BBOX, year: 2020 };
    const found = await searchStaticCatalogue(join(folder, 'catalog.json'), query);
    expect(ids(found)).toEqual(['lulc-2020-N31W105', 'lulc-2020-N31W106']);
    const west = found.find((entry) => entry.item.id === 'lulc-2020-N31W106') as FoundItem;
    // The asset's relative href resolves against the item file, not the catalogue.
    expect(assetHref(west, 'data')).toBe(
      `file://${folder}/demo-lulc/lulc-2020-N31W106/lulc-2020-N31W106.tif`,
    );
  });

  it('walks the same catalogue over HTTP and does not enter other collections', async () => {
    const before = server.requests.length;
    const query = { collection: 'demo-lulc', bbox: BBOX, year: 2019 };
    const found = await searchStaticCatalogue(`${server.url}/catalogue/catalog.json`, query);
    expect(ids(found)).toEqual(['lulc-2019-N31W106']);
    expect(assetHref(found[0] as FoundItem, 'data')).toBe(
      `${server.url}/catalogue/demo-lulc/lulc-2019-N31W106/lulc-2019-N31W106.tif`,
    );
    const paths = server.requests.slice(before).map((request) => request.path);
    expect(paths).toContain('/catalogue/other/collection.json');
    expect(paths).not.toContain('/catalogue/other/missing-item.json');
    // Catalogue, two collections, four items.
    expect(paths).toHaveLength(7);
  });

  it('names the missing asset key', async () => {
    const folder = await stacCatalogueOnDisk();
    const found = await searchStaticCatalogue(join(folder, 'catalog.json'), {
      collection: 'demo-lulc',
      bbox: BBOX,
      year: 2019,
    });
    expect(() => assetHref(found[0] as FoundItem, 'lccs_class')).toThrow(
      'STAC item lulc-2019-N31W106 has no asset "lccs_class" (it has: data, metadata)',
    );
  });

  it('fails permanently on a document that is not JSON, transiently on 503', async () => {
    server.routes.set('/broken/catalog.json', text('{"type": "Catalog", '));
    server.routes.set('/down/catalog.json', failing(503));
    const query = { collection: 'demo-lulc', bbox: BBOX };
    const broken = searchStaticCatalogue(`${server.url}/broken/catalog.json`, query);
    await expect(broken).rejects.toMatchObject({ name: 'DataSourceError', transient: false });
    const down = searchStaticCatalogue(`${server.url}/down/catalog.json`, query);
    await expect(down).rejects.toMatchObject({ name: 'DataSourceError', transient: true });
  });
});

/** A STAC API item as Planetary Computer returns it (absolute asset hrefs). */
function apiItem(id: string, west: number, year: number): StacItem {
  return {
    type: 'Feature',
    id,
    collection: 'io-lulc-annual-v02',
    bbox: [west, 31, west + 1, 32],
    properties: {
      datetime: null,
      start_datetime: `${year}-01-01T00:00:00Z`,
      end_datetime: `${year + 1}-01-01T00:00:00Z`,
    },
    assets: { data: { href: `https://blob.example.net/io-lulc/${id}.tif` } },
    links: [],
  };
}

describe('STAC API search', () => {
  it('POSTs collections, bbox, datetime and limit and follows next links', async () => {
    const pages = [
      {
        type: 'FeatureCollection',
        features: [apiItem('a-2020', -106, 2020), apiItem('stale-2019', -106, 2019)],
        links: [
          {
            rel: 'next',
            href: `${server.url}/api/search`,
            method: 'POST',
            body: { token: 'next:a-2020' },
            merge: true,
          },
        ],
      },
      { type: 'FeatureCollection', features: [apiItem('b-2020', -105, 2020)], links: [] },
    ];
    const bodies: unknown[] = [];
    server.routes.set('/api/search', (request, response) => {
      const body = JSON.parse(request.body) as { token?: string };
      bodies.push(body);
      const page = body.token === 'next:a-2020' ? pages[1] : pages[0];
      response.writeHead(200, { 'content-type': 'application/geo+json' });
      response.end(JSON.stringify(page));
    });

    const query = { collection: 'io-lulc-annual-v02', bbox: BBOX, year: 2020 };
    const found = await searchStacApi(`${server.url}/api/`, query, { limit: 2 });
    // The 2019 item the server let through (it touches 2020-01-01) is dropped here.
    expect(ids(found)).toEqual(['a-2020', 'b-2020']);
    const first = {
      collections: ['io-lulc-annual-v02'],
      bbox: [-105.5, 31.2, -104.5, 31.8],
      limit: 2,
      datetime: '2020-01-01T00:00:00Z/2020-12-31T23:59:59Z',
    };
    expect(bodies).toEqual([first, { ...first, token: 'next:a-2020' }]);
  });

  it('follows GET next links and stops at the page cap', async () => {
    let calls = 0;
    server.routes.set('/endless/page', (_, response) => {
      calls++;
      response.writeHead(200, { 'content-type': 'application/geo+json' }).end(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [apiItem(`item-${calls}`, -106, 2020)],
          links: [{ rel: 'next', href: `/endless/page?page=${calls + 1}` }],
        }),
      );
    });
    server.routes.set(
      '/endless/search',
      json({
        type: 'FeatureCollection',
        features: [apiItem('item-0', -106, 2020)],
        links: [{ rel: 'next', href: '/endless/page?page=1' }],
      }),
    );
    const query = { collection: 'io-lulc-annual-v02', bbox: BBOX, year: 2020 };
    const search = searchStacApi(`${server.url}/endless`, query, { maxPages: 3 });
    await expect(search).rejects.toThrow('has more than 3 pages');
    expect(calls).toBe(2);
  });

  it('asks for one calendar month when the query names a month', () => {
    expect(
      searchBody({ collection: 'modis-13A1-061', bbox: BBOX, year: 2020, month: 2 }, 10),
    ).toEqual({
      collections: ['modis-13A1-061'],
      bbox: [-105.5, 31.2, -104.5, 31.8],
      limit: 10,
      datetime: '2020-02-01T00:00:00.000Z/2020-02-29T23:59:59.000Z',
    });
  });

  it('sends no datetime without a year', () => {
    expect(searchBody({ collection: 'cop-dem-glo-30', bbox: BBOX }, 10)).toEqual({
      collections: ['cop-dem-glo-30'],
      bbox: [-105.5, 31.2, -104.5, 31.8],
      limit: 10,
    });
  });

  it('treats 404 as permanent, 429 and a timeout as transient', async () => {
    server.routes.set('/limited/search', failing(429));
    server.routes.set('/slow/search', async (_, response) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      response.writeHead(200).end('{}');
    });
    const query = { collection: 'x', bbox: BBOX };
    const missing = searchStacApi(`${server.url}/missing`, query);
    await expect(missing).rejects.toMatchObject({ transient: false });
    await expect(missing).rejects.toThrow('answered HTTP 404');
    await expect(searchStacApi(`${server.url}/limited`, query)).rejects.toMatchObject({
      transient: true,
    });
    const slow = searchStacApi(`${server.url}/slow`, query, { timeoutMs: 50 });
    await expect(slow).rejects.toBeInstanceOf(DataSourceError);
    await expect(slow).rejects.toThrow('timed out');
  });
});

describe('item years', () => {
  const interval = (start: string, end: string) =>
    ({ properties: { start_datetime: start, end_datetime: end } }) as unknown as StacItem;
  it('reads an annual interval as its first year only', () => {
    const annual = interval('2017-01-01T00:00:00Z', '2018-01-01T00:00:00Z');
    expect([2016, 2017, 2018].map((year) => itemInYear(annual, year))).toEqual([
      false,
      true,
      false,
    ]);
  });
  it('matches a 16-day composite to the months it overlaps, and an instant to its month', () => {
    const composite = interval('2020-02-18T00:00:00Z', '2020-03-05T00:00:00Z');
    expect([1, 2, 3, 4].map((month) => itemInYear(composite, 2020, month))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const instant = { properties: { datetime: '2020-12-31T23:59:59Z' } } as unknown as StacItem;
    expect(itemInYear(instant, 2020, 12)).toBe(true);
    expect(itemInYear(instant, 2020, 11)).toBe(false);
  });
  it('matches an instant inside the year and a multi-year interval in each year', () => {
    const instant = { properties: { datetime: '2021-12-31T23:59:59Z' } } as unknown as StacItem;
    expect(itemInYear(instant, 2021)).toBe(true);
    expect(itemInYear(instant, 2022)).toBe(false);
    const epoch = interval('2011-01-01T00:00:00Z', '2015-07-01T00:00:00Z');
    expect([2010, 2011, 2015, 2016].map((year) => itemInYear(epoch, year))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('Planetary Computer signing', () => {
  it('fetches one token per collection, appends it, and renews it before expiry', async () => {
    let issued = 0;
    server.routes.set('/sas/token/io-lulc-annual-v02', (_, response) => {
      issued++;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          'msft:expiry': '2030-01-01T01:00:00Z',
          token: `st=2030-01-01&se=2030-01-01T01&sp=rl&sig=token${issued}`,
        }),
      );
    });
    let now = Date.parse('2030-01-01T00:00:00Z');
    const sign = planetaryComputerSigner({ tokenUrl: `${server.url}/sas/token`, now: () => now });
    const href = 'https://io.blob.core.windows.net/io-lulc/a.tif';
    expect(await sign(href, 'io-lulc-annual-v02')).toBe(
      `${href}?st=2030-01-01&se=2030-01-01T01&sp=rl&sig=token1`,
    );
    expect(await sign(`${href}?v=2`, 'io-lulc-annual-v02')).toBe(
      `${href}?v=2&st=2030-01-01&se=2030-01-01T01&sp=rl&sig=token1`,
    );
    expect(issued).toBe(1);
    now = Date.parse('2030-01-01T00:56:00Z'); // within 5 minutes of expiry
    expect(await sign(href, 'io-lulc-annual-v02')).toMatch(/sig=token2$/);
    expect(await sign(`${href}?sig=already`, 'io-lulc-annual-v02')).toBe(`${href}?sig=already`);
  });
});
