import { AppError } from '../../errors.js';
import { errorBodySchema, type RegisterRoute } from '../route-context.js';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const STREAM_HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and EventSource opens a new one, which checks the session
 * again: a stream never outlives its session by more than this.
 */
export const STREAM_MAX_MS = 10 * 60_000;
/** How long EventSource waits before it opens the stream again. */
const RETRY_MS = 3000;

/**
 * GET /api/notifications/stream: server-sent events for the bell. Each notification created for
 * the viewer sends `event: notification` (no content: the web reads the list again); nobody
 * else's is ever sent. Without `Accept: text/event-stream` it answers 406 instead of an
 * endless answer.
 */
export const registerGetNotificationStream: RegisterRoute = (app, { services }) => {
  // An open stream is never idle, so closing the server would wait for it: end them first.
  const open = new Set<{ end(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  app.get(
    '/api/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Server-sent events: `notification` when one is created for the viewer',
        response: { 401: errorBodySchema, 406: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      if (!request.headers.accept?.includes('text/event-stream'))
        throw new AppError('NOT_ACCEPTABLE');
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx buffers answers unless told not to.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const unsubscribe = services.notifications.subscribe(viewer, () => {
        stream.write('event: notification\ndata: {}\n\n');
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), STREAM_HEARTBEAT_MS);
      const end = setTimeout(() => stream.end(), STREAM_MAX_MS);
      open.add(stream);
      const stop = () => {
        open.delete(stream);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(end);
      };
      stream.on('close', stop);
      request.raw.on('close', () => stream.end());
    },
  );
};
