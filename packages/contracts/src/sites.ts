import { z } from 'zod';
import { assessmentStageSchema } from './sharing.js';
import { accessLevelSchema } from './users.js';
import { siteTypeSchema } from './workflow.js';

/**
 * GET /api/site/list (specs/2 section 2: "A site list shows siteId, title, assessmentCount and
 * shapefileCount, ordered by title ascending"): the sites the viewer may add a shapefile to, for
 * step 2's "existing site" choice: those they hold full access to (docs/sharing.md); holders of
 * `update:site` see every site.
 */
export const siteListItemSchema = z.object({
  siteId: z.uuid(),
  title: z.string(),
  siteType: siteTypeSchema,
  assessmentCount: z.number().int().nonnegative(),
  shapefileCount: z.number().int().nonnegative(),
});
export type SiteListItem = z.infer<typeof siteListItemSchema>;

export const siteListAnswerSchema = z.object({ sites: z.array(siteListItemSchema) });
export type SiteListAnswer = z.infer<typeof siteListAnswerSchema>;

/**
 * GET /api/sites: the Sites page, every site the viewer can read (any level above none), by
 * title, with its counts, parent project and the viewer's level.
 */
export const sitesPageItemSchema = siteListItemSchema.extend({
  primaryAssessmentId: z.uuid().nullable(),
  parentProject: z.object({ projectId: z.string(), title: z.string() }).nullable(),
  accessLevel: accessLevelSchema,
  createdAt: z.iso.datetime(),
});
export type SitesPageItem = z.infer<typeof sitesPageItemSchema>;
export const sitesPageAnswerSchema = z.object({ sites: z.array(sitesPageItemSchema) });
export type SitesPageAnswer = z.infer<typeof sitesPageAnswerSchema>;

/**
 * A site's financial terms with its landowner: shown and sent only to full access
 * (specs/2 section 6, "Full access grants the full financials"; docs/sharing.md). Any field may
 * be unknown (null).
 */
export const siteFinancialsSchema = z.object({
  /** The landowner's share of credit revenue, percent. */
  revenueSharePercent: z.number().min(0).max(100).nullable(),
  /** The yearly payment to the landowner, US dollars. */
  annualLandownerPaymentUsd: z.number().min(0).max(1e12).nullable(),
  /** The agreement's length, years. */
  agreementTermYears: z.number().int().min(1).max(100).nullable(),
});
export type SiteFinancials = z.infer<typeof siteFinancialsSchema>;

export const siteShapefileSchema = z.object({
  shapefileId: z.string(),
  shapefileName: z.string(),
  dateCreated: z.iso.datetime(),
  totalAreaHa: z.number(),
});
export const siteAssessmentSchema = z.object({
  assessmentId: z.string(),
  /** The assessment stage (specs/2 "Assessment stages"). */
  type: assessmentStageSchema,
  title: z.string(),
  restorationActivity: z.string().nullable(),
  dateCreated: z.iso.datetime(),
  creatorUserId: z.string(),
  creatorName: z.string(),
  shapefileName: z.string(),
  /** The assessment's analysis (its results page), null before one ran. */
  analysisId: z.string().nullable(),
  /** The viewer's level on the assessment. */
  accessLevel: accessLevelSchema,
});

/** The site as the viewer may read it (specs/2 section 3, "Site"). */
export const siteDetailSchema = z.object({
  siteId: z.string(),
  title: z.string(),
  anonymisedTitle: z.string().nullable(),
  siteType: siteTypeSchema,
  creatorUserId: z.string(),
  creatorName: z.string(),
  primaryAssessmentId: z.string().nullable(),
  dateCreated: z.iso.datetime(),
  parentProject: z
    .object({ projectId: z.string(), title: z.string(), pipelineClass: siteTypeSchema.nullable() })
    .nullable(),
  collections: z.array(z.object({ collectionId: z.string(), collectionName: z.string() })),
  shapefiles: z.array(siteShapefileSchema),
  assessments: z.array(siteAssessmentSchema),
  /** The viewer's level. */
  accessLevel: accessLevelSchema,
  /** Present only with full access. */
  financials: siteFinancialsSchema.optional(),
  /** What the viewer may do in Site Settings (update:site, delete:resource, full access to share). */
  can: z.object({ update: z.boolean(), delete: z.boolean(), share: z.boolean() }),
});
export type SiteDetail = z.infer<typeof siteDetailSchema>;

/**
 * GET /api/site/{id}: the site, or, to a signed-in user without access to a site that carries an
 * anonymised title (reserved by another party, specs/1 2.5), its anonymised preview. Anyone else
 * gets 404 NOT_FOUND.
 */
export const siteAnswerSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('full'), site: siteDetailSchema }),
  z.object({
    view: z.literal('reserved'),
    reserved: z.object({ siteId: z.string(), anonymisedTitle: z.string() }),
  }),
]);
export type SiteAnswer = z.infer<typeof siteAnswerSchema>;

/**
 * PATCH /api/site/{id} (update:site and read access): any of the fields. A site under a project
 * takes the project's site type (specs/2 section 5): 409 SITE_TYPE_SET_BY_PROJECT.
 */
export const updateSiteBodySchema = z
  .object({
    title: z.string().trim().min(1).max(56),
    anonymisedTitle: z.string().trim().max(56).nullable(),
    siteType: siteTypeSchema,
    parentProjectId: z.uuid().nullable(),
    creatorUserId: z.string().min(1),
    primaryAssessmentId: z.uuid().nullable(),
    financials: siteFinancialsSchema,
  })
  .partial();
export type UpdateSiteBody = z.infer<typeof updateSiteBodySchema>;
export const updateSiteAnswerSchema = z.object({
  site: siteDetailSchema,
  /** Projects marked as needing a re-publish because the parent project changed. */
  invalidatedProjectIds: z.array(z.string()),
});

/**
 * DELETE /api/site/{id} (delete:resource): moves shapefiles and assessments to
 * `replacementSiteId` first; 409 SITE_REPLACEMENT_REQUIRED when the site holds any and none is
 * given.
 */
export const deleteSiteBodySchema = z.object({
  replacementSiteId: z.uuid().nullable().default(null),
});
export const deleteSiteAnswerSchema = z.object({
  replacementSite: z.object({ siteId: z.string(), title: z.string() }).nullable(),
  movedShapefiles: z.number().int().nonnegative(),
  movedAssessments: z.number().int().nonnegative(),
});
