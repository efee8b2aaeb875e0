import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/job-definition.js';
import type { Repositories } from '../repositories/index.js';

/**
 * The trivial job that proves the queue path: a worker takes it and writes a heartbeat row,
 * which /api/health reports. Sent once by every worker when it starts.
 */
export const heartbeatJob = defineJob({
  id: 'system.heartbeat',
  version: 1,
  payload: z.object({ requestedBy: z.string().min(1).max(200) }),
});

export const heartbeatHandler = (repositories: Pick<Repositories, 'system'>) =>
  handleJob(heartbeatJob, async (_payload, { workerId }) => {
    await repositories.system.recordHeartbeat(workerId);
    return { status: 'success', output: { workerId } };
  });
