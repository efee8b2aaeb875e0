import type { Database } from '../db/database.js';
import { createAccessRepository } from './access.repository.js';
import { createAccountLinkRepository } from './account-link.repository.js';
import { createAnalysisRepository } from './analysis.repository.js';
import { createAssessmentRepository } from './assessment.repository.js';
import { createAssessmentReportRepository } from './assessment-report.repository.js';
import { createAttemptCounterRepository } from './attempt-counter.repository.js';
import { createCollectionRepository } from './collection.repository.js';
import { createContactMessageRepository } from './contact-message.repository.js';
import { createGazetteerRepository } from './gazetteer.repository.js';
import { createGetStartedRepository } from './get-started.repository.js';
import { createImpersonationRepository } from './impersonation.repository.js';
import { createInvitationRepository } from './invitation.repository.js';
import { createMaskRepository } from './mask.repository.js';
import { createNewsletterRepository } from './newsletter.repository.js';
import { createNotificationRepository } from './notification.repository.js';
import { createProjectRepository } from './project.repository.js';
import { createRoleRepository } from './role.repository.js';
import { createShapeRepository } from './shape.repository.js';
import { createShapefileRepository } from './shapefile.repository.js';
import { createSharingRepository } from './sharing.repository.js';
import { createSiteRepository } from './site.repository.js';
import { createSsoProviderRepository } from './sso-provider.repository.js';
import { createSystemRepository } from './system.repository.js';
import { createUserRepository } from './user.repository.js';
import { createUserAdminRepository } from './user-admin.repository.js';
import { createUserFlagRepository } from './user-flag.repository.js';
import { createUserPreferencesRepository } from './user-preferences.repository.js';
import { createWorkflowRequestRepository } from './workflow-request.repository.js';

/** The only code that touches the database. Services get the repositories they need. */
export function createRepositories(database: Database) {
  return {
    users: createUserRepository(database),
    userAdmin: createUserAdminRepository(database),
    invitations: createInvitationRepository(database),
    impersonations: createImpersonationRepository(database),
    roles: createRoleRepository(database),
    userFlags: createUserFlagRepository(database),
    userPreferences: createUserPreferencesRepository(database),
    system: createSystemRepository(database),
    attemptCounters: createAttemptCounterRepository(database),
    gazetteer: createGazetteerRepository(),
    shapes: createShapeRepository(database),
    getStartedRequests: createGetStartedRepository(database),
    newsletter: createNewsletterRepository(database),
    contactMessages: createContactMessageRepository(database),
    accountLinks: createAccountLinkRepository(database),
    oidc: createSsoProviderRepository(),
    shapefiles: createShapefileRepository(database),
    analyses: createAnalysisRepository(database),
    assessments: createAssessmentRepository(database),
    assessmentReports: createAssessmentReportRepository(database),
    sites: createSiteRepository(database),
    access: createAccessRepository(database),
    sharing: createSharingRepository(database),
    collections: createCollectionRepository(database),
    projects: createProjectRepository(database),
    masks: createMaskRepository(database),
    workflowRequests: createWorkflowRequestRepository(database),
    notifications: createNotificationRepository(database),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
