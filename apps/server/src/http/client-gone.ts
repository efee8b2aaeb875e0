import type { FastifyReply } from 'fastify';

/**
 * Aborted when the client goes away before its answer is sent (a cancelled upload or clean-up,
 * a closed tab): work done for the request, such as a pool task, stops with it instead of
 * holding a compute thread for an answer nobody reads.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'));
  });
  return controller.signal;
}
