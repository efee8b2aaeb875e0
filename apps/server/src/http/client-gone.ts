import type { FastifyReply } from 'fastify';

/** Aborted when the client goes away before its answer is sent: compute work stops with it. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'));
  });
  return controller.signal;
}
