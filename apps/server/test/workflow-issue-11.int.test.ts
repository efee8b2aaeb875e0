import { randomUUID } from 'node:crypto';
import { analysisTools } from '@ecotone/analysis';
import type { AnalysisRecord, WorkflowRunAnswer } from '@ecotone/contracts';
import { totalAreaHectares, validateShapeCollection } from '@ecotone/geometry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAnalysisJobs } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { createAnalysisWorkerRuntime } from '../src/analysis/analysis-runtime.js';
import { pooledToolRunner } from '../src/analysis/tool-runner.js';
import type { EcotoneApp } from '../src/app.js';
import { createComputePool } from '../src/compute/compute-pool.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { createWorkflowService } from '../src/services/workflow.service.js';
import { createWorkflowUploads } from '../src/services/workflow-upload.js';
import { startWorker } from '../src/worker/start-worker.js';
import { waitFor } from './analysis-runs.fixtures.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { BOWTIE, FIJI, FIJI_HA, NORTH_POLE } from './support/issue-11-shapes.js';
import { cancelLeftoverToolRuns } from './support/leftover-runs.js';
import { storeShapefile } from './support/seed.js';

const TABLES = ['site', 'shapefile', 'analysis', 'analysis_tool_run', 'assessment'];
const FINAL = ['SUCCEEDED', 'FAILED', 'CANCELLED'];

/**
 * POST /api/workflow/run with the shapes of issue 11, with a real worker on the synthetic source
 * (docs/decisions/0008-antimeridian-and-poles.md): the Fiji square is stored in two parts and
 * analysed as the small square it is; the polar box is refused at the entry, writing nothing;
 * a polar shape stored before these checks fails its analysis at once instead of freezing it.
 */
describe.each(databaseModes)('workflow and analyses of issue 11 shapes on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let owner: TestUser;
  let queue: JobQueue | undefined;
  let stopWorker: (() => void) | undefined;
  let analysisRuns: ReturnType<typeof createAnalysisRunService>;
  const pool = createComputePool({ timeoutMs: 150_000, memoryMb: 1024 }, { threads: 1 });

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    queue = await startJobQueue(runtime.database, { workerId: `issue-11-${mode}` });
    await cancelLeftoverToolRuns(runtime.database);
    stopWorker = await startWorker({
      queue,
      repositories: runtime.repositories,
      // As in production: tools on a pool thread, so a study-area refusal crosses the thread.
      analysis: createAnalysisWorkerRuntime({
        runner: pooledToolRunner(pool, {
          data: { mode: 'synthetic' },
          maxRasterPixels: 100_000_000,
        }),
        storage: runtime.storage,
      }),
    });
    analysisRuns = createAnalysisRunService({
      ...runtime.repositories,
      accessPolicy: runtime.services.accessPolicy,
      jobs: queueAnalysisJobs(queue),
      storage: runtime.storage,
      tools: analysisTools,
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
  });
  afterAll(async () => {
    stopWorker?.();
    await pool.close();
    await queue?.stop();
  });

  const query = <Row>(text: string, values: unknown[] = []) =>
    context.runtime.database.query<Row>(text, values).then((result) => result.rows);
  const counts = async () =>
    Promise.all(
      TABLES.map(async (table) => {
        const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
        return row?.n;
      }),
    );
  const run = (geoJson: unknown, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/workflow/run',
      headers: {
        cookie: owner.cookie,
        origin: context.runtime.config.publicUrl,
        'accept-language': language,
      },
      payload: {
        workflowName: 'create-shape-and-assessment',
        workflowParams: {
          requestId: randomUUID(),
          geoJson,
          siteName: 'Issue 11',
          siteType: 'ranch',
          shapefileName: `issue_11_${randomUUID().slice(0, 8)}`,
          analysisInputs: null,
          restorationActivity: null,
          importedShapefileId: null,
          skipMask: true,
          maskGeojson: null,
          maskOptions: null,
        },
        workflowDataBucketInfo: null,
      },
    });
  const storedShapefile = async (id: string) => {
    const [row] = await query<{ parts: number; ours: number; postgis: number; geojson: unknown }>(
      `SELECT ST_NumGeometries(geometry) AS parts, total_area_ha AS ours,
              ST_Area(geometry::geography) / 10000 AS postgis, geojson
       FROM shapefile WHERE id = $1`,
      [id],
    );
    return row;
  };
  const record = async (analysisId: string, language = 'en') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/analysis/${analysisId}`,
      headers: { cookie: owner.cookie, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnalysisRecord>();
  };
  const settled = (analysisId: string) =>
    waitFor(
      () => context.runtime.repositories.analyses.findAnalysis(analysisId),
      (found) => FINAL.includes(found?.state ?? ''),
      170,
    );

  it('stores the Fiji square in two parts of ~1.18 Mha and analyses it', {
    timeout: 200_000,
  }, async () => {
    const response = await run(FIJI);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<WorkflowRunAnswer>();
    const shapefile = await storedShapefile(answer.shapefileId);
    expect(shapefile?.parts).toBe(2);
    expect(shapefile?.ours).toBeCloseTo(FIJI_HA, 0);
    expect(shapefile?.postgis).toBeCloseTo(FIJI_HA, 0);

    const done = await settled(answer.analysisId);
    const runs = await context.runtime.repositories.analyses.toolRuns(answer.analysisId);
    expect(done?.state, JSON.stringify(runs.map((tool) => tool.error))).toBe('SUCCEEDED');
    const contextRun = runs.find((tool) => tool.scriptType === 'context');
    expect(contextRun?.values?.studyAreaHa).toBeCloseTo(FIJI_HA, -1);
    const countries = contextRun?.values?.countryCodes as string[];
    expect(countries).toContain('FJI');
    expect(countries).not.toContain('BRA');
  });

  it('refuses the polar box at the entry, in English and Spanish, writing nothing', async () => {
    const before = await counts();
    for (const [language, text] of [
      ['en', 'Ecotone works between 85.05° S and 85.05° N'],
      ['es', 'Ecotone trabaja entre 85.05° S y 85.05° N'],
    ] as const) {
      const response = await run(NORTH_POLE, language);
      expect(response.statusCode, response.body).toBe(400);
      const { error } = response.json<{ error: { message: string; reason?: { code: string } } }>();
      expect(error.reason?.code).toBe('BEYOND_MAP_LATITUDE');
      expect(error.message).toContain(text);
    }
    expect(await counts()).toEqual(before);
  });

  it('fails the analysis of a polar shape stored before the checks at once, not retried', {
    timeout: 200_000,
  }, async () => {
    const shapefileId = await storeShapefile(context.runtime, {
      name: 'Stored before the checks',
      geojson: NORTH_POLE,
      createdBy: owner.id,
    });
    const analysisId = await analysisRuns.create(
      { userId: owner.id, email: owner.email, roles: ['user'] },
      { shapefileId, inputs: { context: {} } },
    );
    expect((await settled(analysisId))?.state).toBe('FAILED');
    const [tool] = (await record(analysisId)).analyses;
    expect(tool?.attempts).toBe(1);
    expect(tool?.error).toBe(
      'The study area reaches latitude 90, beyond the 85.05° where the map and the datasets end; it cannot be analysed. Draw it again without the polar region.',
    );
  });

  it('stores the bow-tie as its two triangles, as clean-up and the shape store do', async () => {
    const checked = validateShapeCollection(BOWTIE);
    if (!checked.valid) throw new Error(checked.reason.code);
    const response = await run(BOWTIE);
    expect(response.statusCode, response.body).toBe(200);
    const shapefile = await storedShapefile(response.json<WorkflowRunAnswer>().shapefileId);
    expect(shapefile?.parts).toBe(2);
    const triangles = totalAreaHectares(checked.value);
    expect(shapefile?.ours).toBeCloseTo(triangles, 2);
    expect(shapefile?.postgis).toBeCloseTo(triangles, 2);
    const stored = shapefile?.geojson as { features: { geometry: { type: string } }[] };
    expect(stored.features[0]?.geometry.type).toBe('MultiPolygon');
  });
});
