/**
 * Entrypoint. `all` (what `npm start` runs): API, web app and worker in one process.
 * `api`: API and web app only. `worker`: jobs only. Scale `api` and `worker` separately in production.
 */
import { buildApp } from './app.js';
import { createRuntime, ensureFirstAdministrator, VERSION } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { heartbeatJob } from './jobs/heartbeat.job.js';
import { startJobQueue } from './jobs/job-queue.js';

type Role = 'all' | 'api' | 'worker';

function parseRole(value: string | undefined): Role {
  if (value === undefined || value === 'all' || value === 'api' || value === 'worker')
    return value ?? 'all';
  console.error(`Unknown role "${value}": use all, api or worker.`);
  process.exit(2);
}

async function main() {
  const role = parseRole(process.argv[2]);
  const config = loadConfig();
  const runtime = await createRuntime(config);
  const queue = await startJobQueue(runtime.database);
  const stops: Array<() => Promise<void>> = [];

  if (role !== 'worker') {
    const banner = await ensureFirstAdministrator(runtime);
    const app = await buildApp({
      services: runtime.services,
      auth: runtime.auth,
      version: VERSION,
      webDistDir: config.webDistDir,
      logger: { level: config.logLevel },
    });
    await app.listen({ port: config.port, host: config.host });
    stops.push(() => app.close());
    if (banner) console.log(banner);
    if (!config.geocoderUrl) runtime.repositories.gazetteer.warm();
    console.log(
      `Ecotone ${VERSION} (${role}) on ${config.publicUrl}: ${runtime.database.mode} database, migration ${runtime.migrationLevel}.`,
    );
  }
  if (role !== 'api') {
    await queue.work(runtime.repositories);
    await queue.send(heartbeatJob, { requestedBy: queue.workerId });
    console.log(`Worker ${queue.workerId} taking jobs.`);
  }

  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    for (const stop of stops) await stop();
    await queue.stop();
    await runtime.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Ecotone failed to start:', error);
  process.exit(1);
});
