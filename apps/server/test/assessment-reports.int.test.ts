/**
 * The reports API of an assessment (docs/assessment-report.md) on both databases: asking for a
 * report, the same one answered to a double click, listing, reading, downloading and deleting,
 * under the access policy. No worker makes these reports (the app's queue is not bound): they
 * stay queued, which is what these rules are about; assessment-report-job.int.test.ts makes them.
 */
import { randomUUID } from 'node:crypto';
import type { AssessmentReport, AssessmentReportList } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMIT } from '../src/services/assessment-report.service.js';
import { SQUARE } from './analysis-runs.fixtures.js';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { fakeAnalysisWorker, finishedAnalysis } from './support/assessment-fixtures.js';
import { storeShapefile } from './support/seed.js';

describe.each(databaseModes)('the reports of an assessment on %s', (mode) => {
  let context: TestContext;
  let owner: TestUser;
  let full: TestUser;
  let basic: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let assessmentId: string;
  let unfinished: string;
  const reportIds: string[] = [];

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en',
  ) =>
    context.app.inject({
      method,
      url,
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        origin: context.runtime.config.publicUrl,
        'accept-language': language,
      },
      ...(payload ? { payload } : {}),
    });
  const ask = async (user: TestUser, body: object = {}, id = assessmentId) => {
    const response = await call(user, 'POST', `/api/assessment/${id}/reports`, body);
    expect(response.statusCode, response.body).toBe(202);
    const report = response.json<AssessmentReport>();
    reportIds.push(report.reportId);
    return report;
  };
  const listed = async (user: TestUser) => {
    const response = await call(user, 'GET', `/api/assessment/${assessmentId}/reports`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AssessmentReportList>().reports.map((report) => report.reportId);
  };

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    [owner, full, basic, stranger, admin] = await Promise.all([
      signedInUser(context),
      signedInUser(context),
      signedInUser(context),
      signedInUser(context),
      signedInUser(context, 'admin'),
    ]);
    const shapefileId = await storeShapefile(runtime, {
      name: `Reports ${randomUUID().slice(0, 6)}`,
      geojson: SQUARE,
      createdBy: owner.id,
    });
    const worker = await fakeAnalysisWorker(context, `reports-api-${mode}`);
    let analysisId: string;
    let failedAnalysisId: string;
    try {
      analysisId = await finishedAnalysis(worker.app, owner, shapefileId, {
        context: { behaviour: 'succeed' },
      });
      failedAnalysisId = await finishedAnalysis(worker.app, owner, shapefileId, {
        context: { behaviour: 'fail' },
      });
    } finally {
      await worker.stop();
    }
    const create = (analysis: string) =>
      runtime.repositories.assessments.create({
        shapefileId,
        restorationActivity: null,
        analysisId: analysis,
        createdBy: owner.id,
      });
    assessmentId = await create(analysisId);
    unfinished = await create(failedAnalysisId);
    for (const [user, level] of [
      [full, 'full'],
      [basic, 'basic'],
    ] as const) {
      for (const id of [assessmentId, unfinished])
        await runtime.repositories.access.setGrant({
          userId: user.id,
          resourceType: 'assessment',
          resourceId: id,
          accessLevel: level,
          grantedBy: owner.id,
        });
    }
    await runtime.repositories.userPreferences.save(owner.id, {
      units: 'imperial',
      language: 'spanish',
    });
  }, 120_000);
  afterAll(async () => {
    // Nothing is left queued for a later file's worker to make.
    await context.runtime.database.query(
      `UPDATE assessment_report SET state = 'failed', error = '{"code":"INTERNAL"}'
       WHERE id = ANY($1::uuid[]) AND state IN ('queued', 'running')`,
      [reportIds],
    );
  });

  it('refuses a report before any tool of the assessment succeeded (409, translated)', async () => {
    const refused = await call(owner, 'POST', `/api/assessment/${unfinished}/reports`, {}, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'NOTHING_TO_REPORT',
      message:
        'Todavía no hay nada que informar: ningún análisis de esta evaluación ha terminado con éxito.',
    });
  });

  it("queues a report in the viewer's language and units, and answers a double click with it", async () => {
    const first = await ask(owner);
    expect(first).toMatchObject({
      assessmentId,
      state: 'queued',
      progress: 0,
      error: null,
      language: 'es',
      unitSystem: 'imperial',
      createdByName: 'Test user',
      finishedAt: null,
      pageCount: null,
      sizeBytes: null,
      downloadUrl: null,
    });
    expect(first.fileName).toMatch(
      /^Reports [0-9a-f]{6} - evaluación del capital natural - \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const again = await ask(owner);
    expect(again.reportId).toBe(first.reportId);
    // Another viewer at full access asking the same is the same report too.
    expect((await ask(full, { language: 'es', unitSystem: 'imperial' })).reportId).toBe(
      first.reportId,
    );
    const english = await ask(owner, { language: 'en', unitSystem: 'metric' });
    expect(english).toMatchObject({ language: 'en', unitSystem: 'metric' });
    expect(english.reportId).not.toBe(first.reportId);
    expect(await listed(owner)).toEqual([english.reportId, first.reportId]);
  });

  it('keeps a report made at full access (the financial terms) from viewers below it', async () => {
    const fullReport = await ask(owner, { language: 'en', unitSystem: 'imperial' });
    const basicReport = await ask(basic, { language: 'en', unitSystem: 'imperial' });
    expect(basicReport.reportId).not.toBe(fullReport.reportId);
    expect(await listed(basic)).toEqual([basicReport.reportId]);
    expect(await listed(full)).toEqual(
      expect.arrayContaining([fullReport.reportId, basicReport.reportId]),
    );
    const hidden = `/api/assessment/${assessmentId}/reports/${fullReport.reportId}`;
    expect((await call(basic, 'GET', hidden)).statusCode).toBe(404);
    expect((await call(basic, 'GET', `${hidden}/file`)).statusCode).toBe(404);
    expect((await call(basic, 'DELETE', hidden)).statusCode).toBe(404);
    const shown = await call(full, 'GET', hidden);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<AssessmentReport>().state).toBe('queued');
    // Not made yet: no file.
    expect((await call(full, 'GET', `${hidden}/file`)).statusCode).toBe(404);
  });

  it('answers 404 to a stranger and 401 to nobody, and finds no report of another assessment', async () => {
    const [report] = reportIds;
    const base = `/api/assessment/${assessmentId}/reports`;
    for (const [method, url] of [
      ['POST', base],
      ['GET', base],
      ['GET', `${base}/${report}`],
      ['GET', `${base}/${report}/file`],
      ['DELETE', `${base}/${report}`],
    ] as const) {
      expect(
        (await call(stranger, method, url, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(404);
      expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(
        401,
      );
    }
    expect(
      (await call(owner, 'GET', `/api/assessment/${unfinished}/reports/${report}`)).statusCode,
    ).toBe(404);
    expect((await call(owner, 'GET', `${base}/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lets its requester or a holder of update:site delete a report, nobody else', async () => {
    const byOwner = await ask(owner, { language: 'es', unitSystem: 'metric' });
    const byBasic = await ask(basic, { language: 'es', unitSystem: 'metric' });
    const url = (id: string) => `/api/assessment/${assessmentId}/reports/${id}`;
    // Full access is not enough: it is neither theirs nor are they an editor.
    const refused = await call(full, 'DELETE', url(byOwner.reportId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await call(owner, 'DELETE', url(byOwner.reportId))).statusCode).toBe(204);
    expect((await call(owner, 'GET', url(byOwner.reportId))).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', url(byBasic.reportId))).statusCode).toBe(204);
    expect(await listed(basic)).not.toContain(byBasic.reportId);
  });

  it('limits the reports one user asks for per hour (429, translated, nothing written)', async () => {
    const busy = await signedInUser(context);
    await context.runtime.repositories.access.setGrant({
      userId: busy.id,
      resourceType: 'assessment',
      resourceId: assessmentId,
      accessLevel: 'basic',
      grantedBy: owner.id,
    });
    const body = { language: 'en', unitSystem: 'metric' };
    for (let asked = 0; asked < REPORT_LIMIT.limit; asked += 1) await ask(busy, body);
    const before = await listed(owner);
    const refused = await call(busy, 'POST', `/api/assessment/${assessmentId}/reports`, body, 'es');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    });
    expect(await listed(owner)).toEqual(before);
    // Another user is not held back by it.
    await ask(full, { language: 'en', unitSystem: 'metric' });
  });
});
