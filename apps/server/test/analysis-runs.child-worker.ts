/**
 * A worker in its own process, for the kill -9 test on PostgreSQL (analysis-runs.int.test.ts):
 * `node --import tsx analysis-runs.child-worker.ts <DATABASE_URL> <DATA_DIR> <workerId>`.
 * Prints `ready` once it takes jobs; the test then kills it mid-run without warning.
 */
import path from 'node:path';
import { openPostgresDatabase } from '../src/db/open-postgres.js';
import { startJobQueue } from '../src/jobs/job-queue.js';
import { createRepositories } from '../src/repositories/index.js';
import { createLocalFileStorage } from '../src/storage/local-file-storage.js';
import { startWorker } from '../src/worker/start-worker.js';
import { FAST_RETRIES, fakeRuntime } from './analysis-runs.fixtures.js';

const [url, dataDir, workerId] = process.argv.slice(2);
if (!url || !dataDir || !workerId) throw new Error('usage: <DATABASE_URL> <DATA_DIR> <workerId>');
const database = await openPostgresDatabase(url);
const queue = await startJobQueue(database, { workerId, policies: FAST_RETRIES });
const storage = createLocalFileStorage(path.join(dataDir, 'storage'));
await startWorker({
  queue,
  repositories: createRepositories(database),
  analysis: fakeRuntime(storage),
});
console.log('ready');
