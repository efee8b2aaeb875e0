/**
 * The report job end to end (docs/assessment-report.md "The job") on both databases: an
 * assessment whose context, land cover, carbon, water and biodiversity tools ran for real on the
 * synthetic demo data, a report asked for through the API, made by a worker on the report pool
 * (the real renderer), stored and downloaded; read back with poppler (pdfinfo, pdftotext). Then
 * the expected failures: a render past its time budget, a requester who lost access, each
 * failed with its reason and no file.
 */
import { analysisTools, catalogueInputRules } from '@ecotone/analysis';
import type { AnalysisRecord, AssessmentReport } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAnalysisJobs } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { pooledToolRunner } from '../src/analysis/tool-runner.js';
import type { EcotoneApp } from '../src/app.js';
import { type ComputePool, createComputePool } from '../src/compute/compute-pool.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import {
  pdfPageCount,
  pdfText,
  popplerAvailable,
} from '../src/reports/render/pdf-readback.fixture.js';
import { queueReportJobs } from '../src/reports/report-jobs.js';
import {
  REPORT_TASK_BUDGET,
  type ReportWorkerRuntime,
  reportStorageKey,
} from '../src/reports/report-runtime.js';
import { analysisLayerUrl } from '../src/routes/api-paths.js';
import { createAssessmentReportService } from '../src/services/assessment-report.service.js';
import { startWorker } from '../src/worker/start-worker.js';
import { FAST_RETRIES, fakeRuntime, waitFor } from './analysis-runs.fixtures.js';
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
import { rectangle } from './support/square.js';

/** A ranch-sized rectangle in eastern Wyoming's grassland (~1,300 ha). */
const RANCH = rectangle(-105.3, 43.2, -105.25, 43.23);

const TOOLS = {
  context: {},
  landCoverChange: {},
  grasslandCarbon: {},
  waterBalance: {},
  biodiversityMsa: {},
};

describe.each(databaseModes)('the report job on %s', (mode) => {
  let context: TestContext;
  let owner: TestUser;
  let grantee: TestUser;
  let siteTitle: string;
  let shapefileName: string;
  let assessmentId: string;
  const stops: Array<() => Promise<unknown>> = [];
  const toolPool = createComputePool({ timeoutMs: 240_000, memoryMb: 1024 }, { threads: 2 });
  const reportPool = createComputePool(REPORT_TASK_BUDGET, { threads: 1 });
  // A budget no render meets: the thread cannot even load the renderer in a millisecond.
  const hastyPool = createComputePool({ ...REPORT_TASK_BUDGET, timeoutMs: 1 }, { threads: 1 });

  /** A worker taking tool and report jobs, and an app queueing to it. */
  async function workerWith(compute: ComputePool, workerId: string) {
    const { runtime } = context;
    const queue: JobQueue = await startJobQueue(runtime.database, {
      workerId,
      policies: FAST_RETRIES,
    });
    await cancelLeftoverToolRuns(runtime.database);
    const reports: ReportWorkerRuntime = {
      assessments: runtime.services.assessments,
      accessPolicy: runtime.services.accessPolicy,
      storage: runtime.storage,
      compute,
      layerUrl: analysisLayerUrl,
    };
    const stopWorker = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: {
        ...fakeRuntime(runtime.storage),
        tools: analysisTools,
        runner: pooledToolRunner(toolPool, { data: { mode: 'synthetic' }, maxRasterPixels: 4e7 }),
        now: () => new Date(),
      },
      reports,
    });
    const app: EcotoneApp = await appWithServices(context, {
      analysisRuns: createAnalysisRunService({
        ...runtime.repositories,
        accessPolicy: runtime.services.accessPolicy,
        jobs: queueAnalysisJobs(queue),
        storage: runtime.storage,
        tools: analysisTools,
        catalogue: catalogueInputRules,
      }),
      assessmentReports: createAssessmentReportService({
        ...runtime.repositories,
        accessPolicy: runtime.services.accessPolicy,
        permissions: runtime.services.permissions,
        userPreferences: runtime.services.userPreferences,
        storage: runtime.storage,
        jobs: queueReportJobs(queue),
      }),
    });
    const stop = async () => {
      stopWorker();
      await queue.stop();
      await app.close();
    };
    stops.push(stop);
    return { app, stop };
  }

  const call = (
    app: EcotoneApp,
    user: TestUser,
    method: 'GET' | 'POST',
    url: string,
    body?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { cookie: user.cookie, origin: context.runtime.config.publicUrl },
      ...(body ? { payload: body } : {}),
    });
  const reportUrl = (reportId: string) => `/api/assessment/${assessmentId}/reports/${reportId}`;
  const settled = (app: EcotoneApp, user: TestUser, reportId: string) =>
    waitFor(
      async () => (await call(app, user, 'GET', reportUrl(reportId))).json<AssessmentReport>(),
      (report) => report.state === 'succeeded' || report.state === 'failed',
      180,
    );
  const stored = (reportId: string) =>
    context.runtime.storage.exists(reportStorageKey(assessmentId, reportId));

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    owner = await signedInUser(context);
    grantee = await signedInUser(context);
    shapefileName = `Bar K Ranch ${mode}`;
    const shapefileId = await storeShapefile(runtime, {
      name: shapefileName,
      geojson: RANCH,
      createdBy: owner.id,
    });
    siteTitle = `${shapefileName} site`;
    const siteId = (await runtime.repositories.shapefiles.find(shapefileId))?.siteId ?? '';
    await runtime.repositories.sites.update(siteId, {
      financials: {
        revenueSharePercent: 60,
        annualLandownerPaymentUsd: 12_000,
        agreementTermYears: 30,
      },
    });
    const { app, stop } = await workerWith(reportPool, `report-tools-${mode}`);
    const started = await call(app, owner, 'POST', '/api/analysis', { shapefileId, inputs: TOOLS });
    expect(started.statusCode, started.body).toBe(200);
    const { analysisId } = started.json<{ analysisId: string }>();
    const done = await waitFor(
      async () =>
        (await call(app, owner, 'GET', `/api/analysis/${analysisId}`)).json<AnalysisRecord>(),
      (record) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(record.state),
      300,
    );
    expect(done.analyses.map((run) => [run.scriptType, run.state, run.error])).toEqual(
      Object.keys(TOOLS)
        .sort()
        .map((type) => [type, 'SUCCEEDED', null]),
    );
    await stop();
    assessmentId = await runtime.repositories.assessments.create({
      shapefileId,
      restorationActivity: 'grasslands1',
      analysisId,
      createdBy: owner.id,
    });
    await runtime.repositories.access.setGrant({
      userId: grantee.id,
      resourceType: 'assessment',
      resourceId: assessmentId,
      accessLevel: 'basic',
      grantedBy: owner.id,
    });
  }, 420_000);
  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => undefined);
    await Promise.all([toolPool.close(), reportPool.close(), hastyPool.close()]);
  });

  it('makes the PDF of the whole assessment, stores it and serves it', {
    timeout: 240_000,
  }, async () => {
    const { app, stop } = await workerWith(reportPool, `report-${mode}`);
    const asked = await call(app, owner, 'POST', `/api/assessment/${assessmentId}/reports`, {
      language: 'en',
      unitSystem: 'metric',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { reportId } = asked.json<AssessmentReport>();
    const report = await settled(app, owner, reportId);
    await stop();
    expect(report).toMatchObject({ state: 'succeeded', progress: 1, error: null });
    expect(report.pageCount).toBeGreaterThan(1);
    expect(report.downloadUrl).toBe(`${reportUrl(reportId)}/file`);

    const file = await call(context.app, owner, 'GET', report.downloadUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(report.fileName)}`,
    );
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(report.sizeBytes);
    if (!popplerAvailable) return;
    expect(pdfPageCount(file.rawPayload)).toBe(report.pageCount);
    const text = pdfText(file.rawPayload);
    expect(text).toContain(shapefileName);
    expect(text).toContain(siteTitle);
    // Asked for at full access: the site's financial terms are in it.
    expect(text).toContain('Financial terms');
    expect(text).toContain('Agreement term');
  });

  it('leaves the financial terms out of a report asked for below full access', {
    timeout: 240_000,
  }, async () => {
    const { app, stop } = await workerWith(reportPool, `report-basic-${mode}`);
    const asked = await call(app, grantee, 'POST', `/api/assessment/${assessmentId}/reports`, {
      language: 'en',
      unitSystem: 'metric',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const report = await settled(app, grantee, asked.json<AssessmentReport>().reportId);
    await stop();
    expect(report.state).toBe('succeeded');
    const file = await call(context.app, grantee, 'GET', report.downloadUrl ?? '');
    expect(file.statusCode).toBe(200);
    if (!popplerAvailable) return;
    const text = pdfText(file.rawPayload);
    expect(text).toContain(shapefileName);
    expect(text).not.toContain('Financial terms');
    expect(text).not.toContain('Agreement term');
  });

  it('fails a render past its time budget, with the reason and no file', {
    timeout: 120_000,
  }, async () => {
    const { app, stop } = await workerWith(hastyPool, `report-hasty-${mode}`);
    const asked = await call(app, owner, 'POST', `/api/assessment/${assessmentId}/reports`, {
      language: 'es',
      unitSystem: 'imperial',
    });
    const { reportId } = asked.json<AssessmentReport>();
    const report = await settled(app, owner, reportId);
    await stop();
    expect(report).toMatchObject({
      state: 'failed',
      error: 'Making this report took longer than the 1 s a report may take.',
      pageCount: null,
      downloadUrl: null,
    });
    expect(await stored(reportId)).toBe(false);
    expect((await call(context.app, owner, 'GET', `${reportUrl(reportId)}/file`)).statusCode).toBe(
      404,
    );
  });

  it('fails a report whose requester lost access before it was made', {
    timeout: 120_000,
  }, async () => {
    const { runtime } = context;
    // Asked for while the grant holds; no worker yet, so it waits queued.
    const asked = await context.app.inject({
      method: 'POST',
      url: `/api/assessment/${assessmentId}/reports`,
      headers: { cookie: grantee.cookie, origin: runtime.config.publicUrl },
      payload: { language: 'en', unitSystem: 'imperial' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { reportId } = asked.json<AssessmentReport>();
    await runtime.repositories.access.setGrant({
      userId: grantee.id,
      resourceType: 'assessment',
      resourceId: assessmentId,
      accessLevel: 'none',
      grantedBy: owner.id,
    });
    // The worker's sweep sends the job the API never sent.
    const { app, stop } = await workerWith(reportPool, `report-lost-${mode}`);
    const report = await settled(app, owner, reportId);
    await stop();
    expect(report).toMatchObject({
      state: 'failed',
      error: 'Whoever asked for this report no longer has access to the assessment.',
    });
    expect(await stored(reportId)).toBe(false);
  });
});
