import { analysisTools } from '@ecotone/analysis';
import type { AnalysisResult } from '@ecotone/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { queueAnalysisJobs } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { createAnalysisWorkerRuntime } from '../src/analysis/analysis-runtime.js';
import { pooledToolRunner } from '../src/analysis/tool-runner.js';
import { createComputePool } from '../src/compute/compute-pool.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { startWorker } from '../src/worker/start-worker.js';
import { SQUARE, waitFor } from './analysis-runs.fixtures.js';
import { appWithServices, databaseModes, signedInUser, testContext } from './harness.js';
import { cancelLeftoverToolRuns } from './support/leftover-runs.js';
import { storeShapefile } from './support/seed.js';

/**
 * The real context tool, end to end, on the synthetic demo source, computed on a compute pool
 * thread as in production: the result says it is synthetic.
 */
describe.each(databaseModes)('the context tool as a run on %s', (mode) => {
  let queue: JobQueue | undefined;
  let stopSweeper: (() => void) | undefined;
  const pool = createComputePool({ timeoutMs: 150_000, memoryMb: 1024 }, { threads: 1 });
  afterAll(async () => {
    stopSweeper?.();
    await queue?.stop();
    await pool.close();
  });

  it('runs on synthetic data and stores synthetic lineage', { timeout: 180_000 }, async () => {
    const context = await testContext(mode);
    const { runtime } = context;
    queue = await startJobQueue(runtime.database, { workerId: `context-${mode}` });
    await cancelLeftoverToolRuns(runtime.database);
    stopSweeper = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: createAnalysisWorkerRuntime({
        runner: pooledToolRunner(pool, {
          data: { mode: 'synthetic' },
          maxRasterPixels: 100_000_000,
        }),
        storage: runtime.storage,
      }),
    });
    const analysisRuns = createAnalysisRunService({
      ...runtime.repositories,
      accessPolicy: runtime.services.accessPolicy,
      jobs: queueAnalysisJobs(queue),
      storage: runtime.storage,
      tools: analysisTools,
    });
    const app = await appWithServices(context, { analysisRuns });
    const owner = await signedInUser(context);
    const shapefileId = await storeShapefile(runtime, {
      name: 'Context square',
      geojson: SQUARE,
      createdBy: owner.id,
    });
    const analysisId = await analysisRuns.create(
      { userId: owner.id, email: owner.email, roles: ['user'] },
      { shapefileId, inputs: { context: {} } },
    );
    const done = await waitFor(
      () => runtime.repositories.analyses.findAnalysis(analysisId),
      (found) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(found?.state ?? ''),
      150,
    );
    const [run] = await runtime.repositories.analyses.toolRuns(analysisId);
    expect(done?.state, JSON.stringify(run?.error)).toBe('SUCCEEDED');
    const response = await app.inject({
      method: 'GET',
      url: `/api/analysis-results/${analysisId}?scriptType=context`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<AnalysisResult>();
    expect(result.results.synthetic).toBe(true);
    expect(result.results.lineage.some((entry) => entry.synthetic)).toBe(true);
    expect(Object.keys(result.results.values).length).toBeGreaterThan(0);
    console.log(`[${mode}] context values:`, Object.keys(result.results.values).join(', '));
  });
});
