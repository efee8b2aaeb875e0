import type { ClientConfig, MapConfig } from '@ecotone/contracts';
import { createAccessPolicy } from '../access/access-policy.js';
import type { AnalysisJobs } from '../analysis/analysis-jobs.js';
import {
  type AnalysisRunDependencies,
  createAnalysisRunService,
} from '../analysis/analysis-run.service.js';
import { createMapLayerService } from '../analysis/map-layer.service.js';
import { createAuthGateway } from '../auth/auth-gateway.js';
import type { Auth } from '../auth/create-auth.js';
import type { ComputePool } from '../compute/compute-pool.js';
import type { Config } from '../config.js';
import type { Mailer } from '../mail/mailer.js';
import { createNotificationService } from '../notifications/notification.service.js';
import type { NotificationEvents } from '../notifications/notification-events.js';
import type { ReportJobs } from '../reports/report-jobs.js';
import type { Repositories } from '../repositories/index.js';
import { createLegalDocumentRepository } from '../repositories/legal-document.repository.js';
import { createNominatimRepository } from '../repositories/nominatim.repository.js';
import type { FileStorage } from '../storage/storage.js';
import { createAssessmentService } from './assessment.service.js';
import { createAssessmentReportService } from './assessment-report.service.js';
import { createCollectionService } from './collection.service.js';
import { createContactMessageService } from './contact-message.service.js';
import { createGeographyService, pooledShapeGeography } from './geography.service.js';
import { createGetStartedService } from './get-started.service.js';
import { createHealthService } from './health.service.js';
import { createImpersonationService } from './impersonation.service.js';
import { createInvitationService } from './invitation.service.js';
import { createLegalDocumentService } from './legal-document.service.js';
import { createMaskService } from './mask.service.js';
import { createNewsletterService } from './newsletter.service.js';
import { createPermissionService } from './permission.service.js';
import { createPlaceSearchService } from './place-search.service.js';
import { createProjectService } from './project.service.js';
import { createShapeFileService } from './shape-file.service.js';
import { createShapefileListService } from './shapefile-list.service.js';
import { createSharingService } from './sharing.service.js';
import { createSignInService } from './sign-in.service.js';
import { createSignInLimits, DEFAULT_SIGN_IN_RATE_LIMITS } from './sign-in-limits.service.js';
import { createSignedUploadService, type UploadTarget } from './signed-upload.service.js';
import { createSiteService } from './site.service.js';
import { createSpeciesService } from './species.service.js';
import { createSsoService } from './sso.service.js';
import { createUserAdminService } from './user-admin.service.js';
import { createUserFlagsService } from './user-flags.service.js';
import { createUserPreferencesService } from './user-preferences.service.js';
import { createUserRolesService } from './user-roles.service.js';
import { createUserSessionService } from './user-session.service.js';
import { createWorkflowService } from './workflow.service.js';
import { createWorkflowUploads } from './workflow-upload.js';

export interface ServiceSettings {
  version: string;
  basemaps: MapConfig;
  geocoderUrl: string | undefined;
  ssoProviders: ClientConfig['ssoProviders'];
  ipGeolocationUrl: string | undefined;
  masterCarbonLogUrl?: string | undefined;
  /** DOCUMENT_STORE_URL: where each assessment's documents are kept; unset = none. */
  documentStoreUrl?: string | undefined;
  /** Request forms: outgoing mail, the base of its links, and who receives what. */
  mailer: Mailer;
  publicUrl: string;
  contactEmail: string;
  getStartedContacts: Record<string, string>;
  /** Sign-in: better-auth, and the configured single-sign-on clients (with their secrets). */
  auth: Auth;
  sso: Config['sso'];
  /** ADMIN_SIGN_IN: how admin permissions are granted (decision 0024). */
  adminSignIn: Config['adminSignIn'];
  /** Analysis runs: the queue (bound once it starts), result files, the runnable tools. */
  analysisJobs: AnalysisJobs;
  /** PDF reports: the queue their jobs go to (bound once it starts). */
  reportJobs: ReportJobs;
  storage: FileStorage;
  /** Signed uploads (docs/uploads.md): this server's own PUT URL, or presigned S3 URLs. */
  uploadTarget: UploadTarget;
  analysisTools: AnalysisRunDependencies['tools'];
  analysisCatalogue?: AnalysisRunDependencies['catalogue'];
  /** Told when an assessment is ready (docs/notifications.md); null = none configured. */
  teamChat: Config['teamChat'];
  /** Email domains of internal staff (docs/decisions/0007-new-assessment-visibility.md). */
  internalEmailDomains: string[];
  /** Worker threads for shape work (imports, clean-up, locating; compute/shape-pool.ts). */
  shapeCompute: ComputePool;
  /** The folder of the terms and privacy texts (docs/legal-pages.md). */
  legalContentDir: string;
  /** New notifications as they are created, for the bell's stream. */
  notificationEvents: NotificationEvents;
  /** The analyses' data source settings, for the species endpoints (synthetic by default). */
  analysisData?: Config['analysisData'];
}

/** Rules and access checks; no SQL here (that lives in repositories/). */
export function createServices(repositories: Repositories, settings: ServiceSettings) {
  const { version } = settings;
  const permissions = createPermissionService(repositories, {
    adminSignIn: settings.adminSignIn.rule,
  });
  const authGateway = createAuthGateway(settings.auth);
  // The one access policy (docs/sharing.md, decision 0025): every resource route asks it.
  const accessPolicy = createAccessPolicy({
    access: repositories.access,
    permissions,
    internalEmailDomains: settings.internalEmailDomains,
  });
  const sharing = createSharingService({
    ...repositories,
    accessPolicy,
    permissions,
    internalEmailDomains: settings.internalEmailDomains,
  });
  const placeSource = settings.geocoderUrl
    ? createNominatimRepository(settings.geocoderUrl)
    : repositories.gazetteer;
  const userRoles = createUserRolesService({
    ...repositories,
    permissions,
    adminSignIn: settings.adminSignIn,
    googleSignInConfigured: settings.ssoProviders.includes('google'),
  });
  const impersonation = createImpersonationService({
    ...repositories,
    permissions,
    gateway: authGateway,
    publicUrl: settings.publicUrl,
  });
  const analysisRuns = createAnalysisRunService({
    ...repositories,
    accessPolicy,
    jobs: settings.analysisJobs,
    storage: settings.storage,
    tools: settings.analysisTools,
    permissions,
    ...(settings.analysisCatalogue ? { catalogue: settings.analysisCatalogue } : {}),
  });
  const assessments = createAssessmentService({
    ...repositories,
    accessPolicy,
    documentStoreUrl: settings.documentStoreUrl,
  });
  const userPreferences = createUserPreferencesService(repositories);
  return {
    mapConfig: settings.basemaps satisfies MapConfig,
    clientConfig: {
      ssoProviders: settings.ssoProviders,
      ipGeolocationUrl: settings.ipGeolocationUrl ?? null,
      teamChatName: settings.teamChat?.name ?? null,
      masterCarbonLogUrl: settings.masterCarbonLogUrl ?? null,
    } satisfies ClientConfig,
    accessPolicy,
    sharing,
    collections: createCollectionService({ ...repositories, accessPolicy, permissions }),
    projects: createProjectService({ ...repositories, accessPolicy, permissions }),
    placeSearch: createPlaceSearchService(placeSource),
    shapeFiles: createShapeFileService({ ...repositories, compute: settings.shapeCompute }),
    shapefileList: createShapefileListService({
      ...repositories,
      accessPolicy,
      storage: settings.storage,
      compute: settings.shapeCompute,
    }),
    geography: createGeographyService(
      pooledShapeGeography(settings.shapeCompute),
      settings.shapeCompute,
    ),
    species: createSpeciesService({
      shapefiles: repositories.shapefiles,
      accessPolicy,
      compute: settings.shapeCompute,
      analysisData: settings.analysisData ?? { mode: 'synthetic' },
    }),
    sites: createSiteService({ ...repositories, accessPolicy, permissions }),
    health: createHealthService({ system: repositories.system, version }),
    permissions,
    userSession: createUserSessionService({
      ...repositories,
      permissions,
      impersonationOf: impersonation.sessionMark,
    }),
    userAdmin: createUserAdminService({ ...repositories, permissions, gateway: authGateway }),
    userRoles,
    invitations: createInvitationService({
      ...repositories,
      permissions,
      gateway: authGateway,
      mailer: settings.mailer,
      publicUrl: settings.publicUrl,
      assignerOf: userRoles.assignerOf,
      grants: sharing,
    }),
    impersonation,
    userPreferences,
    userFlags: createUserFlagsService({ ...repositories, permissions }),
    getStarted: createGetStartedService({ ...repositories, ...settings }),
    legalDocuments: createLegalDocumentService(
      createLegalDocumentRepository(settings.legalContentDir),
    ),
    newsletter: createNewsletterService({ ...repositories, ...settings }),
    contactMessages: createContactMessageService({ ...repositories, ...settings }),
    signInLimits: createSignInLimits(DEFAULT_SIGN_IN_RATE_LIMITS, {
      store: repositories.attemptCounters,
    }),
    signIn: createSignInService({ ...repositories, gateway: authGateway, ...settings }),
    sso: createSsoService({ ...repositories, gateway: authGateway, ...settings }),
    analysisRuns,
    assessments,
    assessmentReports: createAssessmentReportService({
      ...repositories,
      accessPolicy,
      permissions,
      userPreferences,
      storage: settings.storage,
      jobs: settings.reportJobs,
    }),
    mapLayers: createMapLayerService({
      ...repositories,
      analysisRuns,
      storage: settings.storage,
      compute: settings.shapeCompute,
    }),
    masks: createMaskService({
      ...repositories,
      accessPolicy,
      storage: settings.storage,
      compute: settings.shapeCompute,
      analysisData: settings.analysisData ?? { mode: 'synthetic' },
    }),
    notifications: createNotificationService({
      ...repositories,
      events: settings.notificationEvents,
    }),
    signedUploads: createSignedUploadService({
      permissions,
      storage: settings.storage,
      target: settings.uploadTarget,
    }),
    workflow: createWorkflowService({
      ...repositories,
      permissions,
      accessPolicy,
      analysisRuns,
      compute: settings.shapeCompute,
      storage: settings.storage,
      analysisData: settings.analysisData ?? { mode: 'synthetic' },
      uploads: createWorkflowUploads({
        storage: settings.storage,
        bucketName: settings.uploadTarget.bucketName,
      }),
      tools: settings.analysisTools,
      ...(settings.analysisCatalogue ? { catalogue: settings.analysisCatalogue } : {}),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
