import { z } from 'zod';
import { defineJob } from './job-definition.js';

/**
 * The trivial job that proves the queue path: a worker takes it and writes a heartbeat row,
 * which /api/health reports. Sent once by every worker when it starts.
 */
export const heartbeatJob = defineJob({
  id: 'system.heartbeat',
  version: 1,
  payload: z.object({ requestedBy: z.string().min(1).max(200) }),
  async handle(_payload, { repositories, workerId }) {
    await repositories.system.recordHeartbeat(workerId);
    return { status: 'success', output: { workerId } };
  },
});
