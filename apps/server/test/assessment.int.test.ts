/**
 * GET /api/assessment/{id} (docs/assessment-report.md) on both databases: the page's data from
 * the assessment's analyses, with the fake tools of analysis-runs.fixtures.ts. An older analysis
 * finished by a worker (context and forest carbon succeed, droughts and floods fails), then a
 * re-run that the test holds in progress (no worker runs it): its failed context must not hide
 * the result the assessment had, its running tool shows its progress.
 */
import { randomUUID } from 'node:crypto';
import type { AnalysisRecord, AssessmentSummary } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQUARE } from './analysis-runs.fixtures.js';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
  testContextWithEnv,
} from './harness.js';
import {
  analysisInProgress,
  fakeAnalysisWorker,
  finishedAnalysis,
} from './support/assessment-fixtures.js';
import { storeShapefile } from './support/seed.js';

describe.each(databaseModes)('the assessment summary on %s', (mode) => {
  let context: TestContext;
  let owner: TestUser;
  let basic: TestUser;
  let stranger: TestUser;
  let shapefileId: string;
  let siteId: string;
  let assessmentId: string;
  let older: string;
  let rerun: Awaited<ReturnType<typeof analysisInProgress>>;
  const cleanups: Array<() => Promise<unknown>> = [];

  const summaryOf = (id: string, user: TestUser | null, language = 'en', on = context) =>
    on.app.inject({
      method: 'GET',
      url: `/api/assessment/${id}`,
      headers: { ...(user ? { cookie: user.cookie } : {}), 'accept-language': language },
    });

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    owner = await signedInUser(context);
    basic = await signedInUser(context);
    stranger = await signedInUser(context);
    const name = `Bar K north ${randomUUID().slice(0, 6)}`;
    shapefileId = await storeShapefile(runtime, { name, geojson: SQUARE, createdBy: owner.id });
    siteId = (await runtime.repositories.shapefiles.find(shapefileId))?.siteId ?? '';
    await runtime.repositories.sites.update(siteId, {
      financials: {
        revenueSharePercent: 60,
        annualLandownerPaymentUsd: 12_000,
        agreementTermYears: 30,
      },
    });

    const worker = await fakeAnalysisWorker(context, `summary-${mode}`);
    try {
      older = await finishedAnalysis(worker.app, owner, shapefileId, {
        context: { behaviour: 'succeed' },
        forestCarbon: { behaviour: 'succeed' },
        droughtsAndFloods: { behaviour: 'fail' },
      });
    } finally {
      await worker.stop();
    }
    assessmentId = await runtime.repositories.assessments.create({
      shapefileId,
      restorationActivity: 'forest1',
      analysisId: older,
      createdBy: owner.id,
    });
    rerun = await analysisInProgress(context, {
      shapefileId,
      createdBy: owner.id,
      tools: ['context', 'forestCarbon', 'waterBalance', 'biodiversityMsa'],
    });
    cleanups.push(rerun.cancel);
    await rerun.fail('context', 'DATA_SOURCE', { detail: 'the re-run was refused' });
    await rerun.start('forestCarbon', 0.2);
    await rerun.start('waterBalance', 0.4);
    await runtime.repositories.assessments.setAnalysis(assessmentId, rerun.analysisId, 'forest1');
    await runtime.repositories.access.setGrant({
      userId: basic.id,
      resourceType: 'assessment',
      resourceId: assessmentId,
      accessLevel: 'basic',
      grantedBy: owner.id,
    });
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('shows each tool from its latest successful run, else its newest one, in catalogue order', async () => {
    const response = await summaryOf(assessmentId, owner);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<AssessmentSummary>();
    const shapefile = await context.runtime.repositories.shapefiles.find(shapefileId);
    expect(summary).toMatchObject({
      assessmentId,
      title: shapefile?.name,
      stage: 's1',
      restorationActivity: 'forest1',
      creatorName: 'Test user',
      site: { siteId, title: `${shapefile?.name} site` },
      shapefile: { shapefileId, name: shapefile?.name, totalAreaHa: shapefile?.totalAreaHa },
      area: {
        studyArea: { basis: 'gross', grossHa: shapefile?.totalAreaHa, maskHa: 0, maskId: null },
        maskLayers: [],
      },
      synthetic: true,
      accessLevel: 'full',
      financials: {
        revenueSharePercent: 60,
        annualLandownerPaymentUsd: 12_000,
        agreementTermYears: 30,
      },
      documentsUrl: null,
    });
    expect(summary.analyses.map((analysis) => analysis.analysisId)).toEqual([
      rerun.analysisId,
      older,
    ]);
    expect(summary.analyses.map((analysis) => analysis.state)).toEqual(['STARTED', 'FAILED']);
    const tools = summary.tools.map(({ scriptType, section, analysisId, state, progress }) => ({
      scriptType,
      section,
      analysis: analysisId === older ? 'older' : 're-run',
      state,
      progress,
    }));
    expect(tools).toEqual([
      {
        scriptType: 'biodiversityMsa',
        section: 'biodiversity',
        analysis: 're-run',
        state: 'QUEUED',
        progress: 0,
      },
      // The re-run failed: the result the assessment had still shows.
      {
        scriptType: 'context',
        section: 'context',
        analysis: 'older',
        state: 'SUCCEEDED',
        progress: 1,
      },
      {
        scriptType: 'droughtsAndFloods',
        section: 'water',
        analysis: 'older',
        state: 'FAILED',
        progress: 0,
      },
      // Still running again: the finished result shows meanwhile.
      {
        scriptType: 'forestCarbon',
        section: 'carbon',
        analysis: 'older',
        state: 'SUCCEEDED',
        progress: 1,
      },
      {
        scriptType: 'waterBalance',
        section: 'water',
        analysis: 're-run',
        state: 'STARTED',
        progress: 0.4,
      },
    ]);
    const byType = Object.fromEntries(summary.tools.map((tool) => [tool.scriptType, tool]));
    expect(byType.droughtsAndFloods?.error).toBe(
      'A data source could not be read: the test dataset is refused',
    );
    expect(byType.context).toMatchObject({ error: null, synthetic: true });
    expect(byType.context?.finishedAt).not.toBeNull();
    expect(byType.waterBalance).toMatchObject({ error: null, finishedAt: null, synthetic: false });
  });

  it('translates failure reasons into the request language', async () => {
    const summary = (await summaryOf(assessmentId, owner, 'es')).json<AssessmentSummary>();
    const failed = summary.tools.find((tool) => tool.scriptType === 'droughtsAndFloods');
    expect(failed?.error).toBe('No se pudo leer una fuente de datos: the test dataset is refused');
  });

  it('gives the financial terms to full access only, and nothing to anyone without access', async () => {
    const response = await summaryOf(assessmentId, basic);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<AssessmentSummary>();
    expect(summary.accessLevel).toBe('basic');
    expect(summary).not.toHaveProperty('financials');
    expect(summary.tools).toHaveLength(5);

    const refused = await summaryOf(assessmentId, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('NOT_FOUND');
    expect((await summaryOf(randomUUID(), owner)).statusCode).toBe(404);
    expect((await summaryOf(assessmentId, null)).statusCode).toBe(401);
  });

  it("names the assessment in its analyses' records, for those who may read it", async () => {
    const record = (user: TestUser) =>
      context.app.inject({
        method: 'GET',
        url: `/api/analysis/${older}`,
        headers: { cookie: user.cookie },
      });
    const mine = await record(owner);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<AnalysisRecord>().assessmentIds).toEqual([assessmentId]);
    const theirs = await record(basic);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<AnalysisRecord>().assessmentIds).toEqual([assessmentId]);
    expect((await record(stranger)).statusCode).toBe(404);
  });

  it('links the document store when one is configured', async () => {
    const configured = await testContextWithEnv(mode, {
      DOCUMENT_STORE_URL: 'https://drive.example.org/assessments/{assessmentId}/files',
    });
    const summary = (
      await summaryOf(assessmentId, owner, 'en', configured)
    ).json<AssessmentSummary>();
    expect(summary.documentsUrl).toBe(
      `https://drive.example.org/assessments/${assessmentId}/files`,
    );
  });

  it('answers an assessment before any analysis with the shapefile alone', async () => {
    const fresh = await context.runtime.repositories.assessments.create({
      shapefileId,
      restorationActivity: null,
      analysisId: null,
      createdBy: owner.id,
    });
    const summary = (await summaryOf(fresh, owner)).json<AssessmentSummary>();
    expect(summary).toMatchObject({
      restorationActivity: null,
      area: { studyArea: null, maskLayers: [] },
      analyses: [],
      tools: [],
      synthetic: false,
    });
  });

  it("reads the net area and the mask layers of the newest analysis's mask set", async () => {
    const { runtime } = context;
    const masked = await storeShapefile(runtime, {
      name: `Masked ${randomUUID().slice(0, 6)}`,
      geojson: SQUARE,
      createdBy: owner.id,
    });
    const maskId = randomUUID();
    await runtime.database.query(
      `INSERT INTO mask_set (id, shapefile_id, mode, gross_area_ha, merged_area_ha, net_area_ha,
                             merged_storage_key, net_storage_key, created_by)
       VALUES ($1, $2, 'automatic', 94.8, 10.5, 84.3, 'masks/m/merged', 'masks/m/net', $3)`,
      [maskId, masked, owner.id],
    );
    for (const [type, status] of [
      ['water', 'success'],
      ['landCover', 'success'],
      ['built', 'noDataAvailable'],
      ['merged', 'success'],
    ])
      await runtime.database.query(
        `INSERT INTO shapefile_mask (shapefile_id, name, area_ha, storage_key, metadata, mask_id,
                                     mask_type, status, inputs)
         VALUES ($1, $2, 1, $3, '{}', $4, $2, $5, '{}')`,
        [masked, type, `masks/${maskId}/${type}.geojson`, maskId, status],
      );
    await runtime.database.query('UPDATE shapefile SET mask_id = $2 WHERE id = $1', [
      masked,
      maskId,
    ]);
    const run = await analysisInProgress(context, {
      shapefileId: masked,
      createdBy: owner.id,
      tools: ['context'],
    });
    cleanups.push(run.cancel);
    const id = await runtime.repositories.assessments.create({
      shapefileId: masked,
      restorationActivity: null,
      analysisId: run.analysisId,
      createdBy: owner.id,
    });
    const summary = (await summaryOf(id, owner)).json<AssessmentSummary>();
    expect(summary.area).toEqual({
      studyArea: { basis: 'net', grossHa: 94.8, maskHa: 10.5, netHa: 84.3, maskId },
      // Catalogue order; a layer that found no data is no part of the merged mask.
      maskLayers: ['landCover', 'water'],
    });
    expect(summary.tools).toEqual([
      expect.objectContaining({ scriptType: 'context', state: 'QUEUED', synthetic: false }),
    ]);
  });

  it("adds the workflow's new analysis of an assessment to its history", async () => {
    const { runtime } = context;
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/workflow/run',
      headers: { cookie: owner.cookie, origin: runtime.config.publicUrl },
      payload: {
        workflowName: 'update-assessment',
        workflowParams: {
          requestId: randomUUID(),
          geoJson: null,
          siteId: null,
          siteName: null,
          siteType: null,
          shapefileName: null,
          analysisInputs: null,
          restorationActivity: null,
          importedShapefileId: null,
          assessmentId,
          skipMask: true,
          maskGeojson: null,
          maskOptions: null,
        },
        workflowDataBucketInfo: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { analysisId } = response.json<{ analysisId: string }>();
    cleanups.push(() => runtime.repositories.analyses.cancelAnalysis(analysisId));
    const summary = (await summaryOf(assessmentId, owner)).json<AssessmentSummary>();
    expect(summary.analyses.map((analysis) => analysis.analysisId)).toEqual([
      analysisId,
      rerun.analysisId,
      older,
    ]);
    // Its tools wait (no worker here); the results the assessment had still show.
    expect(summary.tools.find((tool) => tool.scriptType === 'context')).toMatchObject({
      analysisId: older,
      state: 'SUCCEEDED',
    });
    expect(summary.restorationActivity).toBeNull();
  });
});
