/**
 * Exclusion masks end to end on both databases (issue 18, docs/masks-server.md): the wizard's
 * previews (create-mask, preview summary, asset relationship), their tiles, the mask set a
 * submission stores in each mode, its downloads and list figures, and an analysis run on the
 * net area. The kernels and the synthetic data are the real ones; the areas must reconcile.
 */
import { randomUUID } from 'node:crypto';
import { analysisTools, catalogueInputRules, type ScriptType } from '@ecotone/analysis';
import {
  type AnalysisResult,
  type CreateMaskAnswer,
  defaultMaskOptions,
  MASK_COLORS,
  type MaskOptions,
  type MaskPreviewSummaryAnswer,
  type ShapefileDetail,
  type ShapefileListAnswer,
  type WorkflowRunAnswer,
  type WorkflowRunRequest,
} from '@ecotone/contracts';
import { areaHectares } from '@ecotone/geometry';
import type { MultiPolygon } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ToolRunJob } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { runToolJob } from '../src/analysis/run-tool.js';
import type { ToolRunRequest } from '../src/analysis/tool-runner.js';
import type { EcotoneApp } from '../src/app.js';
import type { ComputePool } from '../src/compute/compute-pool.js';
import { createMaskService } from '../src/services/mask.service.js';
import { createWorkflowService } from '../src/services/workflow.service.js';
import { createWorkflowUploads } from '../src/services/workflow-upload.js';
import { fakeRuntime, SYNTHETIC_LINEAGE } from './analysis-runs.fixtures.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { pngPixels } from './support/png-pixels.js';
import { rectangle } from './support/square.js';

/** A 0.05-degree square (~2,200 ha) in Wyoming: big enough for the synthetic masks to show. */
const WEST = -107.5;
const SOUTH = 44.45;
const SIZE = 0.05;
const SHAPE = rectangle(WEST, SOUTH, WEST + SIZE, SOUTH + SIZE);
/** An uploaded mask: the shape's west half, reaching 0.05 degrees beyond it to the west. */
const UPLOADED_MASK = rectangle(WEST - SIZE, SOUTH - 0.01, WEST + SIZE / 2, SOUTH + SIZE + 0.01);
/** What of it lies within the shape: exactly the west half. */
const CLIPPED_MASK_HA = areaHectares(rectangle(WEST, SOUTH, WEST + SIZE / 2, SOUTH + SIZE));

const reconciles = (areas: { grossHa: number; mergedHa: number; netHa: number }) =>
  Math.abs(areas.grossHa - (areas.netHa + areas.mergedHa)) <= 1e-6 * areas.grossHa;

/** The XYZ tile at zoom z holding (lon, lat), and that point's pixel in it. */
function tileAt(z: number, lon: number, lat: number) {
  const n = 2 ** z;
  const fx = ((lon + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { z, x, y, column: Math.floor((fx - x) * 256), row: Math.floor((fy - y) * 256) };
}

const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

interface MaskSetRow {
  id: string;
  mode: string;
  options: MaskOptions | null;
  gross_area_ha: number;
  merged_area_ha: number;
  net_area_ha: number;
}

describe.each(databaseModes)('exclusion masks on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let owner: TestUser;
  let stranger: TestUser;
  const queued: ToolRunJob[] = [];

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    const analysisRuns = createAnalysisRunService({
      ...runtime.repositories,
      accessPolicy: runtime.services.accessPolicy,
      jobs: { enqueue: async (jobs) => void queued.push(...jobs), cancel: async () => {} },
      storage: runtime.storage,
      tools: analysisTools,
      catalogue: catalogueInputRules,
    });
    const workflow = createWorkflowService({
      ...runtime.repositories,
      permissions: runtime.services.permissions,
      accessPolicy: runtime.services.accessPolicy,
      analysisRuns,
      compute: runtime.shapeCompute,
      storage: runtime.storage,
      uploads: createWorkflowUploads({ storage: runtime.storage, bucketName: 'local' }),
      tools: analysisTools,
    });
    app = await appWithServices(context, { workflow, analysisRuns });
    owner = await signedInUser(context);
    stranger = await signedInUser(context);
  }, 120_000);

  const query = <Row>(text: string, values: unknown[] = []) =>
    context.runtime.database.query<Row>(text, values).then((result) => result.rows);
  const headers = (user: TestUser | null, language = 'en') => ({
    ...(user ? { cookie: user.cookie } : {}),
    origin: context.runtime.config.publicUrl,
    'accept-language': language,
  });
  const post = (url: string, body: unknown, user: TestUser | null = owner, language = 'en') =>
    app.inject({ method: 'POST', url, headers: headers(user, language), payload: body as object });
  const get = (url: string, user: TestUser | null = owner, extra: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...headers(user), ...extra } });

  const submit = async (params: Partial<WorkflowRunRequest['workflowParams']>) => {
    const body: WorkflowRunRequest = {
      workflowName: 'create-shape-and-assessment',
      workflowParams: {
        requestId: randomUUID(),
        geoJson: SHAPE,
        siteName: `Masked ranch ${randomUUID().slice(0, 8)}`,
        siteType: 'ranch',
        shapefileName: `masked_${randomUUID().slice(0, 8)}`,
        analysisInputs: null,
        restorationActivity: null,
        skipMask: false,
        maskGeojson: null,
        maskOptions: null,
        ...params,
      },
      workflowDataBucketInfo: null,
    };
    const response = await post('/api/workflow/run', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkflowRunAnswer>();
  };
  const maskSetOf = async (shapefileId: string) => {
    const [row] = await query<MaskSetRow>(
      `SELECT m.id, m.mode, m.options, m.gross_area_ha, m.merged_area_ha, m.net_area_ha
       FROM mask_set m JOIN shapefile s ON s.mask_id = m.id WHERE s.id = $1`,
      [shapefileId],
    );
    return row;
  };
  const masksOf = (shapefileId: string) =>
    query<{ name: string; mask_type: string; area_ha: number; status: string; inputs: object }>(
      `SELECT name, mask_type, area_ha, status, inputs FROM shapefile_mask
       WHERE shapefile_id = $1 ORDER BY name`,
      [shapefileId],
    );
  const detail = async (shapefileId: string) => {
    const response = await get(`/api/shape-file/${shapefileId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShapefileDetail>();
  };
  const createMask = (body: Record<string, unknown>, user: TestUser | null = owner) =>
    post(
      '/api/shape-file/create-mask-from-geojson',
      { geojson: SHAPE, maskOptions: defaultMaskOptions(null), maskLayer: 'water', ...body },
      user,
    );

  /** Checks a stored set: reconciled areas, shapefile figures, list, detail and downloads. */
  async function expectStoredSet(answer: WorkflowRunAnswer, layers: readonly string[]) {
    const set = await maskSetOf(answer.shapefileId);
    if (!set) throw new Error('no mask set stored');
    expect(
      reconciles({
        grossHa: set.gross_area_ha,
        mergedHa: set.merged_area_ha,
        netHa: set.net_area_ha,
      }),
    ).toBe(true);
    expect(set.gross_area_ha).toBeCloseTo(areaHectares(SHAPE), 3);
    const rows = await masksOf(answer.shapefileId);
    expect(rows.map((row) => row.name)).toEqual([...layers, 'merged'].sort());
    expect(rows.find((row) => row.name === 'merged')?.area_ha).toBe(set.merged_area_ha);
    // Each layer's mask lies within the merged union: none is larger (1e-6 relative, as above).
    for (const row of rows)
      expect(row.area_ha).toBeLessThanOrEqual(set.merged_area_ha * (1 + 1e-6) + 1e-9);
    // The list's Mask area is the merged area; the detail lists every mask with its download.
    const [named] = await query<{ name: string }>('SELECT name FROM shapefile WHERE id = $1', [
      answer.shapefileId,
    ]);
    const list = await get(`/api/shape-file/list?search=${encodeURIComponent(named?.name ?? '')}`);
    const item = list
      .json<ShapefileListAnswer>()
      .items.find((candidate) => candidate.shapefileId === answer.shapefileId);
    expect(item).toMatchObject({ maskId: set.id, totalMaskAreaHa: set.merged_area_ha });
    const shown = await detail(answer.shapefileId);
    expect(shown.masks.map((mask) => mask.name).sort()).toEqual([...layers, 'merged'].sort());
    // Masks computed on the embedded default are synthetic and say so; an uploaded one is not.
    for (const mask of shown.masks) expect(mask.synthetic).toBe(set.mode !== 'upload');
    for (const mask of shown.masks) {
      const file = await get(mask.downloadPath);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toContain('application/geo+json');
      expect(file.json<{ type: string }>().type).toBe('FeatureCollection');
      expect((await get(mask.downloadPath, stranger)).statusCode).toBe(404);
    }
    return set;
  }

  it('automatic mode (the default) stores the activity default layers, reconciled', async () => {
    const answer = await submit({ restorationActivity: 'afforestationReforestation' });
    const set = await expectStoredSet(
      answer,
      defaultMaskOptions('afforestationReforestation').masks,
    );
    expect(set.mode).toBe('automatic');
    expect(set.options).toEqual(defaultMaskOptions('afforestationReforestation'));
    // The synthetic roads cross this square: the merged mask is not empty.
    expect(set.merged_area_ha).toBeGreaterThan(0);
  }, 180_000);

  it('manual mode stores the layers and thresholds picked', async () => {
    const options: MaskOptions = {
      ...defaultMaskOptions(null),
      masks: ['slopeDegrees', 'transportation'],
      slopeDegrees: 1,
    };
    const answer = await submit({ maskOptions: options });
    const set = await expectStoredSet(answer, ['slopeDegrees', 'transportation']);
    expect(set).toMatchObject({ mode: 'manual', options });
    // Slopes of 1 degree and more, and the roads, leave out part of the shape, not all of it.
    expect(set.merged_area_ha).toBeGreaterThan(0);
    expect(set.net_area_ha).toBeGreaterThan(0);
    const rows = await masksOf(answer.shapefileId);
    // The threshold the kernel used is stored with the mask.
    expect(rows.find((row) => row.name === 'slopeDegrees')?.inputs).toMatchObject({
      slopeAboveDegrees: 1,
    });
  }, 180_000);

  it('upload mode clips a mask reaching beyond the shape to it: one mask, the merged one', async () => {
    const answer = await submit({ maskGeojson: UPLOADED_MASK });
    const set = await expectStoredSet(answer, []);
    expect(set.mode).toBe('upload');
    expect(set.options).toBeNull();
    // Only the half inside the shape counts (the part outside is 5 times larger).
    expect(Math.abs(set.merged_area_ha - CLIPPED_MASK_HA) / CLIPPED_MASK_HA).toBeLessThan(1e-3);
    const [merged] = (await detail(answer.shapefileId)).masks;
    const file = (await get(merged?.downloadPath ?? '')).json<{
      features: { geometry: MultiPolygon }[];
    }>();
    const longitudes = file.features.flatMap((feature) =>
      feature.geometry.coordinates.flat(2).map((point) => point[0] as number),
    );
    expect(Math.min(...longitudes)).toBeGreaterThanOrEqual(WEST - 1e-9);

    // The stored merged mask's tiles: the owner sees the mask's colour, a stranger nothing.
    const inside = tileAt(14, WEST + SIZE / 8, SOUTH + SIZE / 2);
    const address = `/api/geo/tiles-dynamic/${set.id}/merged/14/${inside.x}/${inside.y}`;
    const tile = await get(address);
    expect(tile.statusCode, tile.body).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    const { rgba } = pngPixels(tile.rawPayload);
    const at = (inside.row * 256 + inside.column) * 4;
    expect([...rgba.subarray(at, at + 4)]).toEqual([...rgbOf(MASK_COLORS.merged), 255]);
    const etag = String(tile.headers.etag);
    expect((await get(address, owner, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(address, stranger)).statusCode).toBe(404);
    expect((await get(address, null)).statusCode).toBe(401);
  }, 180_000);

  it('skipMask stores no set; the analysis then runs on the gross area', async () => {
    const before = await query<{ n: number }>('SELECT count(*)::int AS n FROM mask_set');
    const answer = await submit({ skipMask: true, maskOptions: defaultMaskOptions(null) });
    expect(await query('SELECT count(*)::int AS n FROM mask_set')).toEqual(before);
    const [shapefile] = await query<{ mask_id: string | null; total_mask_area_ha: number | null }>(
      'SELECT mask_id, total_mask_area_ha FROM shapefile WHERE id = $1',
      [answer.shapefileId],
    );
    expect(shapefile).toEqual({ mask_id: null, total_mask_area_ha: null });
    const record = await get(`/api/analysis/${answer.analysisId}`);
    expect(record.json<{ studyArea: unknown }>().studyArea).toMatchObject({
      basis: 'gross',
      maskHa: 0,
      maskId: null,
    });
  });

  it('an existing shapefile that has a mask set keeps it', async () => {
    const first = await submit({ maskGeojson: UPLOADED_MASK });
    const set = await maskSetOf(first.shapefileId);
    const before = await query<{ n: number }>('SELECT count(*)::int AS n FROM mask_set');
    const response = await post('/api/workflow/run', {
      workflowName: 'create-assessment',
      workflowParams: {
        requestId: randomUUID(),
        importedShapefileId: first.shapefileId,
        maskOptions: { ...defaultMaskOptions(null), masks: ['water'] },
      },
      workflowDataBucketInfo: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await query('SELECT count(*)::int AS n FROM mask_set')).toEqual(before);
    expect((await maskSetOf(first.shapefileId))?.id).toBe(set?.id);
    // Its new analysis runs under the same set.
    const [analysis] = await query<{ mask_id: string }>(
      'SELECT mask_id FROM analysis WHERE id = $1',
      [response.json<WorkflowRunAnswer>().analysisId],
    );
    expect(analysis?.mask_id).toBe(set?.id);
  }, 180_000);

  it('an existing shapefile without a set gets one with its next assessment', async () => {
    const first = await submit({ skipMask: true });
    expect(await maskSetOf(first.shapefileId)).toBeUndefined();
    const response = await post('/api/workflow/run', {
      workflowName: 'create-assessment',
      workflowParams: {
        requestId: randomUUID(),
        importedShapefileId: first.shapefileId,
        maskGeojson: UPLOADED_MASK,
      },
      workflowDataBucketInfo: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const set = await maskSetOf(first.shapefileId);
    expect(set?.mode).toBe('upload');
    expect(Math.abs((set?.merged_area_ha ?? 0) - CLIPPED_MASK_HA) / CLIPPED_MASK_HA).toBeLessThan(
      1e-3,
    );
    // The first analysis stays on the gross area; the new one runs on the net.
    const analyses = await query<{ id: string; mask_id: string | null }>(
      'SELECT id, mask_id FROM analysis WHERE id = ANY($1::uuid[])',
      [[first.analysisId, response.json<WorkflowRunAnswer>().analysisId]],
    );
    expect(analyses.find((row) => row.id === first.analysisId)?.mask_id).toBeNull();
    expect(analyses.find((row) => row.id !== first.analysisId)?.mask_id).toBe(set?.id);
  }, 180_000);

  it('runs the analysis on the net area and says so in its study area and lineage', async () => {
    const answer = await submit({ maskGeojson: UPLOADED_MASK });
    const set = await maskSetOf(answer.shapefileId);
    const [run] = await query<{ job_id: string; script_type: ScriptType }>(
      'SELECT job_id, script_type FROM analysis_tool_run WHERE analysis_id = $1 LIMIT 1',
      [answer.analysisId],
    );
    if (!run || !set) throw new Error('no tool run or mask set');
    // A tool that measures the shape it is given: the worker's real job handler runs it.
    const shapes: MultiPolygon[] = [];
    const runtime = {
      ...fakeRuntime(context.runtime.storage),
      tools: analysisTools,
      runner: {
        async run(request: ToolRunRequest) {
          shapes.push(request.shape);
          return {
            values: {},
            layers: [],
            lineage: [SYNTHETIC_LINEAGE],
            methods: [],
            warnings: [],
            synthetic: true,
          };
        },
      },
    };
    const outcome = await runToolJob(
      { analysisId: answer.analysisId, scriptType: run.script_type },
      {
        workerId: 'mask-test',
        job: { id: run.job_id, retryCount: 0, retryLimit: 0 },
        shutdown: new AbortController().signal,
        repositories: context.runtime.repositories,
      } as never,
      runtime,
    );
    expect(outcome.status).toBe('success');
    const [shape] = shapes;
    if (!shape) throw new Error('the tool was not run');
    const measured = areaHectares({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: shape }],
    });
    expect(Math.abs(measured - set.net_area_ha) / set.net_area_ha).toBeLessThan(1e-3);
    expect(measured).toBeLessThan(set.gross_area_ha * 0.6);

    const result = await get(
      `/api/analysis-results/${answer.analysisId}?scriptType=${run.script_type}`,
    );
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json<AnalysisResult>();
    expect(body.studyArea).toEqual({
      basis: 'net',
      grossHa: set.gross_area_ha,
      maskHa: set.merged_area_ha,
      netHa: set.net_area_ha,
      maskId: set.id,
    });
    const entry = body.results.lineage.find((item) => item.role === 'studyArea');
    expect(entry).toMatchObject({ datasetId: 'exclusion-masks', version: set.id });
    expect(entry?.name).toContain('minus its exclusion masks');
  }, 180_000);

  it('answers a repeated submission with the first result, and deletes the files of a refused one', async () => {
    const maskFiles = async () => {
      const { readdir } = await import('node:fs/promises');
      const root = `${context.runtime.config.dataDir}/storage/masks`;
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).length;
    };
    const requestId = randomUUID();
    const shapefileName = `masked_again_${randomUUID().slice(0, 8)}`;
    const siteName = `Masked twice ${randomUUID().slice(0, 8)}`;
    const first = await submit({ requestId, shapefileName, siteName, maskGeojson: UPLOADED_MASK });
    const sets = await query<{ n: number }>('SELECT count(*)::int AS n FROM mask_set');
    const files = await maskFiles();
    const again = await submit({ requestId, shapefileName, siteName, maskGeojson: UPLOADED_MASK });
    expect(again).toEqual(first);
    expect(await query('SELECT count(*)::int AS n FROM mask_set')).toEqual(sets);
    expect(await maskFiles()).toBe(files);
    // Refused inside the transaction (the name is taken in that site), after the masks were
    // computed and written: the set's files go as well.
    const taken = await post('/api/workflow/run', {
      workflowName: 'create-shape-and-assessment',
      workflowParams: {
        requestId: randomUUID(),
        geoJson: SHAPE,
        siteId: first.siteId,
        shapefileName,
        maskGeojson: UPLOADED_MASK,
      },
      workflowDataBucketInfo: null,
    });
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json<{ error: { reason: { code: string } } }>().error.reason.code).toBe(
      'SHAPEFILE_NAME_TAKEN',
    );
    expect(await query('SELECT count(*)::int AS n FROM mask_set')).toEqual(sets);
    expect(await maskFiles()).toBe(files);
  }, 180_000);

  it('refuses bad mask options and masks with a translated reason, writing nothing', async () => {
    const before = await query<{ n: number }>(
      'SELECT (SELECT count(*) FROM mask_set) + (SELECT count(*) FROM shapefile) AS n',
    );
    const bad = await post(
      '/api/workflow/run',
      {
        workflowName: 'create-shape-and-assessment',
        workflowParams: {
          requestId: randomUUID(),
          geoJson: SHAPE,
          siteName: 'Bad masks',
          siteType: 'ranch',
          shapefileName: 'bad_masks',
          maskOptions: { ...defaultMaskOptions(null), treePercent: 140 },
        },
        workflowDataBucketInfo: null,
      },
      owner,
      'es',
    );
    expect(bad.statusCode, bad.body).toBe(400);
    const error = bad.json<{ error: { code: string; message: string; reason: { code: string } } }>()
      .error;
    expect(error).toMatchObject({
      code: 'WORKFLOW_REFUSED',
      reason: { code: 'MASK_OPTIONS_INVALID' },
    });
    expect(error.message).toContain('(treePercent)');
    expect(error.message).toContain('máscara de exclusión');
    expect(
      await query('SELECT (SELECT count(*) FROM mask_set) + (SELECT count(*) FROM shapefile) AS n'),
    ).toEqual(before);
  });

  describe('previews', () => {
    it('computes a layer, stores it under the owner, and serves its tiles to the owner only', async () => {
      const response = await createMask({ maskLayer: 'water' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<CreateMaskAnswer>();
      expect(answer.maskLayer).toBe('water');
      // The embedded default computes from the synthetic demo source: the answer says so.
      expect(answer.synthetic).toBe(true);
      expect(['success', 'noDataAvailable']).toContain(answer.status);
      expect(answer.err === null).toBe(answer.status === 'success');
      expect(answer.maskUrl.tiles).toBe(
        `/api/geo/tiles-dynamic/${answer.maskId}/water/{z}/{x}/{y}`,
      );
      // A second layer joins the same preview set.
      const second = await createMask({ maskLayer: 'built', maskId: answer.maskId });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<CreateMaskAnswer>().maskId).toBe(answer.maskId);

      const inside = tileAt(13, WEST + SIZE / 2, SOUTH + SIZE / 2);
      const address = answer.maskUrl.tiles
        .replace('{z}', '13')
        .replace('{x}', String(inside.x))
        .replace('{y}', String(inside.y));
      const tile = await get(address);
      expect(tile.statusCode, tile.body).toBe(200);
      expect(tile.headers['content-type']).toBe('image/png');
      expect(pngPixels(tile.rawPayload).width).toBe(256);
      expect((await get(address, stranger)).statusCode).toBe(404);
      // A layer not computed in this preview is not found either.
      expect((await get(address.replace('/water/', '/slope/'))).statusCode).toBe(404);

      // Another user's maskId: not found, for a layer and for a summary.
      const theirs = await createMask({ maskLayer: 'water', maskId: answer.maskId }, stranger);
      expect(theirs.statusCode).toBe(404);
      const summary = await post(
        '/api/shape-file/mask-preview-summary',
        { geojson: SHAPE, maskId: answer.maskId, masks: ['water'] },
        stranger,
      );
      expect(summary.statusCode).toBe(404);
      // An id nobody made: not found.
      expect((await createMask({ maskId: randomUUID() })).statusCode).toBe(404);
    }, 180_000);

    it('summarises the picked layers, reconciled, with the merged tiles', async () => {
      const first = (await createMask({ maskLayer: 'water' })).json<CreateMaskAnswer>();
      await createMask({ maskLayer: 'built', maskId: first.maskId });
      const response = await post('/api/shape-file/mask-preview-summary', {
        geojson: SHAPE,
        maskId: first.maskId,
        masks: ['water', 'built'],
      });
      expect(response.statusCode, response.body).toBe(200);
      const summary = response.json<MaskPreviewSummaryAnswer>();
      expect(reconciles(summary)).toBe(true);
      expect(summary.grossHa).toBeCloseTo(areaHectares(SHAPE), 3);
      expect(summary.maskUrl.tiles).toBe(
        `/api/geo/tiles-dynamic/${first.maskId}/merged/{z}/{x}/{y}`,
      );
      // A layer never computed in this preview cannot be merged: 400, said in words.
      const missing = await post('/api/shape-file/mask-preview-summary', {
        geojson: SHAPE,
        maskId: first.maskId,
        masks: ['cropland'],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ error: { message: string } }>().error.message).toContain('cropland');
    }, 180_000);

    it('summarises an uploaded mask clipped to the shape, under a new preview (maskId null)', async () => {
      // Upload mode computes no layer first: the web sends no maskId and the server makes one.
      const response = await post('/api/shape-file/mask-preview-summary', {
        geojson: SHAPE,
        maskId: null,
        masks: [],
        customMask: UPLOADED_MASK,
      });
      expect(response.statusCode, response.body).toBe(200);
      const summary = response.json<MaskPreviewSummaryAnswer>();
      const first = { maskId: summary.maskId };
      expect(reconciles(summary)).toBe(true);
      expect(Math.abs(summary.mergedHa - CLIPPED_MASK_HA) / CLIPPED_MASK_HA).toBeLessThan(1e-3);
      const inside = tileAt(14, WEST + SIZE / 8, SOUTH + SIZE / 2);
      const tile = await get(
        `/api/geo/tiles-dynamic/${first.maskId}/merged/14/${inside.x}/${inside.y}`,
      );
      expect(tile.statusCode).toBe(200);
      const { rgba } = pngPixels(tile.rawPayload);
      const at = (inside.row * 256 + inside.column) * 4;
      expect(rgba[at + 3]).toBe(255);
      // A mask that is not polygons: 400 INVALID_MASK, translated.
      const bad = await post(
        '/api/shape-file/mask-preview-summary',
        {
          geojson: SHAPE,
          maskId: first.maskId,
          masks: [],
          customMask: { type: 'FeatureCollection', features: [] },
        },
        owner,
        'es',
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'INVALID_MASK',
      });
      expect(bad.json<{ error: { message: string } }>().error.message).toContain(
        'No se pudo usar esta máscara de exclusión',
      );
    }, 180_000);

    it('reads bodies and computes masks on the shape pool, never on the HTTP thread', async () => {
      const tasks: string[] = [];
      const pool = context.runtime.shapeCompute;
      const watched: ComputePool = {
        ...pool,
        threads: pool.threads,
        close: () => pool.close(),
        run: ((name, input, options) => {
          tasks.push(name);
          return pool.run(name, input, options);
        }) as ComputePool['run'],
      };
      const masks = createMaskService({
        ...context.runtime.repositories,
        accessPolicy: context.runtime.services.accessPolicy,
        storage: context.runtime.storage,
        compute: watched,
        analysisData: { mode: 'synthetic' },
      });
      const watchedApp = await appWithServices(context, { masks });
      const response = await watchedApp.inject({
        method: 'POST',
        url: '/api/shape-file/create-mask-from-geojson',
        headers: headers(owner),
        payload: { geojson: SHAPE, maskOptions: defaultMaskOptions(null), maskLayer: 'built' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { maskId } = response.json<CreateMaskAnswer>();
      const tile = tileAt(13, WEST + SIZE / 2, SOUTH + SIZE / 2);
      const tileResponse = await watchedApp.inject({
        method: 'GET',
        url: `/api/geo/tiles-dynamic/${maskId}/built/13/${tile.x}/${tile.y}`,
        headers: headers(owner),
      });
      expect(tileResponse.statusCode).toBe(200);
      expect(tasks).toEqual(['readMaskBody', 'maskLayer', 'renderMaskTile']);
    }, 180_000);

    it('answers the non-grassland relationship of a shape', async () => {
      const response = await post('/api/shape-file/geojson-asset-relationship', {
        geojson: SHAPE,
        assetName: 'nonGrasslandCoverage',
      });
      expect(response.statusCode, response.body).toBe(200);
      const relation = response.json<{
        contains: boolean;
        intersects: boolean;
        overlapPercent: number;
      }>();
      expect(relation.overlapPercent).toBeGreaterThanOrEqual(0);
      expect(relation.overlapPercent).toBeLessThanOrEqual(100);
      expect(relation.intersects).toBe(relation.overlapPercent > 0);
    }, 180_000);

    it('needs a session (401), the same origin (403) and valid options (400, translated)', async () => {
      for (const url of [
        '/api/shape-file/create-mask-from-geojson',
        '/api/shape-file/mask-preview-summary',
        '/api/shape-file/geojson-asset-relationship',
      ]) {
        expect((await post(url, { geojson: SHAPE }, null)).statusCode).toBe(401);
        const crossSite = await app.inject({
          method: 'POST',
          url,
          headers: { cookie: owner.cookie, origin: 'https://evil.example' },
          payload: { geojson: SHAPE },
        });
        expect(crossSite.statusCode).toBe(403);
      }
      const bad = await post(
        '/api/shape-file/create-mask-from-geojson',
        {
          geojson: SHAPE,
          maskLayer: 'slope',
          maskOptions: { ...defaultMaskOptions(null), slopeDegrees: 0 },
        },
        owner,
        'es',
      );
      expect(bad.statusCode).toBe(400);
      const error = bad.json<{ error: { code: string; message: string } }>().error;
      expect(error.code).toBe('VALIDATION');
      expect(error.message).toMatch(/^La solicitud no es válida/);
      expect(error.message).toContain('slopeDegrees');
    });
  });
});
