import type { AnalysisRecord } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAnalysisJobs } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { analysisToolJob } from '../src/analysis/analysis-tool.job.js';
import { pooledToolRunner } from '../src/analysis/tool-runner.js';
import type { EcotoneApp } from '../src/app.js';
import { createComputePool } from '../src/compute/compute-pool.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { startWorker } from '../src/worker/start-worker.js';
import { FAST_RETRIES, fakeRuntime, SQUARE, waitFor } from './analysis-runs.fixtures.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { cancelLeftoverToolRuns } from './support/leftover-runs.js';
import { tools } from './support/pool-fake-tools.js';
import { storeShapefile } from './support/seed.js';

/**
 * Tools computed on the compute pool (pooledToolRunner, as main.ts wires it), with misbehaving
 * fakes (support/pool-fake-tools.ts): the thread that answers HTTP stays free, and a tool past
 * its time, memory or raster budget, or whose thread dies, fails once with its reason.
 */
describe.each(databaseModes)('analysis runs on the compute pool on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let owner: TestUser;
  let queue: JobQueue;
  let stopWorker: () => void;
  let shapefileId: string;
  const pool = createComputePool({ timeoutMs: 8_000, memoryMb: 256 }, { threads: 2 });

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    queue = await startJobQueue(runtime.database, {
      workerId: `pool-${mode}`,
      policies: FAST_RETRIES,
    });
    await cancelLeftoverToolRuns(runtime.database);
    const runner = pooledToolRunner(pool, {
      data: { mode: 'synthetic' },
      maxRasterPixels: 1_000_000,
      toolModule: new URL('./support/pool-fake-tools.ts', import.meta.url).href,
    });
    stopWorker = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: {
        ...fakeRuntime(runtime.storage),
        tools,
        runner,
      },
    });
    const analysisRuns = createAnalysisRunService({
      ...runtime.repositories,
      accessPolicy: runtime.services.accessPolicy,
      jobs: queueAnalysisJobs(queue),
      storage: runtime.storage,
      tools,
    });
    app = await appWithServices(context, { analysisRuns });
    owner = await signedInUser(context);
    shapefileId = await storeShapefile(runtime, {
      name: 'Pool square',
      geojson: SQUARE,
      createdBy: owner.id,
    });
  });
  afterAll(async () => {
    stopWorker();
    await queue.stop();
    await pool.close();
  });

  const start = async (inputs: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/analysis',
      headers: { cookie: owner.cookie, origin: context.runtime.config.publicUrl },
      payload: { shapefileId, inputs },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ analysisId: string }>().analysisId;
  };
  const record = async (analysisId: string, language = 'en') =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/analysis/${analysisId}`,
        headers: { cookie: owner.cookie, 'accept-language': language },
      })
    ).json<AnalysisRecord>();
  const finished = (analysisId: string) =>
    waitFor(
      () => record(analysisId),
      (found) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(found.state),
    );

  it('answers /api/health while a CPU-bound tool runs, then stores its result', async () => {
    const analysisId = await start({ context: { behaviour: 'spin', ms: 2_000, tag: 'spin' } });
    await waitFor(
      () => record(analysisId),
      (found) => (found.analyses[0]?.progress ?? 0) > 0,
    );
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // Answered while the tool still computes: it never held this thread.
    expect((await record(analysisId)).state).toBe('STARTED');
    const done = await finished(analysisId);
    expect(done.state).toBe('SUCCEEDED');
    expect(done.analyses[0]).toMatchObject({ attempts: 1, progress: 1 });
    // The raster came back from the thread as COG bytes.
    const tif = await app.inject({
      method: 'GET',
      url: `/api/analysis/${analysisId}/layers/elevation`,
      headers: { cookie: owner.cookie },
    });
    expect(tif.statusCode).toBe(200);
    expect(tif.rawPayload.subarray(0, 2).toString('latin1')).toBe('II');
  });

  it('fails a tool past its time budget once, with the reason, and frees its thread', async () => {
    const analysisId = await start({
      context: { behaviour: 'spin', ms: 60_000 },
      landCoverChange: { behaviour: 'succeed' },
    });
    const done = await finished(analysisId);
    const slow = done.analyses.find((run) => run.scriptType === 'context');
    expect(slow).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(slow?.error).toBe(
      'This analysis took longer than the 8 s one tool may run, and was stopped. Try a smaller area.',
    );
    const spanish = (await record(analysisId, 'es')).analyses.find(
      (run) => run.scriptType === 'context',
    );
    expect(spanish?.error).toContain('tardó más de los 8 s');
    expect(done.analyses.find((run) => run.scriptType === 'landCoverChange')?.state).toBe(
      'SUCCEEDED',
    );
    const next = await start({ context: { behaviour: 'succeed' } });
    expect((await finished(next)).state).toBe('SUCCEEDED');
  });

  it('fails a tool past its memory budget once, with the reason', async () => {
    const done = await finished(await start({ context: { behaviour: 'hog' } }));
    expect(done.analyses[0]).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(done.analyses[0]?.error).toContain('more than the 256 MB of memory');
  });

  it('refuses a raster over the pixel budget before reading it', async () => {
    const done = await finished(await start({ context: { behaviour: 'pixels' } }));
    expect(done.analyses[0]).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(done.analyses[0]?.error).toContain('(1 million pixels)');
  });

  it('ends a tool that kills its thread FAILED after one attempt, not in a retry loop', async () => {
    const analysisId = await start({ context: { behaviour: 'crash' } });
    const done = await finished(analysisId);
    expect(done.analyses[0]).toMatchObject({ state: 'FAILED', attempts: 1 });
    expect(done.analyses[0]?.error).toBe(
      'The computation of this analysis stopped unexpectedly and was not retried.',
    );
    // Its job is finished, not waiting for a retry: no worker or sweep takes it up again.
    const [run] = await context.runtime.repositories.analyses.toolRuns(analysisId);
    expect((await queue.stateOf(analysisToolJob, run?.jobId ?? ''))?.state).toBe('completed');
  });
});
