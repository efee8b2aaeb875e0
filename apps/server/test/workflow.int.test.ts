import { randomUUID } from 'node:crypto';
import { analysisTools, catalogueInputRules } from '@ecotone/analysis';
import {
  defaultMaskOptions,
  type WorkflowRunAnswer,
  type WorkflowRunRequest,
} from '@ecotone/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ToolRunJob } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import type { EcotoneApp } from '../src/app.js';
import { createWorkflowService } from '../src/services/workflow.service.js';
import { createWorkflowUploads } from '../src/services/workflow-upload.js';
import {
  appWithServices,
  createUser,
  databaseModes,
  signedInUser,
  signIn,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { square } from './support/square.js';

const HAND_COMPUTED_HA = 88.2;

const TABLES = ['site', 'shapefile', 'analysis', 'analysis_tool_run', 'assessment'] as const;

describe.each(databaseModes)('POST /api/workflow/run on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let owner: TestUser;
  let stranger: TestUser;
  const queued: ToolRunJob[] = [];

  const runService = () =>
    createAnalysisRunService({
      ...context.runtime.repositories,
      accessPolicy: context.runtime.services.accessPolicy,
      jobs: { enqueue: async (jobs) => void queued.push(...jobs), cancel: async () => {} },
      storage: context.runtime.storage,
      tools: analysisTools,
      catalogue: catalogueInputRules,
    });
  const workflowWith = (analysisRuns: ReturnType<typeof runService>) =>
    createWorkflowService({
      ...context.runtime.repositories,
      permissions: context.runtime.services.permissions,
      accessPolicy: context.runtime.services.accessPolicy,
      analysisRuns,
      compute: context.runtime.shapeCompute,
      storage: context.runtime.storage,
      uploads: createWorkflowUploads({ storage: context.runtime.storage, bucketName: 'local' }),
      tools: analysisTools,
    });

  beforeAll(async () => {
    context = await testContext(mode);
    app = await appWithServices(context, { workflow: workflowWith(runService()) });
    owner = await signedInUser(context);
    stranger = await signedInUser(context);
  });

  const query = <Row>(text: string, values: unknown[] = []) =>
    context.runtime.database.query<Row>(text, values).then((result) => result.rows);
  const counts = async () => {
    const rows: Record<string, number> = {};
    for (const table of [...TABLES, 'workflow_request']) {
      const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      rows[table] = row?.n ?? -1;
    }
    return rows;
  };
  const post = (
    body: unknown,
    user: TestUser | null = owner,
    language = 'en',
    target: EcotoneApp = app,
  ) =>
    target.inject({
      method: 'POST',
      url: '/api/workflow/run',
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        origin: context.runtime.config.publicUrl,
        'accept-language': language,
      },
      payload: body as object,
    });
  const newShape = (
    params: Partial<WorkflowRunRequest['workflowParams']> = {},
  ): WorkflowRunRequest => ({
    workflowName: 'create-shape-and-assessment',
    workflowParams: {
      requestId: randomUUID(),
      geoJson: square(),
      siteName: 'Bar K Ranch',
      siteType: 'ranch',
      shapefileName: `usa_bar_k_${randomUUID().slice(0, 8)}`,
      analysisInputs: null,
      restorationActivity: null,
      importedShapefileId: null,
      skipMask: true,
      maskGeojson: null,
      maskOptions: null,
      ...params,
    },
    workflowDataBucketInfo: null,
  });
  const succeed = async (body: WorkflowRunRequest, user = owner) => {
    const response = await post(body, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkflowRunAnswer>();
  };
  /** Posts, expects the error, and checks that nothing at all was written. */
  const refusedWithoutWriting = async (body: unknown, status: number, user = owner) => {
    const before = await counts();
    const response = await post(body, user);
    expect(response.statusCode, response.body).toBe(status);
    expect(await counts()).toEqual(before);
    return response.json<{ error: { code: string; message: string; reason?: { code: string } } }>()
      .error;
  };

  it('creates site, shapefile, automatic analysis and assessment, then queues the tool runs', async () => {
    const before = await counts();
    queued.length = 0;
    const answer = await succeed(newShape());

    const [site] = await query<{ title: string; site_type: string; created_by: string }>(
      'SELECT title, site_type, created_by FROM site WHERE id = $1',
      [answer.siteId],
    );
    expect(site).toEqual({ title: 'Bar K Ranch', site_type: 'ranch', created_by: owner.id });

    const [shapefile] = await query<{ site_id: string; ours: number; postgis: number }>(
      `SELECT site_id, total_area_ha AS ours, ST_Area(geometry::geography) / 10000 AS postgis
       FROM shapefile WHERE id = $1`,
      [answer.shapefileId],
    );
    expect(shapefile?.site_id).toBe(answer.siteId);
    expect(shapefile?.ours).toBeCloseTo(HAND_COMPUTED_HA, 0);
    // Our geodesic area and PostGIS' spheroidal one agree to a square metre.
    expect(Math.abs((shapefile?.ours ?? 0) - (shapefile?.postgis ?? 0))).toBeLessThan(1e-4);

    const [assessment] = await query<{ analysis_id: string; restoration_activity: null }>(
      'SELECT analysis_id, restoration_activity FROM assessment WHERE id = $1',
      [answer.assessmentId],
    );
    expect(assessment).toEqual({ analysis_id: answer.analysisId, restoration_activity: null });

    // Automatic analysis with no activity (decision 0014): the 'No restoration' template's tools
    // that can run, with their defaults stored.
    const runs = await query<{ script_type: string; state: string }>(
      'SELECT script_type, state FROM analysis_tool_run WHERE analysis_id = $1 ORDER BY 1',
      [answer.analysisId],
    );
    expect(runs).toEqual(
      [
        'biodiversityContext',
        'carbonInputs',
        'context',
        'droughtsAndFloods',
        'landCoverChange',
        'soilMoisturePotential',
        'waterBalance',
      ].map((script_type) => ({
        script_type,
        state: 'QUEUED',
      })),
    );
    const [analysis] = await query<{ inputs: Record<string, Record<string, unknown>> }>(
      'SELECT inputs FROM analysis WHERE id = $1',
      [answer.analysisId],
    );
    expect(analysis?.inputs.landCoverChange).toEqual(
      catalogueInputRules.withDefaults('landCoverChange', {}, new Date()),
    );
    expect(queued.map((job) => job.analysisId)).toEqual(runs.map(() => answer.analysisId));

    const after = await counts();
    expect(TABLES.map((table) => (after[table] ?? 0) - (before[table] ?? 0))).toEqual([
      1,
      1,
      1,
      runs.length,
      1,
    ]);
  });

  it('adds a shapefile to an existing site and refuses a second shapefile of the same name', async () => {
    const first = await succeed(newShape());
    const sitesBefore = (await counts()).site;
    const second = await succeed(
      newShape({ siteId: first.siteId, siteName: null, siteType: null, shapefileName: 'North' }),
    );
    expect(second.siteId).toBe(first.siteId);
    expect((await counts()).site).toBe(sitesBefore);

    const error = await refusedWithoutWriting(
      newShape({ siteId: first.siteId, shapefileName: 'NORTH' }),
      400,
    );
    expect(error).toMatchObject({
      code: 'WORKFLOW_REFUSED',
      reason: { code: 'SHAPEFILE_NAME_TAKEN' },
    });
    expect(error.message).toBe(
      'The assessment could not be submitted. The site already has a shapefile named "NORTH". Choose another name for this one.',
    );
  });

  it('creates an assessment on an imported shapefile with manual inputs', async () => {
    const first = await succeed(newShape());
    const before = await counts();
    const answer = await succeed({
      workflowName: 'create-assessment',
      workflowParams: {
        requestId: randomUUID(),
        importedShapefileId: first.shapefileId,
        analysisInputs: { context: {} },
        restorationActivity: 'custom',
        skipMask: true,
      },
      workflowDataBucketInfo: null,
    });
    expect(answer).toMatchObject({ siteId: first.siteId, shapefileId: first.shapefileId });
    expect(answer.assessmentId).not.toBe(first.assessmentId);
    const runs = await query<{ script_type: string }>(
      'SELECT script_type FROM analysis_tool_run WHERE analysis_id = $1',
      [answer.analysisId],
    );
    expect(runs).toEqual([{ script_type: 'context' }]);
    const [assessment] = await query<{ restoration_activity: string }>(
      'SELECT restoration_activity FROM assessment WHERE id = $1',
      [answer.assessmentId],
    );
    expect(assessment?.restoration_activity).toBe('custom');
    const after = await counts();
    expect([after.site, after.shapefile, after.assessment]).toEqual([
      before.site,
      before.shapefile,
      (before.assessment ?? 0) + 1,
    ]);
  });

  it('re-runs the analysis of an assessment on update-assessment', async () => {
    const first = await succeed(newShape());
    const answer = await succeed({
      workflowName: 'update-assessment',
      workflowParams: {
        requestId: randomUUID(),
        assessmentId: first.assessmentId,
        analysisInputs: { landCoverChange: {} },
        restorationActivity: 'sustainableGrasslandsManagement',
      },
      workflowDataBucketInfo: null,
    });
    expect(answer).toMatchObject({
      siteId: first.siteId,
      shapefileId: first.shapefileId,
      assessmentId: first.assessmentId,
    });
    expect(answer.analysisId).not.toBe(first.analysisId);
    const [assessment] = await query<{ analysis_id: string; restoration_activity: string }>(
      'SELECT analysis_id, restoration_activity FROM assessment WHERE id = $1',
      [first.assessmentId],
    );
    expect(assessment).toEqual({
      analysis_id: answer.analysisId,
      restoration_activity: 'sustainableGrasslandsManagement',
    });
  });

  it.each([
    ['no site', { siteName: null }, 'SITE_REQUIRED'],
    ['no site type', { siteType: null }, 'SITE_TYPE_REQUIRED'],
    ['no shapefile name', { shapefileName: null }, 'SHAPEFILE_NAME_REQUIRED'],
    ['no shape', { geoJson: null }, 'SHAPE_REQUIRED'],
    ['manual without activity', { analysisInputs: { context: {} } }, 'ACTIVITY_REQUIRED'],
    [
      'a custom mask that is not polygons',
      { skipMask: false, maskGeojson: { type: 'FeatureCollection', features: [] } },
      'MASK_INVALID',
    ],
    [
      'mask options out of bounds',
      { skipMask: false, maskOptions: { ...defaultMaskOptions(null), slopeDegrees: 0 } },
      'MASK_OPTIONS_INVALID',
    ],
    [
      'a custom mask and mask options',
      { skipMask: false, maskGeojson: square(), maskOptions: defaultMaskOptions(null) },
      'MASK_AND_OPTIONS',
    ],
  ] as const)('refuses %s and writes nothing', async (_name, params, reason) => {
    const error = await refusedWithoutWriting(newShape(params as never), 400);
    expect(error).toMatchObject({ code: 'WORKFLOW_REFUSED', reason: { code: reason } });
  });

  it('refuses schema violations, bad shapes and bad inputs, writing nothing', async () => {
    const tooLong = await refusedWithoutWriting(newShape({ siteName: 'x'.repeat(57) }), 400);
    expect(tooLong.code).toBe('VALIDATION');
    const badType = await refusedWithoutWriting(newShape({ siteType: 'castle' as never }), 400);
    expect(badType.code).toBe('VALIDATION');

    const line = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      ],
    };
    const shape = await refusedWithoutWriting(newShape({ geoJson: line }), 400);
    expect(shape).toMatchObject({
      code: 'INVALID_SHAPE',
      reason: { code: 'NON_POLYGON_FEATURES' },
    });

    const inputs = await refusedWithoutWriting(
      newShape({
        analysisInputs: { landCoverChange: { noSuchParameter: 1 } },
        restorationActivity: 'custom',
      }),
      400,
    );
    expect(inputs.code).toBe('INVALID_ANALYSIS_INPUTS');
  });

  it('reads the body and prepares its shape on a shape-pool thread, never on the HTTP thread', async () => {
    // 20 MB of JSON holds a thread for a quarter of a second to parse, and twice that again to
    // hand the parsed shape to another thread (docs/workflow.md).
    const marker = `parsed-where-${randomUUID()}`;
    const shape = square();
    const marked = {
      ...shape,
      features: shape.features.map((feature) => ({ ...feature, properties: { marker } })),
    };
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const answer = await succeed(newShape({ geoJson: marked }));
      expect(answer.assessmentId).toEqual(expect.any(String));
      const parsedHere = parse.mock.calls.filter(
        ([text]) => typeof text === 'string' && text.includes(marker),
      );
      expect(parsedHere).toEqual([]);
    } finally {
      parse.mockRestore();
    }
    const truncated = await app.inject({
      method: 'POST',
      url: '/api/workflow/run',
      headers: {
        cookie: owner.cookie,
        origin: context.runtime.config.publicUrl,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(newShape()).slice(0, 80),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.code).toBe('VALIDATION');
  });

  it('answers an upload of another bucket with a translated 404 (uploads.int.test.ts has the rest)', async () => {
    const before = await counts();
    const response = await post(
      { ...newShape(), workflowDataBucketInfo: { bucket: 'shapes', fileName: 'big.json' } },
      owner,
      'es',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'WORKFLOW_UPLOAD_NOT_FOUND',
      message:
        'No se pudo enviar la evaluación. No se encontró la forma subida: puede que la subida haya fallado o caducado. Vuelva a enviar.',
    });
    expect(await counts()).toEqual(before);
  });

  it('rolls back site and shapefile when the analysis fails midway', async () => {
    // No tool enabled: the run service refuses after the site and shapefile were inserted.
    const title = `Midway ${randomUUID().slice(0, 8)}`;
    const error = await refusedWithoutWriting(
      newShape({ siteName: title, analysisInputs: {}, restorationActivity: 'custom' }),
      400,
    );
    expect(error.code).toBe('NO_TOOLS_ENABLED');

    // A crash inside the analysis step, which sees the site the same transaction inserted.
    const seen: number[] = [];
    const crashing = workflowWith({
      ...runService(),
      startAnalysis: async (runner) => {
        const { rows } = await runner.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM site WHERE title = $1',
          [title],
        );
        seen.push(rows[0]?.n ?? 0);
        throw new Error('analysis store failed');
      },
    });
    const crashingApp = await appWithServices(context, { workflow: crashing });
    const before = await counts();
    const response = await post(newShape({ siteName: title }), owner, 'en', crashingApp);
    expect(response.statusCode).toBe(500);
    expect(seen).toEqual([1]);
    expect(await counts()).toEqual(before);
  });

  it('answers a repeated or concurrent submission with the first result', async () => {
    const body = newShape();
    const before = await counts();
    queued.length = 0;
    const first = await succeed(body);
    const jobsOfFirst = queued.length;
    expect(await succeed(body)).toEqual(first);
    expect(queued.length).toBe(jobsOfFirst);

    const concurrent = newShape();
    const [a, b] = await Promise.all([post(concurrent), post(concurrent)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());

    const after = await counts();
    expect(TABLES.map((table) => (after[table] ?? 0) - (before[table] ?? 0))).toEqual([
      2,
      2,
      2,
      jobsOfFirst * 2,
      2,
    ]);
    expect((after.workflow_request ?? 0) - (before.workflow_request ?? 0)).toBe(2);
  });

  it("hides other users' sites, shapefiles and assessments (404) and writes nothing", async () => {
    const mine = await succeed(newShape());
    const site = await refusedWithoutWriting(newShape({ siteId: mine.siteId }), 404, stranger);
    expect(site.code).toBe('NOT_FOUND');
    await refusedWithoutWriting(
      {
        workflowName: 'create-assessment',
        workflowParams: { requestId: randomUUID(), importedShapefileId: mine.shapefileId },
        workflowDataBucketInfo: null,
      },
      404,
      stranger,
    );
    await refusedWithoutWriting(
      {
        workflowName: 'update-assessment',
        workflowParams: { requestId: randomUUID(), assessmentId: mine.assessmentId },
        workflowDataBucketInfo: null,
      },
      404,
      stranger,
    );
  });

  it('needs a session (401) and create:site (403)', async () => {
    expect((await refusedWithoutWriting(newShape(), 401, null as never)).code).toBe(
      'UNAUTHENTICATED',
    );
    const user = await createUser(context);
    await context.runtime.database.query(`UPDATE "user" SET role = NULL WHERE id = $1`, [user.id]);
    const response = await signIn(context, user.email, user.password);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const error = await refusedWithoutWriting(newShape(), 403, { ...user, cookie });
    expect(error.code).toBe('FORBIDDEN');
  });
});
