import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SpeciesDetailAnswer, SpeciesListAnswer } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EcotoneApp } from '../src/app.js';
import { createSpeciesService } from '../src/services/species.service.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { storeShapefile } from './support/seed.js';
import { square } from './support/square.js';

/** A catalogue whose only species dataset is a restricted GeoJSON with one secret species. */
function restrictedCatalogue(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ecotone-species-'));
  const ranges = join(dir, 'ranges.geojson');
  writeFileSync(
    ranges,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {
            id: 'secret-1',
            scientificName: 'Secretus restrictus',
            kingdom: 'ANIMALIA',
            phylum: 'CHORDATA',
            class: 'AVES',
            order: 'PASSERIFORMES',
            family: 'SECRETIDAE',
            genus: 'Secretus',
            category: 'EN',
            taxon: 'birds',
            presence: 1,
            origin: 1,
            seasonality: 1,
            threats: '[["2.1", 1]]',
          },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-108, 44],
                [-107, 44],
                [-107, 45],
                [-108, 45],
                [-108, 44],
              ],
            ],
          },
        },
      ],
    }),
  );
  const path = join(dir, 'catalogue.json');
  writeFileSync(
    path,
    JSON.stringify({
      datasets: [
        {
          id: 'test-red-list',
          role: 'speciesRanges',
          restricted: true,
          name: 'Test Red List ranges',
          version: '1',
          license: 'Test Red List terms',
          citation: 'test',
          source: { kind: 'geojson', url: ranges },
        },
      ],
    }),
  );
  return path;
}

describe.each(databaseModes)('species endpoints on %s', (mode) => {
  let context: TestContext;
  let owner: TestUser;
  let stranger: TestUser;
  let shapefileId: string;
  const cataloguePath = restrictedCatalogue();

  beforeAll(async () => {
    context = await testContext(mode);
    owner = await signedInUser(context);
    stranger = await signedInUser(context);
    shapefileId = await storeShapefile(context.runtime, {
      name: `Species ${mode}`,
      geojson: square(),
      createdBy: owner.id,
    });
  });

  const get = (url: string, user: TestUser | null, app = context.app, language = 'en') =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), 'accept-language': language },
    });
  const listUrl = () => `/api/biodiversity/iucn-species-list?shapefileId=${shapefileId}`;

  const catalogueApp = (enableRestricted: boolean): Promise<EcotoneApp> =>
    appWithServices(context, {
      species: createSpeciesService({
        shapefiles: context.runtime.repositories.shapefiles,
        accessPolicy: context.runtime.services.accessPolicy,
        compute: context.runtime.shapeCompute,
        analysisData: { mode: 'catalogue', cataloguePath, enableRestricted },
      }),
    });

  it('lists the synthetic species of the owner’s shape, labelled synthetic and sorted', async () => {
    const response = await get(listUrl(), owner);
    expect(response.statusCode).toBe(200);
    const body = response.json<SpeciesListAnswer>();
    expect(body.success).toBe(true);
    expect(body.source.synthetic).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    const order = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'LC', 'DD', 'NE'];
    const ranks = body.data.map((s) => order.indexOf(s.threatCategory));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const species of body.data) expect(species.commonName).toMatch(/\(synthetic\)$/);

    const first = body.data[0];
    if (!first) throw new Error('no species');
    const detail = await get(
      `/api/species/${encodeURIComponent(first.scientificName)}?shapefileId=${shapefileId}`,
      owner,
    );
    expect(detail.statusCode).toBe(200);
    const record = detail.json<SpeciesDetailAnswer>().data;
    expect(record.scientificName).toBe(first.scientificName);
    expect(record.genus).toBe(first.genus);
    const shares = record.threats.reduce((sum, threat) => sum + threat.share, 0);
    if (record.threats.length > 0) expect(shares).toBeCloseTo(1, 9);
  });

  it('answers 404 to another user, for an unknown species, and 401 signed out', async () => {
    expect((await get(listUrl(), stranger)).statusCode).toBe(404);
    expect((await get(listUrl(), null)).statusCode).toBe(401);
    expect(
      (await get(`/api/species/Nobody%20here?shapefileId=${shapefileId}`, owner)).statusCode,
    ).toBe(404);
    expect(
      (await get('/api/biodiversity/iucn-species-list?shapefileId=not-a-uuid', owner)).statusCode,
    ).toBe(404);
  });

  it('keeps restricted ranges on the server without ENABLE_RESTRICTED_LAYERS, saying why', async () => {
    const app = await catalogueApp(false);
    const english = await get(listUrl(), owner, app);
    expect(english.statusCode).toBe(403);
    expect(english.body).not.toContain('Secretus');
    const error = english.json<{ error: { code: string; message: string } }>().error;
    expect(error.code).toBe('DATA_RESTRICTED');
    expect(error.message).toContain('Test Red List ranges (test-red-list)');
    expect(error.message).toContain('Test Red List terms');
    const spanish = await get(listUrl(), owner, app, 'es');
    expect(spanish.json<{ error: { message: string } }>().error.message).toContain(
      'restringidos por su licencia',
    );
    const detail = await get(
      `/api/species/Secretus%20restrictus?shapefileId=${shapefileId}`,
      owner,
      app,
    );
    expect(detail.statusCode).toBe(403);
    expect(detail.body).not.toContain('SECRETIDAE');
    // The stranger learns nothing, not even that the data is restricted.
    expect((await get(listUrl(), stranger, app)).statusCode).toBe(404);
  });

  it('serves the restricted ranges once the deployment enables them', async () => {
    const app = await catalogueApp(true);
    const response = await get(listUrl(), owner, app);
    expect(response.statusCode).toBe(200);
    const body = response.json<SpeciesListAnswer>();
    expect(body.data.map((s) => s.scientificName)).toEqual(['Secretus restrictus']);
    expect(body.source).toMatchObject({ datasetId: 'test-red-list', synthetic: false });
    const detail = await get(
      `/api/species/Secretus%20restrictus?shapefileId=${shapefileId}`,
      owner,
      app,
    );
    expect(detail.json<SpeciesDetailAnswer>().data.threats).toEqual([{ code: '2.1', share: 1 }]);
  });
});
