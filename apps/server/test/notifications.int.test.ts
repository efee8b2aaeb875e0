import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationListAnswer, WorkflowRunAnswer } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisWorkerRuntime } from '../src/analysis/analysis-runtime.js';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { createMailer } from '../src/mail/mailer.js';
import { announcementJobId, createAnnouncer } from '../src/notifications/announcer.js';
import { assessmentAnnouncementJob } from '../src/notifications/assessment-announcement.job.js';
import { startWorker, type WorkerParts } from '../src/worker/start-worker.js';
import { FAST_RETRIES, fakeRuntime, fakeTools, waitFor } from './analysis-runs.fixtures.js';
import {
  databaseModes,
  signedInUser,
  signIn,
  type TestContext,
  type TestUser,
  testContextWithEnv,
} from './harness.js';
import { cancelLeftoverToolRuns } from './support/leftover-runs.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { square } from './support/square.js';

const INTERNAL_DOMAIN = 'staff.example';

/**
 * A real HTTP server standing in for the team-chat webhook. It answers 500 to the first
 * `failuresLeft` messages that mention `failFor` (other assessments finishing in the shared test
 * runtime post here too, and must not use up the failure).
 */
async function startWebhook() {
  const received: Array<{ text: string; blocks: Array<Record<string, unknown>> }> = [];
  const state = { failuresLeft: 0, failFor: '' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (state.failuresLeft > 0 && state.failFor !== '' && body.includes(state.failFor)) {
        state.failuresLeft -= 1;
        response.writeHead(500).end('internal_error');
        return;
      }
      received.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/test`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseModes)('assessment notifications on %s', (mode) => {
  let context: TestContext;
  let queue: JobQueue;
  let stopWorker: () => void;
  let sink: SmtpSink;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let owner: TestUser;
  let worker: AnalysisWorkerRuntime;
  /** What the worker's announcement job reads; the tests switch the team chat on and off. */
  let notifications: NonNullable<WorkerParts['notifications']>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    webhook = await startWebhook();
    context = await testContextWithEnv(mode, { INTERNAL_EMAIL_DOMAINS: INTERNAL_DOMAIN });
    const { runtime } = context;
    queue = await startJobQueue(runtime.database, {
      workerId: `notifications-${mode}`,
      policies: {
        ...FAST_RETRIES,
        [assessmentAnnouncementJob.id]: { retryLimit: 3, retryDelaySeconds: 1 },
      },
    });
    await cancelLeftoverToolRuns(runtime.database);
    // This runtime's services queue the workflow's tool runs to this test's queue.
    runtime.analysisJobs.bind(queue);
    notifications = {
      sending: {
        mailer: createMailer({
          smtpUrl: sink.url,
          from: 'Ecotone <no-reply@example.org>',
          outboxDir: '',
        }),
        publicUrl: 'https://ecotone.example',
        teamChat: { webhookUrl: webhook.url, name: 'Slack' },
      },
      announcer: createAnnouncer(queue, runtime.repositories),
    };
    worker = { ...fakeRuntime(runtime.storage), tools: { ...fakeTools } };
    stopWorker = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: worker,
      notifications,
    });
    owner = await signedInUser(context);
  });
  afterAll(async () => {
    stopWorker?.();
    await queue?.stop();
    await sink?.close();
    await webhook?.close();
  });

  const headers = (user: TestUser | null) => ({
    ...(user ? { cookie: user.cookie } : {}),
    origin: context.runtime.config.publicUrl,
  });
  const submit = async (user = owner, shapefileName = `nx_${randomUUID().slice(0, 8)}`) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/workflow/run',
      headers: headers(user),
      payload: {
        workflowName: 'create-shape-and-assessment',
        workflowParams: {
          requestId: randomUUID(),
          geoJson: square(-107.46),
          siteName: `Bar K ${shapefileName}`,
          siteType: 'ranch',
          shapefileName,
          // Two tools, not a template's every tool: each tool run is a queued job, and the
          // announcement waits for all of them (the failed-run case needs landCoverChange).
          analysisInputs: { context: {}, landCoverChange: {} },
          restorationActivity: 'custom',
          importedShapefileId: null,
          skipMask: true,
          maskGeojson: null,
          maskOptions: null,
        },
        workflowDataBucketInfo: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...response.json<WorkflowRunAnswer>(), shapefileName };
  };
  const query = <Row>(text: string, values: unknown[]) =>
    context.runtime.database.query<Row>(text, values).then((result) => result.rows);
  const deliveries = (assessmentId: string) =>
    query<{ inApp: boolean; email: boolean; teamChat: boolean }>(
      `SELECT in_app_at IS NOT NULL AS "inApp", email_at IS NOT NULL AS email,
              team_chat_at IS NOT NULL AS "teamChat"
       FROM assessment_notification WHERE assessment_id = $1`,
      [assessmentId],
    );
  const listOf = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: headers(user),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationListAnswer>();
  };
  const announcementDone = (assessmentId: string, analysisId: string) =>
    waitFor(
      () => queue.stateOf(assessmentAnnouncementJob, announcementJobId(assessmentId, analysisId)),
      (job) => job?.state === 'completed' || job?.state === 'failed',
      60,
    );
  const postsAbout = (shapefileName: string) =>
    webhook.received.filter((post) => post.text.includes(shapefileName));
  const mailsAbout = (shapefileName: string) =>
    sink.received.filter((mail) => mail.text.includes(shapefileName));

  it('announces a finished assessment once: in-app, email and team chat', async () => {
    const run = await submit();
    const job = await announcementDone(run.assessmentId, run.analysisId);
    expect(job?.state).toBe('completed');

    const list = await listOf(owner);
    const mine = list.notifications.filter((n) => n.params.shapefileName === run.shapefileName);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'assessmentReady',
      link: `/assessment/${run.assessmentId}`,
      readAt: null,
      params: { siteName: `Bar K ${run.shapefileName}`, state: 'SUCCEEDED' },
    });
    expect(mine[0]?.params.areaHa).toBeGreaterThan(87);
    expect(list.unreadCount).toBeGreaterThanOrEqual(1);

    const mail = await sink.waitFor(owner.email, (m) => m.text.includes(run.shapefileName));
    expect(mail.subject).toBe(`Your assessment of Bar K ${run.shapefileName} is ready`);
    expect(mail.text).toContain(`https://ecotone.example/assessment/${run.assessmentId}`);
    expect(mail.text).toMatch(/88(\.\d+)? ha/);

    const [post] = postsAbout(run.shapefileName);
    expect(postsAbout(run.shapefileName)).toHaveLength(1);
    expect(post?.text).toContain(`Assessment ready: Bar K ${run.shapefileName}`);
    expect(JSON.stringify(post?.blocks)).toContain(
      `https://ecotone.example/assessment/${run.assessmentId}`,
    );
    expect(await deliveries(run.assessmentId)).toEqual([
      { inApp: true, email: true, teamChat: true },
    ]);

    // Queueing the same announcement again (a retried tool job, the sweep) sends nothing more.
    await notifications.announcer.analysisSettled(run.analysisId);
    await notifications.announcer.sweep();
    expect(mailsAbout(run.shapefileName)).toHaveLength(1);
    expect(postsAbout(run.shapefileName)).toHaveLength(1);
  });

  it('retries a webhook answering 500 without sending the email twice', async () => {
    const shapefileName = `nx_${randomUUID().slice(0, 8)}`;
    webhook.state.failFor = shapefileName;
    webhook.state.failuresLeft = 1;
    const run = await submit(owner, shapefileName);
    const job = await announcementDone(run.assessmentId, run.analysisId);
    expect(job?.state).toBe('completed');
    expect(job?.retryCount).toBe(1);
    expect(postsAbout(run.shapefileName)).toHaveLength(1);
    expect(mailsAbout(run.shapefileName)).toHaveLength(1);
    const list = await listOf(owner);
    expect(
      list.notifications.filter((n) => n.params.shapefileName === run.shapefileName),
    ).toHaveLength(1);
  });

  it('sends nothing to a team chat when none is configured, and tells of a failed run', async () => {
    notifications.sending.teamChat = null;
    // The worker cannot run landCoverChange: that tool run, so the analysis, fails.
    worker.tools = { context: fakeTools.context };
    try {
      const run = await submit();
      const job = await announcementDone(run.assessmentId, run.analysisId);
      expect(job?.state).toBe('completed');
      expect(postsAbout(run.shapefileName)).toHaveLength(0);
      const mail = await sink.waitFor(owner.email, (m) => m.text.includes(run.shapefileName));
      expect(mail.subject).toBe(`Your assessment of Bar K ${run.shapefileName} did not finish`);
      expect(mail.text).toContain('did not finish: Failed');
      const list = await listOf(owner);
      expect(
        list.notifications.find((n) => n.params.shapefileName === run.shapefileName),
      ).toMatchObject({
        kind: 'assessmentFailed',
        params: { state: 'FAILED' },
      });
      expect(await deliveries(run.assessmentId)).toEqual([
        { inApp: true, email: true, teamChat: false },
      ]);
    } finally {
      notifications.sending.teamChat = { webhookUrl: webhook.url, name: 'Slack' };
      worker.tools = { ...fakeTools };
    }
  });

  it('emails the creator in their language preference', async () => {
    const spanish = await signedInUser(context);
    await context.runtime.repositories.userPreferences.save(spanish.id, {
      units: 'imperial',
      language: 'spanish',
    });
    const run = await submit(spanish);
    await announcementDone(run.assessmentId, run.analysisId);
    const mail = await sink.waitFor(spanish.email, (m) => m.text.includes(run.shapefileName));
    expect(mail.subject).toBe(`Su evaluación de Bar K ${run.shapefileName} está lista`);
    expect(mail.text).toMatch(/acres/);
  });

  it('lets only the signed-in owner list and mark notifications', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousReadAll = await context.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: headers(null),
    });
    expect(anonymousReadAll.statusCode).toBe(401);

    const [first] = (await listOf(owner)).notifications;
    expect(first).toBeDefined();
    const other = await signedInUser(context);
    const markAs = (user: TestUser, id: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/notifications/${id}/read`,
        headers: headers(user),
      });
    expect((await markAs(other, first?.id ?? '')).statusCode).toBe(404);
    expect((await markAs(owner, randomUUID())).statusCode).toBe(404);
    expect((await markAs(owner, 'not-a-uuid')).statusCode).toBe(400);
    expect((await listOf(owner)).notifications[0]?.readAt).toBeNull();

    expect((await markAs(owner, first?.id ?? '')).statusCode).toBe(204);
    const afterOne = await listOf(owner);
    expect(afterOne.notifications.find((n) => n.id === first?.id)?.readAt).not.toBeNull();

    const readAll = await context.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: headers(owner),
    });
    expect(readAll.statusCode).toBe(204);
    const afterAll = await listOf(owner);
    expect(afterAll.unreadCount).toBe(0);
    expect(afterAll.notifications.every((n) => n.readAt !== null)).toBe(true);
    expect((await listOf(other)).notifications).toEqual([]);
  });

  it('shows a new assessment to its creator and internal staff only', async () => {
    const run = await submit();
    const contextOf = (user: TestUser) =>
      context.app.inject({
        method: 'GET',
        url: `/api/assessment/${run.assessmentId}/assessment-context`,
        headers: headers(user),
      });
    const email = `analyst-${randomUUID()}@maps.${INTERNAL_DOMAIN.toUpperCase()}`;
    const password = `pw-${randomUUID()}`;
    const { userId } = await upsertCredentialUser(
      context.runtime.auth,
      { email, password, name: 'Staff analyst' },
      'user',
    );
    const signedIn = await signIn(context, email, password);
    const staff: TestUser = {
      id: userId,
      email,
      password,
      cookie: signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    };
    const outsider = await signedInUser(context);

    // The results page (where the notification leads) follows the same rule.
    const analysisOf = (user: TestUser) =>
      context.app.inject({
        method: 'GET',
        url: `/api/analysis/${run.analysisId}`,
        headers: headers(user),
      });

    expect((await contextOf(owner)).statusCode).toBe(200);
    expect((await contextOf(staff)).statusCode).toBe(200);
    expect((await contextOf(outsider)).statusCode).toBe(404);
    expect((await analysisOf(staff)).statusCode).toBe(200);
    expect((await analysisOf(outsider)).statusCode).toBe(404);

    // Once its access changes ('shared', the sharing issue), domain alone no longer opens it.
    await query('UPDATE assessment SET visibility = $2 WHERE id = $1', [
      run.assessmentId,
      'shared',
    ]);
    expect((await contextOf(staff)).statusCode).toBe(404);
    expect((await analysisOf(staff)).statusCode).toBe(404);
    expect((await contextOf(owner)).statusCode).toBe(200);
  });
});
