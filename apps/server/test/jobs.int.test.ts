import { afterAll, describe, expect, it } from 'vitest';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { heartbeatHandler, heartbeatJob } from '../src/worker/heartbeat.job.js';
import { databaseModes, testContext } from './harness.js';

describe.each(databaseModes)('job queue (pg-boss) on %s', (mode) => {
  let queue: JobQueue | undefined;
  afterAll(async () => {
    await queue?.stop();
  });

  it('runs the heartbeat job through a worker and records it', async () => {
    const { runtime } = await testContext(mode);
    queue = await startJobQueue(runtime.database);
    await queue.work([heartbeatHandler(runtime.repositories)]);
    const jobId = await queue.send(heartbeatJob, { requestedBy: 'test' });

    let outcome = await queue.outcomeOf(heartbeatJob, jobId);
    for (let i = 0; i < 60 && outcome?.state !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      outcome = await queue.outcomeOf(heartbeatJob, jobId);
    }
    expect(outcome).toEqual({
      state: 'completed',
      output: { status: 'success', output: { workerId: queue.workerId } },
    });
    const beat = await runtime.repositories.system.lastHeartbeat();
    expect(beat?.workerId).toBe(queue.workerId);
  });

  it('refuses a payload that does not match the job schema, before queueing', async () => {
    const { runtime } = await testContext(mode);
    queue ??= await startJobQueue(runtime.database);
    await expect(queue.send(heartbeatJob, { requestedBy: '' })).rejects.toThrow();
  });
});
