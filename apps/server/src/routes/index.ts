import { registerGetAdminSettings } from './admin/get-admin-settings.route.js';
import { registerGetImpersonations } from './admin/get-impersonations.route.js';
import { registerGetAnalysis } from './analysis/get-analysis.route.js';
import { registerGetAnalysisLayer } from './analysis/get-analysis-layer.route.js';
import { registerGetAnalysisList } from './analysis/get-analysis-list.route.js';
import { registerGetAnalysisMetadata } from './analysis/get-analysis-metadata.route.js';
import { registerGetInstrumentInfo } from './analysis/get-instrument-info.route.js';
import { registerPostAnalysis } from './analysis/post-analysis.route.js';
import { registerPostAnalysisCancel } from './analysis/post-analysis-cancel.route.js';
import { registerGetAnalysisResults } from './analysis-results/get-analysis-results.route.js';
import { registerDeleteAssessmentReport } from './assessment/delete-assessment-report.route.js';
import { registerGetAssessment } from './assessment/get-assessment.route.js';
import { registerGetAssessmentContext } from './assessment/get-assessment-context.route.js';
import { registerGetAssessmentReport } from './assessment/get-assessment-report.route.js';
import { registerGetAssessmentReportFile } from './assessment/get-assessment-report-file.route.js';
import { registerGetAssessmentReports } from './assessment/get-assessment-reports.route.js';
import { registerPostAssessmentReport } from './assessment/post-assessment-report.route.js';
import { registerBetterAuth } from './auth/better-auth.route.js';
import { registerDeleteSession } from './auth/delete-session.route.js';
import { registerDeleteSsoLink } from './auth/delete-sso-link.route.js';
import { registerGetImpersonationLink } from './auth/get-impersonation-link.route.js';
import { registerGetSsoCallback } from './auth/get-sso-callback.route.js';
import { registerGetSsoStart } from './auth/get-sso-start.route.js';
import { registerPostImpersonate } from './auth/post-impersonate.route.js';
import { registerPostImpersonationStop } from './auth/post-impersonation-stop.route.js';
import { registerPostMagicLink } from './auth/post-magic-link.route.js';
import { registerPostPasswordReset } from './auth/post-password-reset.route.js';
import { registerPostPasswordResetConfirm } from './auth/post-password-reset-confirm.route.js';
import { registerPostPasswordResetValidate } from './auth/post-password-reset-validate.route.js';
import { registerPostSsoLink } from './auth/post-sso-link.route.js';
import { registerGetIucnSpeciesList } from './biodiversity/get-iucn-species-list.route.js';
import { registerDeleteCollection } from './collection/delete-collection.route.js';
import { registerDeleteCollectionItems } from './collection/delete-collection-items.route.js';
import { registerGetCollection } from './collection/get-collection.route.js';
import { registerGetCollections } from './collection/get-collections.route.js';
import { registerPatchCollection } from './collection/patch-collection.route.js';
import { registerPostCollection } from './collection/post-collection.route.js';
import { registerPutCollectionItems } from './collection/put-collection-items.route.js';
import { registerPostMessageForm } from './contact/post-message-form.route.js';
import { registerGetCountryPhonePrefixes } from './countries/get-country-phone-prefixes.route.js';
import { registerGetMapTile } from './geo/get-map-tile.route.js';
import { registerPostRasterHitTest } from './geo/post-raster-hit-test.route.js';
import { registerPostRasterInfo } from './geo/post-raster-info.route.js';
import { registerPostGetStarted } from './get-started/post-get-started.route.js';
import { registerPostGetStartedShape } from './get-started/post-get-started-shape.route.js';
import { registerGetHealth } from './health/get-health.route.js';
import { registerGetLegalDocument } from './legal/get-legal-document.route.js';
import { registerGetClientConfig } from './map/get-client-config.route.js';
import { registerGetMapConfig } from './map/get-map-config.route.js';
import { registerGetNewsletterConfirm } from './newsletter/get-newsletter-confirm.route.js';
import { registerGetNewsletterUnsubscribe } from './newsletter/get-newsletter-unsubscribe.route.js';
import { registerPostNewsletterSubscribe } from './newsletter/post-newsletter-subscribe.route.js';
import { registerGetNotificationStream } from './notifications/get-notification-stream.route.js';
import { registerGetNotifications } from './notifications/get-notifications.route.js';
import { registerPostNotificationRead } from './notifications/post-notification-read.route.js';
import { registerPostNotificationsReadAll } from './notifications/post-notifications-read-all.route.js';
import { registerSearchPlaces } from './places/search-places.route.js';
import { registerGetPortfolios } from './project/get-portfolios.route.js';
import { registerGetProjectMetadata } from './project/get-project-metadata.route.js';
import { registerGetProjects } from './project/get-projects.route.js';
import { registerPatchPortfolio } from './project/patch-portfolio.route.js';
import { registerPatchProject } from './project/patch-project.route.js';
import { registerPostPortfolio } from './project/post-portfolio.route.js';
import { registerPostProject } from './project/post-project.route.js';
import { registerDeleteResourceSharing } from './resource/delete-resource-sharing.route.js';
import { registerGetResourceCollections } from './resource/get-resource-collections.route.js';
import { registerGetResourceMetadata } from './resource/get-resource-metadata.route.js';
import { registerGetResourceSharing } from './resource/get-resource-sharing.route.js';
import { registerGetResourceSharingCandidates } from './resource/get-resource-sharing-candidates.route.js';
import { registerGetResources } from './resource/get-resources.route.js';
import { registerPostResourceInvalidate } from './resource/post-resource-invalidate.route.js';
import { registerPostResourcePublish } from './resource/post-resource-publish.route.js';
import { registerPostResourceSharing } from './resource/post-resource-sharing.route.js';
import { registerPutResourceSharing } from './resource/put-resource-sharing.route.js';
import type { App, RouteContext } from './route-context.js';
import { registerCleanUpGeoJson } from './shape-file/clean-up-geojson.route.js';
import { registerCreateMaskFromGeojson } from './shape-file/create-mask-from-geojson.route.js';
import { registerGenerateGeoJsonFromFiles } from './shape-file/generate-geojson-from-files.route.js';
import { registerGeojsonAssetRelationship } from './shape-file/geojson-asset-relationship.route.js';
import { registerGetBucketUploadSignedUrl } from './shape-file/get-bucket-upload-signed-url.route.js';
import { registerGetShapefile } from './shape-file/get-shapefile.route.js';
import { registerGetShapefileDownloads } from './shape-file/get-shapefile-download.route.js';
import { registerGetShapefileGeoJson } from './shape-file/get-shapefile-geojson.route.js';
import { registerGetShapefileList } from './shape-file/get-shapefile-list.route.js';
import { registerGetShapefileMask } from './shape-file/get-shapefile-mask.route.js';
import { registerMaskPreviewSummary } from './shape-file/mask-preview-summary.route.js';
import { registerPostGeography } from './shape-file/post-geography.route.js';
import { registerStoreShapeHash } from './shape-file/store-shape-hash.route.js';
import { registerDeleteSite } from './site/delete-site.route.js';
import { registerGetSite } from './site/get-site.route.js';
import { registerGetSiteList } from './site/get-site-list.route.js';
import { registerGetSites } from './site/get-sites.route.js';
import { registerPatchSite } from './site/patch-site.route.js';
import { registerGetSpecies } from './species/get-species.route.js';
import { registerPutUpload } from './uploads/put-upload.route.js';
import { registerDeleteUser } from './user/delete-user.route.js';
import { registerGetUserAllRoles } from './user/get-user-all-roles.route.js';
import { registerGetUserByEmail } from './user/get-user-by-email.route.js';
import { registerGetUserExtendedInfo } from './user/get-user-extended-info.route.js';
import { registerGetUserPermissions } from './user/get-user-permissions.route.js';
import { registerGetUserSession } from './user/get-user-session.route.js';
import { registerGetUsers } from './user/get-users.route.js';
import { registerPostInvitationAccept } from './user/post-invitation-accept.route.js';
import { registerPostInvitationCheck } from './user/post-invitation-check.route.js';
import { registerPostUserInvite } from './user/post-user-invite.route.js';
import { registerPostUserResendInvite } from './user/post-user-resend-invite.route.js';
import { registerPostUserRoles } from './user/post-user-roles.route.js';
import { registerPutUser } from './user/put-user.route.js';
import { registerDeleteUserFlag } from './user-flags/delete-user-flag.route.js';
import { registerPostUserFlag } from './user-flags/post-user-flag.route.js';
import { registerGetUserPreferences } from './user-preferences/get-user-preferences.route.js';
import { registerPutUserPreferences } from './user-preferences/put-user-preferences.route.js';
import { registerPostWorkflowRun } from './workflow/post-workflow-run.route.js';

const routes = [
  registerGetHealth,
  registerBetterAuth,
  registerDeleteSession,
  registerGetUserSession,
  registerGetUserPermissions,
  registerGetUsers,
  registerGetUserByEmail,
  registerPostUserInvite,
  registerPostUserResendInvite,
  registerGetUserAllRoles,
  registerGetUserExtendedInfo,
  registerPutUser,
  registerPostUserRoles,
  registerDeleteUser,
  registerPostInvitationCheck,
  registerPostInvitationAccept,
  registerPostImpersonate,
  registerGetImpersonationLink,
  registerPostImpersonationStop,
  registerGetImpersonations,
  registerGetAdminSettings,
  registerGetUserPreferences,
  registerPutUserPreferences,
  registerGetMapConfig,
  registerGetClientConfig,
  registerSearchPlaces,
  registerGenerateGeoJsonFromFiles,
  registerCleanUpGeoJson,
  registerStoreShapeHash,
  registerGetShapefileList,
  registerGetShapefile,
  registerGetShapefileGeoJson,
  registerGetShapefileDownloads,
  registerGetShapefileMask,
  registerCreateMaskFromGeojson,
  registerMaskPreviewSummary,
  registerGeojsonAssetRelationship,
  registerPostGeography,
  registerPostUserFlag,
  registerDeleteUserFlag,
  registerGetCountryPhonePrefixes,
  registerPostGetStarted,
  registerPostGetStartedShape,
  registerGetLegalDocument,
  registerPostNewsletterSubscribe,
  registerGetNewsletterConfirm,
  registerGetNewsletterUnsubscribe,
  registerPostMessageForm,
  registerPostMagicLink,
  registerPostPasswordReset,
  registerPostPasswordResetValidate,
  registerPostPasswordResetConfirm,
  registerGetSsoStart,
  registerGetSsoCallback,
  registerPostSsoLink,
  registerDeleteSsoLink,
  registerGetAnalysisMetadata,
  registerGetInstrumentInfo,
  registerPostAnalysis,
  registerGetAnalysisList,
  registerGetAnalysis,
  registerPostAnalysisCancel,
  registerGetAnalysisLayer,
  registerGetMapTile,
  registerPostRasterInfo,
  registerPostRasterHitTest,
  registerGetAnalysisResults,
  registerGetAssessmentContext,
  registerGetAssessment,
  registerPostAssessmentReport,
  registerGetAssessmentReports,
  registerGetAssessmentReport,
  registerGetAssessmentReportFile,
  registerDeleteAssessmentReport,
  registerGetIucnSpeciesList,
  registerGetSpecies,
  registerPostWorkflowRun,
  registerGetBucketUploadSignedUrl,
  registerPutUpload,
  registerGetSiteList,
  registerGetSites,
  registerGetSite,
  registerPatchSite,
  registerDeleteSite,
  registerGetNotifications,
  registerGetNotificationStream,
  registerPostNotificationRead,
  registerPostNotificationsReadAll,
  registerGetResourceSharing,
  registerPutResourceSharing,
  registerDeleteResourceSharing,
  registerPostResourceSharing,
  registerGetResourceSharingCandidates,
  registerGetResourceMetadata,
  registerGetResourceCollections,
  registerGetResources,
  registerPostResourceInvalidate,
  registerPostResourcePublish,
  registerGetPortfolios,
  registerPostPortfolio,
  registerPatchPortfolio,
  registerGetProjects,
  registerPostProject,
  registerPatchProject,
  registerGetProjectMetadata,
  registerGetCollections,
  registerPostCollection,
  registerGetCollection,
  registerPatchCollection,
  registerDeleteCollection,
  registerPutCollectionItems,
  registerDeleteCollectionItems,
];

export function registerRoutes(app: App, context: RouteContext): void {
  for (const register of routes) register(app, context);
}
