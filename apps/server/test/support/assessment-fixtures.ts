import { randomUUID } from 'node:crypto';
import type { ScriptType } from '@ecotone/analysis';
import type { AnalysisRecord } from '@ecotone/contracts';
import { queueAnalysisJobs } from '../../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../../src/analysis/analysis-run.service.js';
import type { EcotoneApp } from '../../src/app.js';
import { type JobQueue, startJobQueue } from '../../src/jobs/job-queue.js';
import { startWorker, type WorkerParts } from '../../src/worker/start-worker.js';
import { FAST_RETRIES, fakeRuntime, fakeTools, waitFor } from '../analysis-runs.fixtures.js';
import { appWithServices, type TestContext, type TestUser } from '../harness.js';
import { cancelLeftoverToolRuns } from './leftover-runs.js';

/**
 * A worker with the fake tools (analysis-runs.fixtures.ts: synthetic results, a COG and a
 * GeoJSON layer each) and an app whose analyses it works, for tests that need finished analyses
 * of an assessment. `stop` ends both; nothing else then moves a run.
 */
export async function fakeAnalysisWorker(
  context: TestContext,
  workerId: string,
  extra: Pick<WorkerParts, 'reports'> = {},
): Promise<{ app: EcotoneApp; queue: JobQueue; stop: () => Promise<void> }> {
  const { runtime } = context;
  const queue = await startJobQueue(runtime.database, { workerId, policies: FAST_RETRIES });
  await cancelLeftoverToolRuns(runtime.database);
  const stopSweeper = await startWorker({
    queue,
    repositories: runtime.repositories,
    analysis: fakeRuntime(runtime.storage),
    ...extra,
  });
  const analysisRuns = createAnalysisRunService({
    ...runtime.repositories,
    accessPolicy: runtime.services.accessPolicy,
    jobs: queueAnalysisJobs(queue),
    storage: runtime.storage,
    tools: fakeTools,
  });
  const app = await appWithServices(context, { analysisRuns });
  return {
    app,
    queue,
    async stop() {
      stopSweeper();
      await queue.stop();
      await app.close();
    },
  };
}

/** Starts an analysis of the fake tools (each tool's inputs say what it does) and waits for it. */
export async function finishedAnalysis(
  app: EcotoneApp,
  owner: TestUser,
  shapefileId: string,
  inputs: Partial<Record<ScriptType, Record<string, unknown>>>,
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/analysis',
    headers: { cookie: owner.cookie },
    payload: { shapefileId, inputs },
  });
  if (started.statusCode !== 200) throw new Error(`analysis refused: ${started.body}`);
  const { analysisId } = started.json<{ analysisId: string }>();
  await waitFor(
    async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/analysis/${analysisId}`,
          headers: { cookie: owner.cookie },
        })
      ).json<AnalysisRecord>().state,
    (state) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(state),
  );
  return analysisId;
}

/**
 * An analysis whose tool runs stay where the test puts them (no worker runs them): stored as
 * QUEUED, then moved through the run repository as a worker would (`claim`: STARTED).
 */
export async function analysisInProgress(
  context: TestContext,
  input: { shapefileId: string; createdBy: string; tools: ScriptType[] },
) {
  const { analyses } = context.runtime.repositories;
  const tools = input.tools.map((scriptType) => ({
    scriptType,
    version: '1',
    jobId: randomUUID(),
  }));
  const analysisId = await analyses.on(context.runtime.database).insertAnalysis({
    shapefileId: input.shapefileId,
    createdBy: input.createdBy,
    inputs: Object.fromEntries(input.tools.map((scriptType) => [scriptType, {}])),
    tools,
  });
  const jobOf = (scriptType: ScriptType) =>
    tools.find((tool) => tool.scriptType === scriptType)?.jobId ?? '';
  return {
    analysisId,
    /** STARTED by a worker `test-holder`, at `progress`. */
    async start(scriptType: ScriptType, progress: number) {
      await analyses.claimToolRun(jobOf(scriptType), 'test-holder', 3600);
      await analyses.heartbeat(jobOf(scriptType), 'test-holder', progress);
    },
    /** FAILED with a `runs.failures` code. */
    async fail(scriptType: ScriptType, code: string, params?: Record<string, string | number>) {
      await analyses.claimToolRun(jobOf(scriptType), 'test-holder', 3600);
      await analyses.moveToolRun(jobOf(scriptType), 'FAILED', { error: { code, params } });
    },
    /** Everything unfinished CANCELLED, so no later worker's sweep picks it up. */
    cancel: () => analyses.cancelAnalysis(analysisId),
  };
}
