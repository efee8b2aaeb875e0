import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';

/**
 * Serves the built web app from `dir` (when given) and answers unknown non-API paths with index.html,
 * so react-router owns client routes. Unknown /api paths get the JSON NOT_FOUND envelope.
 */
export async function registerWebApp(app: FastifyInstance, dir: string | undefined): Promise<void> {
  const built = dir !== undefined && existsSync(path.join(dir, 'index.html'));
  if (built)
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
    });
  else if (dir) app.log.warn(`web app not built (${dir}); run \`npm run build\``);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !built || request.method !== 'GET') {
      return sendError(request, reply, 'NOT_FOUND');
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
