import { randomUUID } from 'node:crypto';
import { SCRIPT_TYPES } from '@ecotone/analysis';
import type {
  ShapefileDetail,
  ShapefileListAnswer,
  ShapefileListItem,
  ShapefileSortField,
  WorkflowRunAnswer,
  WorkflowRunRequest,
} from '@ecotone/contracts';
import { importShapeFiles } from '@ecotone/geometry';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EcotoneApp } from '../src/app.js';
import {
  createUser,
  databaseModes,
  signIn,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { storeShapefile } from './support/seed.js';
import { square } from './support/square.js';

describe.each(databaseModes)('the shapefile list on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let staff: TestUser;

  const query = <Row>(text: string, values: unknown[] = []) =>
    context.runtime.database.query<Row>(text, values).then((result) => result.rows);

  /** A signed-in user with this name (and role); the sign-in reads the role afresh. */
  async function person(name: string, role: 'user' | 'staff' = 'user'): Promise<TestUser> {
    const user = await createUser(context);
    await query('UPDATE "user" SET name = $2, role = $3 WHERE id = $1', [user.id, name, role]);
    const response = await signIn(context, user.email, user.password);
    expect(response.statusCode, response.body).toBe(200);
    return { ...user, cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  }

  /** A shapefile stored through the repository, with the given list columns. */
  async function shapefile(
    owner: TestUser,
    name: string,
    columns: { createdAt?: string; totalAreaHa?: number; totalMaskAreaHa?: number | null } = {},
  ): Promise<string> {
    const id = await storeShapefile(context.runtime, {
      name,
      geojson: square(),
      createdBy: owner.id,
    });
    await query(
      `UPDATE shapefile SET created_at = coalesce($2::timestamptz, created_at),
         total_area_ha = coalesce($3, total_area_ha), total_mask_area_ha = $4
       WHERE id = $1`,
      [id, columns.createdAt ?? null, columns.totalAreaHa ?? null, columns.totalMaskAreaHa ?? null],
    );
    return id;
  }

  const get = (url: string, user: TestUser | null) =>
    app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  async function list(user: TestUser, params: Record<string, string | number> = {}) {
    const search = new URLSearchParams(
      Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    );
    const response = await get(`/api/shape-file/list?${search}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShapefileListAnswer>();
  }
  const names = (answer: ShapefileListAnswer) => answer.items.map((item) => item.shapefileName);
  async function detail(user: TestUser, id: string) {
    const response = await get(`/api/shape-file/${id}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShapefileDetail>();
  }

  async function submit(user: TestUser, body: WorkflowRunRequest) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/workflow/run',
      headers: { cookie: user.cookie, origin: context.runtime.config.publicUrl },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkflowRunAnswer>();
  }
  const newShape = (shapefileName: string): WorkflowRunRequest => ({
    workflowName: 'create-shape-and-assessment',
    workflowParams: {
      requestId: randomUUID(),
      geoJson: square(),
      siteName: 'Bar K Ranch',
      siteType: 'ranch',
      shapefileName,
      analysisInputs: null,
      restorationActivity: null,
      importedShapefileId: null,
      skipMask: true,
      maskGeojson: null,
      maskOptions: null,
    },
    workflowDataBucketInfo: null,
  });

  beforeAll(async () => {
    context = await testContext(mode);
    // Unbound in tests, the runtime's job queue keeps the analyses QUEUED: no tool runs here.
    app = context.app;
    staff = await person('Staff Member', 'staff');
  });

  it('lists a shapefile made by the workflow with its site and creator', async () => {
    const owner = await person('Rosa Rancher');
    const answer = await submit(owner, newShape('usa_bar_k'));
    const page = await list(owner);
    expect(page.total).toBe(1);
    const [item] = page.items;
    expect(item).toMatchObject({
      shapefileId: answer.shapefileId,
      shapefileName: 'usa_bar_k',
      siteId: answer.siteId,
      siteName: 'Bar K Ranch',
      siteType: 'ranch',
      totalMaskAreaHa: null,
      maskId: null,
      creator: { id: owner.id, name: 'Rosa Rancher' },
    } satisfies Partial<ShapefileListItem>);
    expect(item?.totalAreaHa).toBeCloseTo(88.2, 0);
    expect(Date.parse(item?.createdAt ?? '')).not.toBeNaN();
  });

  it('pages with offset and limit, newest first by default, and counts every match', async () => {
    const owner = await person('Paula Pager');
    for (let index = 0; index < 25; index++) {
      const minute = String(index).padStart(2, '0');
      await shapefile(owner, `page ${minute}`, { createdAt: `2026-01-01T10:${minute}:00Z` });
    }
    const expected = Array.from(
      { length: 25 },
      (_, index) => `page ${String(24 - index).padStart(2, '0')}`,
    );

    const first = await list(owner);
    expect(first.total).toBe(25);
    expect(names(first)).toEqual(expected.slice(0, 10));
    const pages = [];
    for (const offset of [0, 20]) pages.push(...names(await list(owner, { offset, limit: 20 })));
    expect(pages).toEqual(expected);
    expect(names(await list(owner, { offset: 10, limit: 50 }))).toEqual(expected.slice(10));
    expect((await list(owner, { offset: 100 })).items).toEqual([]);

    for (const limit of [0, 5, 15, 100, 'ten']) {
      const response = await get(`/api/shape-file/list?limit=${limit}`, owner);
      expect(response.statusCode, `limit=${limit}`).toBe(400);
    }
    const badSort = await get('/api/shape-file/list?orderBy=geometry', owner);
    expect(badSort.statusCode).toBe(400);
  });

  it('searches shapefile names case-insensitively, taking % and _ literally', async () => {
    const owner = await person('Sam Searcher');
    await shapefile(owner, 'North Paddock');
    await shapefile(owner, 'south PADDOCK');
    await shapefile(owner, 'Barn_50%');
    await shapefile(owner, 'Barnx500');
    expect(
      names(await list(owner, { search: 'paddock', orderBy: 'shapefileName', order: 'asc' })),
    ).toEqual(['North Paddock', 'south PADDOCK']);
    expect(names(await list(owner, { search: '  NORTH ' }))).toEqual(['North Paddock']);
    expect(names(await list(owner, { search: 'n_5' }))).toEqual(['Barn_50%']);
    expect(names(await list(owner, { search: '50%' }))).toEqual(['Barn_50%']);
    expect((await list(owner, { search: 'meadow' })).total).toBe(0);
    expect((await list(owner, { search: 'paddock' })).totalCapped).toBe(false);
  });

  it('stops counting the matches of a search at the cap, and says so', async () => {
    const owner = await person('Cora Capped');
    for (const name of ['cap a', 'cap b', 'cap c']) await shapefile(owner, name);
    const search = (countCap: number) =>
      context.runtime.repositories.shapefiles.list({
        readerId: owner.id,
        offset: 0,
        limit: 10,
        orderBy: 'shapefileName',
        order: 'asc',
        search: 'cap ',
        countCap,
      });
    const capped = await search(2);
    expect(capped.items.map((item) => item.shapefileName)).toEqual(['cap a', 'cap b', 'cap c']);
    expect(capped).toMatchObject({ total: 2, totalCapped: true });
    expect(await search(3)).toMatchObject({ total: 3, totalCapped: false });
    // Without a search the count is exact, whatever the cap.
    const all = await context.runtime.repositories.shapefiles.list({
      readerId: owner.id,
      offset: 0,
      limit: 10,
      orderBy: 'createdAt',
      order: 'desc',
      countCap: 2,
    });
    expect(all).toMatchObject({ total: 3, totalCapped: false });
  });

  it('searches by creator name, only among the shapefiles the viewer may see', async () => {
    const token = randomUUID().slice(0, 8);
    const owner = await person(`Carla ${token} Creator`);
    const other = await person('Otto Other');
    await shapefile(owner, 'east field');
    await shapefile(owner, 'west field');
    await shapefile(other, `named after ${token}`);

    const byCreator = await list(staff, { search: `${token.toUpperCase()} creator` });
    expect(names(byCreator).sort()).toEqual(['east field', 'west field']);
    // The name or the creator matches: Otto's shapefile by its name, Carla's by her name.
    expect((await list(staff, { search: token })).total).toBe(3);
    expect(names(await list(other, { search: token }))).toEqual([`named after ${token}`]);
    expect((await list(other, { search: 'Carla' })).total).toBe(0);
  });

  it('sorts by each field both ways, ties broken the same way every time', async () => {
    const token = randomUUID().slice(0, 8);
    const zed = await person(`Zed ${token}`);
    const amy = await person(`amy ${token}`);
    const mike = await person(`Mike ${token}`);
    const rows = [
      { owner: zed, name: `Delta ${token}`, minute: 1, area: 40, mask: 5 },
      { owner: amy, name: `alpha ${token}`, minute: 4, area: 10, mask: null },
      { owner: mike, name: `Charlie ${token}`, minute: 2, area: 30, mask: 25 },
      { owner: amy, name: `bravo ${token}`, minute: 3, area: 20, mask: 1 },
      { owner: zed, name: `echo ${token}`, minute: 5, area: 50, mask: 12 },
    ];
    for (const row of rows) {
      await shapefile(row.owner, row.name, {
        createdAt: `2026-02-01T10:0${row.minute}:00Z`,
        totalAreaHa: row.area,
        totalMaskAreaHa: row.mask,
      });
    }
    const ascending: Record<ShapefileSortField, string[]> = {
      createdAt: ['Delta', 'Charlie', 'bravo', 'alpha', 'echo'],
      shapefileName: ['alpha', 'bravo', 'Charlie', 'Delta', 'echo'],
      totalAreaHa: ['alpha', 'bravo', 'Charlie', 'Delta', 'echo'],
      // No mask sorts as 0 ha.
      totalMaskAreaHa: ['alpha', 'bravo', 'Delta', 'echo', 'Charlie'],
      // amy, Mike, Zed (case-insensitive), each creator's oldest first.
      creator: ['bravo', 'alpha', 'Charlie', 'Delta', 'echo'],
    };
    for (const [orderBy, expected] of Object.entries(ascending)) {
      const labelled = expected.map((name) => `${name} ${token}`);
      const asc = await list(staff, { search: token, orderBy, order: 'asc' });
      expect(names(asc), `${orderBy} asc`).toEqual(labelled);
      const desc = await list(staff, { search: token, orderBy, order: 'desc' });
      expect(names(desc), `${orderBy} desc`).toEqual([...labelled].reverse());
    }
    expect(names(await list(staff, { search: token }))).toEqual(
      ascending.createdAt.map((name) => `${name} ${token}`).reverse(),
    );
  });

  it('shows a user only their own shapefiles and hides the others behind 404', async () => {
    const owner = await person('Olga Owner');
    const stranger = await person('Sid Stranger');
    const id = await shapefile(owner, 'private pasture');
    await query(
      `INSERT INTO shapefile_mask (shapefile_id, name, area_ha, storage_key)
       VALUES ($1, 'built', 1, $2)`,
      [id, `masks/${id}/built.geojson`],
    );
    await context.runtime.storage.put(`masks/${id}/built.geojson`, new TextEncoder().encode('{}'));

    expect((await list(stranger)).total).toBe(0);
    for (const url of [
      `/api/shape-file/${id}`,
      `/api/shapefile/${id}/geojson`,
      `/api/shapefile/${id}/kml`,
      `/api/shapefile/${id}/shapefile`,
      `/api/shape-file/${id}/masks/built.geojson`,
      `/api/shape-file/${randomUUID()}`,
      `/api/shapefile/${randomUUID()}/shapefile`,
      '/api/shape-file/not-a-uuid',
      '/api/shapefile/not-a-uuid/geojson',
      '/api/shape-file/not-a-uuid/masks/built.geojson',
    ]) {
      const response = await get(url, stranger);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
      expect(response.headers['content-disposition'], url).toBeUndefined();
      expect(response.body, url).not.toContain('private pasture');
    }
    for (const url of [
      '/api/shape-file/list',
      `/api/shape-file/${id}`,
      `/api/shapefile/${id}/geojson`,
      `/api/shapefile/${id}/kml`,
      `/api/shapefile/${id}/shapefile`,
      `/api/shape-file/${id}/masks/built.geojson`,
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }

    // A read-draft:resource holder sees everyone's.
    expect((await list(staff, { search: 'private pasture' })).items[0]?.shapefileId).toBe(id);
    expect((await detail(staff, id)).creator).toEqual({ id: owner.id, name: 'Olga Owner' });
    for (const format of ['geojson', 'kml', 'shapefile'])
      expect((await get(`/api/shapefile/${id}/${format}`, staff)).statusCode, format).toBe(200);
    expect((await get(`/api/shape-file/${id}/masks/built.geojson`, staff)).statusCode).toBe(200);
  });

  it('answers the stored FeatureCollection', async () => {
    const owner = await person('Gina Geo');
    const id = await shapefile(owner, 'geo');
    const response = await get(`/api/shapefile/${id}/geojson`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(response.json()).toEqual(square());
  });

  it('downloads the shape as GeoJSON, KML and a zipped shapefile named after it', async () => {
    const owner = await person('Dora Downloader');
    const id = await shapefile(owner, 'Finca Ñandú: lote 1/2');
    const disposition = (extension: string) =>
      `attachment; filename="Finca__and___lote_1_2.${extension}"; ` +
      `filename*=UTF-8''${encodeURIComponent(`Finca Ñandú_ lote 1_2.${extension}`)}`;

    const geojson = await get(`/api/shapefile/${id}/geojson`, owner);
    expect(geojson.headers['content-disposition']).toBe(disposition('geojson'));
    expect(geojson.json()).toEqual(square());

    const kml = await get(`/api/shapefile/${id}/kml`, owner);
    expect(kml.statusCode, kml.body).toBe(200);
    expect(kml.headers['content-type']).toMatch(/^application\/vnd\.google-earth\.kml\+xml/);
    expect(kml.headers['content-disposition']).toBe(disposition('kml'));
    expect(kml.body).toMatch(/<Folder>\s*<name>Finca Ñandú_ lote 1_2<\/name>/);
    expect(kml.body).toMatch(/<coordinates>-107\.46,44\.5\s/);

    const zip = await get(`/api/shapefile/${id}/shapefile`, owner);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(disposition('zip'));
    const read = await importShapeFiles([{ name: 'download.zip', bytes: zip.rawPayload }]);
    if (!read.valid) throw new Error(`the download does not read back: ${read.reason.code}`);
    expect(read.value.layers.map((layer) => layer.name)).toEqual(['Finca Ñandú_ lote 1_2']);
    expect(read.value.collection.features.map((feature) => feature.geometry)).toEqual(
      square().features.map((feature) => feature.geometry),
    );
  });

  it('details the area makeup and the masks, and downloads a mask', async () => {
    const owner = await person('Mona Masker');
    const id = await shapefile(owner, 'masked', { totalAreaHa: 80, totalMaskAreaHa: 20 });
    const maskId = randomUUID();
    // shapefile.mask_id names a stored mask set (migration 0013).
    await query(
      `INSERT INTO mask_set (id, shapefile_id, mode, gross_area_ha, merged_area_ha, net_area_ha,
         merged_storage_key, net_storage_key, created_by)
       VALUES ($2, $1, 'manual', 80, 20, 60, 'merged.geojson', 'net.geojson', $3)`,
      [id, maskId, owner.id],
    );
    await query('UPDATE shapefile SET mask_id = $2 WHERE id = $1', [id, maskId]);
    const builtKey = `masks/${maskId}/built.geojson`;
    await query(
      `INSERT INTO shapefile_mask (shapefile_id, name, area_ha, scale, storage_key, metadata)
       VALUES ($1, 'built', 12.5, 10, $2, '{"scale": 10, "synthetic": true}'),
              ($1, 'water', 7.5, NULL, $3, '{}')`,
      [id, builtKey, `masks/${maskId}/water.geojson`],
    );
    const builtFile = JSON.stringify({ type: 'FeatureCollection', features: [] });
    await context.runtime.storage.put(builtKey, new TextEncoder().encode(builtFile));

    const shown = await detail(owner, id);
    expect(shown).toMatchObject({
      shapefileId: id,
      maskId,
      totalAreaHa: 80,
      totalMaskAreaHa: 20,
      projectAreaHa: 60,
      projectAreaPercent: 75,
      latestAnalysis: null,
      successfulAnalyses: [],
      masks: [
        {
          name: 'built',
          areaHa: 12.5,
          scale: 10,
          synthetic: true,
          downloadPath: `/api/shape-file/${id}/masks/built.geojson`,
        },
        {
          name: 'water',
          areaHa: 7.5,
          scale: null,
          synthetic: false,
          downloadPath: `/api/shape-file/${id}/masks/water.geojson`,
        },
      ],
    });

    const download = await get(shown.masks[0]?.downloadPath ?? '', owner);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(builtFile);
    expect(download.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="built\.geojson"/,
    );
    // A mask row whose file is missing, and a mask the set does not have.
    expect((await get(`/api/shape-file/${id}/masks/water.geojson`, owner)).statusCode).toBe(404);
    expect((await get(`/api/shape-file/${id}/masks/cropland.geojson`, owner)).statusCode).toBe(404);

    // A mask measured larger than its shape leaves no project area (never negative).
    await query('UPDATE shapefile SET total_mask_area_ha = 81 WHERE id = $1', [id]);
    expect(await detail(owner, id)).toMatchObject({ projectAreaHa: 0, projectAreaPercent: 0 });
  });

  it('links the latest analysis and counts successful runs per script type', async () => {
    const owner = await person('Alan Analyst');
    const first = await submit(owner, newShape('analysed'));
    const second = await submit(owner, {
      workflowName: 'create-assessment',
      workflowParams: {
        requestId: randomUUID(),
        importedShapefileId: first.shapefileId,
        skipMask: true,
      },
      workflowDataBucketInfo: null,
    });
    await query(`UPDATE analysis SET created_at = $2 WHERE id = $1`, [
      first.analysisId,
      '2026-03-01T00:00:00Z',
    ]);
    await query(`UPDATE analysis SET created_at = $2 WHERE id = $1`, [
      second.analysisId,
      '2026-03-02T00:00:00Z',
    ]);
    const [a, b, c] = [...SCRIPT_TYPES].sort();
    if (!a || !b || !c) throw new Error('the catalogue needs three script types for this test');
    /** Marks these tools' runs of the analysis SUCCEEDED, adding the runs it did not have. */
    const succeed = (analysisId: string, scriptTypes: string[]) =>
      query(
        `INSERT INTO analysis_tool_run (analysis_id, script_type, tool_version, state, job_id)
         SELECT $1, script_type, '1', 'SUCCEEDED', gen_random_uuid()
         FROM unnest($2::text[]) AS script_type
         ON CONFLICT (analysis_id, script_type) DO UPDATE SET state = 'SUCCEEDED'`,
        [analysisId, scriptTypes],
      );
    // A tool since retired from the catalogue is not listed.
    await succeed(first.analysisId, [a, c, 'retiredTool']);
    await succeed(second.analysisId, [a, b]);

    const shown = await detail(owner, first.shapefileId);
    expect(shown.latestAnalysis).toEqual({
      analysisId: second.analysisId,
      createdAt: '2026-03-02T00:00:00.000Z',
      state: 'QUEUED',
    });
    // Newest analysis first; within one analysis by script type.
    expect(shown.successfulAnalyses).toEqual([
      { scriptType: a, count: 2, latestAnalysisId: second.analysisId },
      { scriptType: b, count: 1, latestAnalysisId: second.analysisId },
      { scriptType: c, count: 1, latestAnalysisId: first.analysisId },
    ]);
  });
});
