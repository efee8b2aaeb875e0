/**
 * Entrypoint. `all` (what `npm start` runs): API, web app and worker in one process.
 * `api`: API and web app only. `worker`: jobs only. Scale `api` and `worker` separately in production.
 */
import { createAnalysisDataSource } from './analysis/analysis-data-source.js';
import { createAnalysisWorkerRuntime } from './analysis/analysis-runtime.js';
import { pixelBudgetOf } from './analysis/raster-budget.js';
import { pooledToolRunner } from './analysis/tool-runner.js';
import { buildApp } from './app.js';
import { createRuntime, ensureFirstAdministrator, VERSION } from './bootstrap.js';
import { createComputePool } from './compute/compute-pool.js';
import { ConfigError, loadConfig } from './config.js';
import { startJobQueue } from './jobs/job-queue.js';
import { createAnnouncer } from './notifications/announcer.js';
import { createNotificationSending } from './notifications/notification-sending.js';
import { REPORT_TASK_BUDGET } from './reports/report-runtime.js';
import { analysisLayerUrl } from './routes/api-paths.js';
import { heartbeatJob } from './worker/heartbeat.job.js';
import { startWorker } from './worker/start-worker.js';

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
  // flatgeobuf writes console.debug lines for every range read; keep them for debug logging only.
  if (config.logLevel !== 'debug' && config.logLevel !== 'trace') console.debug = () => {};
  const runtime = await createRuntime(config);
  const queue = await startJobQueue(runtime.database);
  runtime.analysisJobs.bind(queue);
  runtime.reportJobs.bind(queue);
  const stops: Array<() => Promise<void>> = [];

  if (role !== 'worker') {
    const banner = await ensureFirstAdministrator(runtime);
    const app = await buildApp({
      services: runtime.services,
      auth: runtime.auth,
      version: VERSION,
      webDistDir: config.webDistDir,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
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
    // The embedded default reads the labelled synthetic demo data; DATA_MODE=catalogue reads the
    // configured datasets and never falls back to synthetic data. A bad catalogue stops start-up
    // here; each pool thread then builds its own source from the same settings.
    await createAnalysisDataSource(config.analysisData);
    // Tools compute on pool threads, each within its budget: this thread keeps answering.
    const { timeoutSeconds, memoryMb } = config.toolBudget;
    const pool = createComputePool({ timeoutMs: timeoutSeconds * 1000, memoryMb });
    stops.push(() => pool.close());
    const analysis = createAnalysisWorkerRuntime({
      runner: pooledToolRunner(pool, {
        data: config.analysisData,
        maxRasterPixels: pixelBudgetOf(memoryMb),
      }),
      storage: runtime.storage,
    });
    // Reports draw on their own thread with their own budget, one at a time per worker.
    const reportPool = createComputePool(REPORT_TASK_BUDGET, { threads: 1 });
    stops.push(() => reportPool.close());
    const stopSweeper = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis,
      notifications: {
        announcer: createAnnouncer(queue, runtime.repositories),
        sending: createNotificationSending(config, runtime.mailer),
      },
      reports: {
        assessments: runtime.services.assessments,
        accessPolicy: runtime.services.accessPolicy,
        storage: runtime.storage,
        compute: reportPool,
        layerUrl: analysisLayerUrl,
      },
    });
    stops.push(async () => stopSweeper());
    await queue.send(heartbeatJob, { requestedBy: queue.workerId });
    console.log(`Worker ${queue.workerId} taking jobs.`);
  }

  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    for (const stop of stops) await stop();
    await queue.stop();
    await runtime.notificationEvents.close();
    await runtime.shapeCompute.close();
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
