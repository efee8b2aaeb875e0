import { readFileSync } from 'node:fs';
import { analysisTools, catalogueInputRules } from '@ecotone/analysis';
import { deferredAnalysisJobs } from './analysis/analysis-jobs.js';
import { generatePassword, upsertAdministrator } from './auth/administrators.js';
import { type Auth, createAuth } from './auth/create-auth.js';
import { type ComputePool, createComputePool } from './compute/compute-pool.js';
import { SHAPE_TASK_BUDGET } from './compute/shape-pool.js';
import type { Config, SsoProvider } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import {
  createNotificationEvents,
  type NotificationEvents,
} from './notifications/notification-events.js';
import { deferredReportJobs } from './reports/report-jobs.js';
import { createRepositories, type Repositories } from './repositories/index.js';
import { createServices, type Services } from './services/index.js';
import { LOCAL_BUCKET_NAME, type UploadTarget } from './services/signed-upload.service.js';
import { createLocalFileStorage } from './storage/local-file-storage.js';
import { createS3FileStorage } from './storage/s3-file-storage.js';
import type { FileStorage } from './storage/storage.js';

export const VERSION: string = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
).version;

export interface Runtime {
  config: Config;
  mailer: Mailer;
  database: Database;
  migrationLevel: number;
  auth: Auth;
  repositories: Repositories;
  services: Services;
  /** Result files and uploads: DATA_DIR/storage, or the S3-compatible bucket when configured. */
  storage: FileStorage;
  /** How services queue analysis jobs; main.ts binds it to the job queue once that starts. */
  analysisJobs: ReturnType<typeof deferredAnalysisJobs>;
  /** How services queue report jobs; main.ts binds it to the job queue too. */
  reportJobs: ReturnType<typeof deferredReportJobs>;
  /** Worker threads for shape work (imports, clean-up, locating), with SHAPE_TASK_BUDGET. */
  shapeCompute: ComputePool;
  /** New notifications heard from the database (LISTEN), for the bell's stream. */
  notificationEvents: NotificationEvents;
}

/**
 * Local files (the embedded default) take uploads through this server's own signed PUT route;
 * an S3-compatible bucket takes them directly, through presigned URLs (docs/uploads.md).
 */
function storageOf(config: Config): { storage: FileStorage; uploadTarget: UploadTarget } {
  if (config.storage.mode === 'local') {
    return {
      storage: createLocalFileStorage(config.storage.root),
      uploadTarget: { bucketName: LOCAL_BUCKET_NAME, secret: config.authSecret },
    };
  }
  const storage = createS3FileStorage(config.storage);
  return {
    storage,
    uploadTarget: {
      bucketName: storage.bucket,
      presignPut: storage.presignPut,
      secret: config.authSecret,
    },
  };
}

/** Opens and migrates the database and wires auth, repositories and services. */
export async function createRuntime(config: Config, database?: Database): Promise<Runtime> {
  const db = database ?? (await openDatabase(config.database));
  const migrationLevel = await migrate(db);
  const repositories = createRepositories(db);
  const mailer = createMailer(config.mail);
  const auth = createAuth(config, db, mailer);
  const { storage, uploadTarget } = storageOf(config);
  const analysisJobs = deferredAnalysisJobs();
  const reportJobs = deferredReportJobs();
  const shapeCompute = createComputePool(SHAPE_TASK_BUDGET);
  const notificationEvents = createNotificationEvents(db);
  return {
    config,
    mailer,
    database: db,
    migrationLevel,
    auth,
    repositories,
    storage,
    analysisJobs,
    reportJobs,
    shapeCompute,
    notificationEvents,
    services: createServices(repositories, {
      version: VERSION,
      basemaps: config.basemaps,
      geocoderUrl: config.geocoderUrl,
      ssoProviders: Object.keys(config.sso) as SsoProvider[],
      ipGeolocationUrl: config.ipGeolocationUrl,
      masterCarbonLogUrl: config.masterCarbonLogUrl,
      documentStoreUrl: config.documentStoreUrl,
      mailer,
      publicUrl: config.publicUrl,
      contactEmail: config.contactEmail,
      getStartedContacts: config.getStartedContacts,
      auth,
      sso: config.sso,
      adminSignIn: config.adminSignIn,
      analysisJobs,
      reportJobs,
      storage,
      uploadTarget,
      analysisTools,
      analysisCatalogue: catalogueInputRules,
      teamChat: config.teamChat,
      internalEmailDomains: config.internalEmailDomains,
      shapeCompute,
      legalContentDir: config.legalContentDir,
      notificationEvents,
      analysisData: config.analysisData,
    }),
  };
}

/**
 * First start: when no administrator exists, create one with a generated password and print
 * it once. Later starts find the administrator and print nothing.
 */
export async function ensureFirstAdministrator(runtime: Runtime): Promise<string | undefined> {
  if ((await runtime.repositories.users.countWithRole('admin')) > 0) return undefined;
  const password = generatePassword();
  const email = runtime.config.adminEmail;
  await upsertAdministrator(runtime.auth, { email, password });
  return [
    '',
    '  Ecotone: first start. An administrator account was created:',
    `    email:    ${email}`,
    `    password: ${password}`,
    `  Sign in at ${runtime.config.publicUrl} and keep this password somewhere safe;`,
    '  it is not shown again. (`npm run create-admin -- --email E --password P` sets another.)',
    '',
  ].join('\n');
}
