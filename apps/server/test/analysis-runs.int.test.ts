import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisRecord, AnalysisResult } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAnalysisJobs } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { analysisToolJob } from '../src/analysis/analysis-tool.job.js';
import type { EcotoneApp } from '../src/app.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { startWorker } from '../src/worker/start-worker.js';
import {
  aborted,
  calls,
  FAST_RETRIES,
  fakeRuntime,
  fakeTools,
  SQUARE,
  waitFor,
} from './analysis-runs.fixtures.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { cancelLeftoverToolRuns } from './support/leftover-runs.js';
import { storeShapefile } from './support/seed.js';

describe.each(databaseModes)('analysis runs on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let owner: TestUser;
  let queue: JobQueue;
  let stopSweeper: () => void;
  let shapefileId: string;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    queue = await startJobQueue(runtime.database, {
      workerId: `A-${mode}`,
      policies: FAST_RETRIES,
    });
    await cancelLeftoverToolRuns(runtime.database);
    stopSweeper = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: fakeRuntime(runtime.storage),
    });
    stops.push(
      async () => stopSweeper(),
      () => queue.stop(),
    );
    app = await appQueueingTo(queue);
    owner = await signedInUser(context);
    shapefileId = await storeShapefile(runtime, {
      name: 'Test square',
      geojson: SQUARE,
      createdBy: owner.id,
    });
  });
  /** The app with a run service that queues through `target` and knows the fake tools. */
  const appQueueingTo = (target: JobQueue) => {
    const { runtime } = context;
    const analysisRuns = createAnalysisRunService({
      ...runtime.repositories,
      accessPolicy: runtime.services.accessPolicy,
      jobs: queueAnalysisJobs(target),
      storage: runtime.storage,
      tools: fakeTools,
    });
    return appWithServices(context, { analysisRuns });
  };
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  const start = async (inputs: Record<string, unknown>, user = owner, shapefile = shapefileId) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/analysis',
      headers: { cookie: user.cookie, origin: context.runtime.config.publicUrl },
      payload: { shapefileId: shapefile, inputs },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ analysisId: string }>().analysisId;
  };
  const get = (url: string, user: TestUser | null = owner, language = 'en') =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), 'accept-language': language },
    });
  const record = async (analysisId: string) =>
    (await get(`/api/analysis/${analysisId}`)).json<AnalysisRecord>();
  const finished = (analysisId: string) =>
    waitFor(
      () => record(analysisId),
      (found) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(found.state),
    );

  it('runs a tool to SUCCEEDED and stores values, lineage and both layer files', async () => {
    const analysisId = await start({ context: { behaviour: 'succeed', tag: `ok-${mode}` } });
    const done = await finished(analysisId);
    expect(done.state).toBe('SUCCEEDED');
    expect(done.analyses).toEqual([
      expect.objectContaining({
        scriptType: 'context',
        version: 'context-test-1',
        state: 'SUCCEEDED',
        progress: 1,
        attempts: 1,
        error: null,
      }),
    ]);

    const response = await get(
      `/api/analysis-results/${analysisId}?scriptType=context`,
      owner,
      'es',
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<AnalysisResult>();
    expect(result.results.values).toEqual({
      studyAreaHa: 123.5,
      elevationMean: 812.25,
      tag: `ok-${mode}`,
      classes: { '10': 4.5 },
    });
    // The same input read twice is listed once; the result is flagged synthetic.
    expect(result.results.lineage).toHaveLength(1);
    expect(result.results.lineage[0]?.synthetic).toBe(true);
    expect(result.results.synthetic).toBe(true);
    expect(result.results.warnings).toEqual(['Cancelado']);
    // Labels are translated to the request's language (es).
    expect(result.results.main.title).toBe('Completado');
    const [image] = result.results.main.images;
    expect(image).toMatchObject({
      layerId: 'elevation',
      name: `${analysisId}_elevation_image.tif`,
      label: 'Completado',
      url: `/api/analysis/${analysisId}/layers/elevation`,
      legend: { title: 'En curso', gradient: { min: 0, max: 3, unit: 'm' } },
      initialActive: true,
      timeSeries: { groupId: 'elevation-by-year', year: 2020 },
    });
    expect(image?.display).toBeUndefined();
    expect(result.results.main.vectors[0]?.legend.items[0]?.primaryLabel).toBe('Fallido');
    // The map hints the tool declared come back, the popup's field labels translated.
    expect(result.results.main.vectors[0]?.display).toEqual({
      titleField: 'NAME',
      colorField: 'IUCN_CAT',
      fields: [{ field: 'distanceKm', label: 'Exportando', unit: 'km' }],
    });
    expect(result.results.main.vectors[0]?.timeSeries).toBeUndefined();

    const tif = await get(image?.url ?? '');
    expect(tif.statusCode).toBe(200);
    expect(tif.headers['content-type']).toContain('image/tiff');
    expect(tif.rawPayload.subarray(0, 2).toString('latin1')).toBe('II');
    const file = path.join(
      context.runtime.config.dataDir,
      'storage/analysis',
      analysisId,
      `${analysisId}_elevation_image.tif`,
    );
    expect(readFileSync(file).equals(tif.rawPayload)).toBe(true);
    const geojson = await get(`/api/analysis/${analysisId}/layers/protected-areas`);
    expect(geojson.headers['content-type']).toContain('application/geo+json');
    expect(geojson.json().features[0].properties.NAME).toBe('Test reserve');
  });

  it('fails a tool at once on a permanent data error, with the reason translated', async () => {
    const tag = `fail-${mode}`;
    const analysisId = await start({
      landCoverChange: { behaviour: 'fail', tag },
      context: { behaviour: 'succeed', tag: `${tag}-ok` },
    });
    const done = await finished(analysisId);
    expect(done.state).toBe('FAILED');
    const failed = done.analyses.find((run) => run.scriptType === 'landCoverChange');
    expect(failed).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(failed?.error).toBe('A data source could not be read: the test dataset is refused');
    expect(calls.get(tag)).toBe(1);
    // The tool that succeeded keeps its results; the failed one answers 409.
    expect((await get(`/api/analysis-results/${analysisId}?scriptType=context`)).statusCode).toBe(
      200,
    );
    const refused = await get(`/api/analysis-results/${analysisId}?scriptType=landCoverChange`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ANALYSIS_NOT_FINISHED');
  });

  it('retries a transient data error with backoff and then succeeds', async () => {
    const tag = `transient-${mode}`;
    const analysisId = await start({ context: { behaviour: 'transient', failures: 2, tag } });
    const done = await finished(analysisId);
    expect(done.state).toBe('SUCCEEDED');
    expect(done.analyses[0]).toMatchObject({ attempts: 3, error: null });
    expect(calls.get(tag)).toBe(3);
  });

  it('cancels a running tool: the handler notices and the tool is aborted', async () => {
    const tag = `cancel-${mode}`;
    const analysisId = await start({ waterBalance: { behaviour: 'long', tag } });
    await waitFor(
      () => record(analysisId),
      (found) => found.state === 'STARTED',
    );
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/analysis/${analysisId}/cancel`,
      headers: { cookie: owner.cookie, origin: context.runtime.config.publicUrl },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().state).toBe('CANCELLED');
    await waitFor(async () => aborted.has(tag), Boolean, 5);
    const done = await record(analysisId);
    expect(done.analyses[0]?.state).toBe('CANCELLED');
    expect(
      (await get(`/api/analysis-results/${analysisId}?scriptType=waterBalance`)).statusCode,
    ).toBe(409);
  });

  it('never runs one job on two workers', async () => {
    const { runtime } = context;
    const second = await startJobQueue(runtime.database, {
      workerId: `B-${mode}`,
      policies: FAST_RETRIES,
    });
    const stopSecond = await startWorker({
      queue: second,
      repositories: runtime.repositories,
      analysis: fakeRuntime(runtime.storage),
    });
    try {
      const tags = Array.from({ length: 6 }, (_, index) => `pair-${mode}-${index}`);
      const ids = [];
      for (const tag of tags)
        ids.push(await start({ context: { behaviour: 'slow', ms: 300, tag } }));
      for (const id of ids) expect((await finished(id)).state).toBe('SUCCEEDED');
      for (const tag of tags) expect(calls.get(tag)).toBe(1);
      const workers = await runtime.database.query<{ worker: string }>(
        'SELECT DISTINCT worker_id AS worker FROM analysis_tool_run WHERE analysis_id = ANY($1::uuid[])',
        [ids],
      );
      console.log(`[${mode}] jobs were worked by`, workers.rows.map((row) => row.worker).sort());
    } finally {
      stopSecond();
      await second.stop();
    }
  });

  it('resumes a run whose worker died mid-run (queue halted, lease expired)', async () => {
    const { runtime } = context;
    const tag = `halt-${mode}`;
    // Only the doomed worker takes jobs while the run starts.
    stopSweeper();
    await queue.stop();
    const doomed = await startJobQueue(runtime.database, {
      workerId: `doomed-${mode}`,
      policies: FAST_RETRIES,
    });
    const stopDoomed = await startWorker({
      queue: doomed,
      repositories: runtime.repositories,
      analysis: fakeRuntime(runtime.storage),
    });
    app = await appQueueingTo(doomed);
    const analysisId = await start({ context: { behaviour: 'slow', ms: 3000, tag } });
    await waitFor(
      () => record(analysisId),
      (found) => found.state === 'STARTED' && (found.analyses[0]?.progress ?? 0) > 0,
    );
    stopDoomed();
    await doomed.halt();

    queue = await startJobQueue(runtime.database, {
      workerId: `A2-${mode}`,
      policies: FAST_RETRIES,
    });
    stopSweeper = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: fakeRuntime(runtime.storage),
    });
    stops.push(
      async () => stopSweeper(),
      () => queue.stop(),
    );
    app = await appQueueingTo(queue);
    const done = await finished(analysisId);
    expect(done.state).toBe('SUCCEEDED');
    expect(done.analyses[0]).toMatchObject({ attempts: 2, progress: 1 });
    expect(calls.get(tag)).toBe(2);
    const rows = await runtime.database.query<{ worker: string; count: number }>(
      `SELECT worker_id AS worker, count(*)::int AS count FROM analysis_tool_run
       WHERE analysis_id = $1 GROUP BY worker_id`,
      [analysisId],
    );
    expect(rows.rows).toEqual([{ worker: `A2-${mode}`, count: 1 }]);
    expect((await get(`/api/analysis-results/${analysisId}?scriptType=context`)).statusCode).toBe(
      200,
    );
    const job = await queue.stateOf(
      analysisToolJob,
      (await runtime.repositories.analyses.toolRuns(analysisId))[0]?.jobId ?? '',
    );
    expect(job?.state).toBe('completed');
  });

  it.runIf(mode === 'postgres')(
    'resumes a run whose worker process was killed with SIGKILL mid-run',
    async () => {
      const { runtime } = context;
      const tag = `kill-${mode}`;
      // Only the child process takes jobs while the run starts.
      stopSweeper();
      await queue.stop();
      const sender = await startJobQueue(runtime.database, { policies: FAST_RETRIES });
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('./analysis-runs.child-worker.ts', import.meta.url)),
          runtime.config.database.mode === 'postgres'
            ? runtime.config.database.connectionString
            : '',
          runtime.config.dataDir,
          'child-worker',
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('ready')) resolve();
          });
          child.once('exit', (code) => reject(new Error(`child worker exited with ${code}`)));
        });
        app = await appQueueingTo(sender);
        const analysisId = await start({ context: { behaviour: 'slow', ms: 3000, tag } });
        const running = await waitFor(
          () => runtime.repositories.analyses.toolRuns(analysisId),
          ([run]) => run?.workerId === 'child-worker' && (run?.progress ?? 0) > 0,
        );
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        expect(running[0]?.state).toBe('STARTED');

        queue = await startJobQueue(runtime.database, {
          workerId: `A3-${mode}`,
          policies: FAST_RETRIES,
        });
        stopSweeper = await startWorker({
          queue,
          repositories: runtime.repositories,
          analysis: fakeRuntime(runtime.storage),
        });
        stops.push(
          async () => stopSweeper(),
          () => queue.stop(),
        );
        app = await appQueueingTo(queue);
        const done = await finished(analysisId);
        expect(done.state).toBe('SUCCEEDED');
        // The child's attempt counted, the second finished: one row, one stored result.
        expect(done.analyses[0]).toMatchObject({ attempts: 2, progress: 1 });
        const [run] = await runtime.repositories.analyses.toolRuns(analysisId);
        expect(run?.workerId).toBe(`A3-${mode}`);
        expect(run?.values).toMatchObject({ tag });
      } finally {
        child.kill('SIGKILL');
        await sender.stop();
      }
    },
  );

  it('hides analyses from other users (404) and asks for a session (401)', async () => {
    const analysisId = await start({ context: { behaviour: 'succeed', tag: `access-${mode}` } });
    await finished(analysisId);
    const stranger = await signedInUser(context);
    const admin = await signedInUser(context, 'admin');
    for (const url of [
      `/api/analysis/${analysisId}`,
      `/api/analysis-results/${analysisId}?scriptType=context`,
      `/api/analysis/${analysisId}/layers/elevation`,
      `/api/analysis/list?shapefileId=${shapefileId}`,
    ]) {
      expect((await get(url, stranger)).statusCode, url).toBe(404);
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/analysis/${analysisId}/cancel`,
      headers: { cookie: stranger.cookie, origin: context.runtime.config.publicUrl },
    });
    expect(cancel.statusCode).toBe(404);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/analysis',
      headers: { cookie: stranger.cookie, origin: context.runtime.config.publicUrl },
      payload: { shapefileId, inputs: { context: {} } },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers analysis-results errors: 400 unknown tool type, 404 tool not run or no analysis', async () => {
    const analysisId = await start({ context: { behaviour: 'succeed', tag: `errors-${mode}` } });
    await finished(analysisId);
    expect((await get(`/api/analysis-results/${analysisId}?scriptType=notATool`)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/analysis-results/${analysisId}`)).statusCode).toBe(400);
    expect(
      (await get(`/api/analysis-results/${analysisId}?scriptType=waterBalance`)).statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/analysis-results/${unknown}?scriptType=context`)).statusCode).toBe(404);
  });

  it('answers 404 with the translated envelope for an analysis id that cannot exist', async () => {
    const paths = [
      '/api/analysis/not-a-uuid',
      '/api/analysis-results/not-a-uuid?scriptType=context',
      '/api/analysis/not-a-uuid/layers/elevation',
      `/api/analysis/${'0'.repeat(36)}`,
    ];
    for (const [language, message] of [
      ['en', 'Not found.'],
      ['es', 'No encontrado.'],
    ] as const) {
      for (const path of paths) {
        const response = await get(path, owner, language);
        expect(response.statusCode, `${path} ${response.body}`).toBe(404);
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message });
      }
    }
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/analysis/not-a-uuid/cancel',
      headers: { cookie: owner.cookie, origin: context.runtime.config.publicUrl },
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('refuses inputs without tools or with tools the server cannot run', async () => {
    const post = (inputs: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/analysis',
        headers: { cookie: owner.cookie, origin: context.runtime.config.publicUrl },
        payload: { shapefileId, inputs },
      });
    expect((await post({})).json().error.code).toBe('NO_TOOLS_ENABLED');
    const unavailable = await post({ monitoring: {} });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().error).toMatchObject({
      code: 'TOOL_NOT_AVAILABLE',
      message: 'The analysis tool monitoring cannot be run yet.',
    });
    expect((await post({ notATool: {} })).statusCode).toBe(400);
  });

  it('lists the analyses of a shapefile newest first, filtered by tool type', async () => {
    const { runtime } = context;
    const own = await storeShapefile(runtime, {
      name: 'List',
      geojson: SQUARE,
      createdBy: owner.id,
    });
    const first = await start({ context: { behaviour: 'succeed', tag: `l1-${mode}` } }, owner, own);
    const second = await start(
      { waterBalance: { behaviour: 'succeed', tag: `l2-${mode}` } },
      owner,
      own,
    );
    const third = await start({ context: { behaviour: 'succeed', tag: `l3-${mode}` } }, owner, own);
    const all = (await get(`/api/analysis/list?shapefileId=${own}`)).json();
    expect(all.analyses.map((a: { analysisId: string }) => a.analysisId)).toEqual([
      third,
      second,
      first,
    ]);
    const context_ = (await get(`/api/analysis/list?shapefileId=${own}&scriptType=context`)).json();
    expect(context_.analyses.map((a: { analysisId: string }) => a.analysisId)).toEqual([
      third,
      first,
    ]);
    for (const id of [first, second, third]) await finished(id);
  });

  it('reads the assessment context from the landCoverChange values', async () => {
    const { runtime } = context;
    const analysisId = await start({ context: { behaviour: 'succeed', tag: `ctx-${mode}` } });
    await finished(analysisId);
    // The landCoverChange tool's values as docs/analysis-runs.md expects them.
    await runtime.database.query(
      `INSERT INTO analysis_tool_run (analysis_id, script_type, tool_version, state, job_id, "values")
       VALUES ($1, 'landCoverChange', '1', 'SUCCEEDED', gen_random_uuid(), $2::jsonb)`,
      [
        analysisId,
        JSON.stringify({
          baseYear: 2017,
          studyYear: 2024,
          landCoverBaseYear: [{ classId: 10, name: 'runs.states.QUEUED', areaHa: 80.5 }],
          landCoverStudyYear: [{ classId: 10, name: 'runs.states.FAILED', areaHa: 70.25 }],
        }),
      ],
    );
    const assessmentId = await runtime.repositories.assessments.create({
      shapefileId,
      restorationActivity: null,
      analysisId,
      createdBy: owner.id,
    });
    const response = await get(`/api/assessment/${assessmentId}/assessment-context`, owner, 'es');
    expect(response.statusCode, response.body).toBe(200);
    const area = await runtime.repositories.shapefiles.find(shapefileId);
    expect(response.json()).toEqual({
      studyAreaHa: area?.totalAreaHa,
      landCoverBaseYear: [{ name: 'En cola', areaHa: 80.5 }],
      landCoverStudyYear: [{ name: 'Fallido', areaHa: 70.25 }],
      startDate: '2017-01-01',
      endDate: '2024-12-31',
    });
    // A 0.01 x 0.01 degree square at 40 N: about 1.11 km x 0.85 km, so ~94.8 ha.
    expect(area?.totalAreaHa).toBeGreaterThan(94);
    expect(area?.totalAreaHa).toBeLessThan(95.5);
    const stranger = await signedInUser(context);
    expect(
      (await get(`/api/assessment/${assessmentId}/assessment-context`, stranger)).statusCode,
    ).toBe(404);
  });
});
