// Sharing, resources, collections, portfolios and projects (issue 20; specs/2 sections 3-8;
// docs/sharing.md). Paths are those of specs/2 section 7 where it names one.
import { z } from 'zod';
import {
  ACCESS_SOURCE_LABELS,
  ASSESSMENT_STAGES,
  COLLECTION_ITEM_TYPES,
  COLLECTION_NAME_MAX,
  PROJECT_ORIGIN_TIERS,
  PROJECT_STAGES,
  PROJECT_TITLE_MAX,
  RESOURCE_VISIBILITIES,
} from './sharing-constants.js';
import { accessLevelSchema, accessResourceTypeSchema } from './users.js';
import { siteTypeSchema } from './workflow.js';

export const resourceVisibilitySchema = z.enum(RESOURCE_VISIBILITIES);
export const projectStageSchema = z.enum(PROJECT_STAGES);
export const projectOriginTierSchema = z.enum(PROJECT_ORIGIN_TIERS);
export const assessmentStageSchema = z.enum(ASSESSMENT_STAGES);
export const collectionItemTypeSchema = z.enum(COLLECTION_ITEM_TYPES);

/** `/api/resource/{type}/{id}/...` path parameters. */
export const resourcePathSchema = z.object({ type: accessResourceTypeSchema, id: z.uuid() });

/** One way a user holds access to a resource: a grant on it (direct) or on a parent (via). */
export const sharingSourceSchema = z.object({
  resourceType: accessResourceTypeSchema,
  resourceId: z.string(),
  resourceTitle: z.string(),
  accessLevel: accessLevelSchema,
  /** True for the grant on the resource itself; false for one inherited from a parent. */
  direct: z.boolean(),
});
export type SharingSource = z.infer<typeof sharingSourceSchema>;

/** One row of the Sharing panel's table. */
export const sharingUserSchema = z.object({
  ecotoneUserId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The highest level over the sources: what the user can do here. */
  accessLevel: accessLevelSchema,
  /** Direct, "Via <type>" (`viaType`) or "Multiple sources". */
  label: z.enum(ACCESS_SOURCE_LABELS),
  viaType: accessResourceTypeSchema.nullable(),
  sources: z.array(sharingSourceSchema),
  /** Internal staff, by email domain (the panel's "internal only" filter). */
  internal: z.boolean(),
});
export type SharingUser = z.infer<typeof sharingUserSchema>;

/**
 * GET /api/resource/{type}/{id}/sharing: who has access and how. Needs full access to the
 * resource (or update:user-resources). The answer of every sharing write is the same list.
 */
export const sharingAnswerSchema = z.object({
  users: z.array(sharingUserSchema),
  /** The lowest level a direct grant may have here (a parent's grant sets it; specs/2 section 5). */
  minimumLevels: z.record(z.string(), accessLevelSchema),
});
export type SharingAnswer = z.infer<typeof sharingAnswerSchema>;

/** PUT /api/resource/{type}/{id}/sharing: sets the direct grant; `none` removes it. */
export const putSharingBodySchema = z.object({
  ecotoneUserId: z.string().min(1),
  accessLevel: accessLevelSchema,
});
export type PutSharingBody = z.infer<typeof putSharingBodySchema>;

/** DELETE /api/resource/{type}/{id}/sharing: removes the direct grant. */
export const deleteSharingBodySchema = z.object({ ecotoneUserId: z.string().min(1) });
export type DeleteSharingBody = z.infer<typeof deleteSharingBodySchema>;

/** POST /api/resource/{type}/{id}/sharing: adds users (the Add button gives Basic). */
export const postSharingBodySchema = z.object({
  users: z
    .array(z.object({ ecotoneUserId: z.string().min(1), accessLevel: accessLevelSchema }))
    .min(1)
    .max(100),
});
export type PostSharingBody = z.infer<typeof postSharingBodySchema>;

/**
 * GET /api/resource/{type}/{id}/sharing/candidates?search=: users the sharer may add, matching
 * name or email (at least 2 characters; at most 20 answers). Needs what sharing needs.
 */
export const sharingCandidatesQuerySchema = z.object({ search: z.string().trim().min(2).max(200) });
export const sharingCandidatesAnswerSchema = z.object({
  users: z.array(
    z.object({
      ecotoneUserId: z.string(),
      name: z.string(),
      email: z.string(),
      internal: z.boolean(),
    }),
  ),
});
export type SharingCandidatesAnswer = z.infer<typeof sharingCandidatesAnswerSchema>;

/** GET /api/resource/{type}/{id}/metadata: what the Sharing panel and links need. */
export const resourceMetadataSchema = z.object({
  resourceType: accessResourceTypeSchema,
  resourceId: z.string(),
  title: z.string(),
  /** The viewer's effective level. */
  accessLevel: accessLevelSchema,
  /** Whether the viewer may change who has access (full access, or update:user-resources). */
  canShare: z.boolean(),
  /**
   * Why the resource cannot be shared at all, or null: a portfolio or project whose visibility is
   * not external, a collection with an owner (specs/2 section 5).
   */
  notShareableReason: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('visibility'), visibility: resourceVisibilitySchema }),
      z.object({ kind: z.literal('ownedCollection') }),
    ])
    .nullable(),
});
export type ResourceMetadata = z.infer<typeof resourceMetadataSchema>;

/** GET /api/resource: what the viewer can see, for pickers (specs/2 section 3, "Resource list"). */
export const resourceListAnswerSchema = z.object({
  portfolios: z.array(z.object({ portfolioId: z.string(), title: z.string() })),
  projects: z.array(
    z.object({
      projectId: z.string(),
      title: z.string(),
      slug: z.string(),
      parentPortfolioId: z.string().nullable(),
    }),
  ),
  collections: z.array(z.object({ collectionId: z.string(), collectionName: z.string() })),
  sites: z.array(
    z.object({
      siteId: z.string(),
      title: z.string(),
      primaryAssessmentId: z.string().nullable(),
      parentProjectId: z.string().nullable(),
    }),
  ),
});
export type ResourceListAnswer = z.infer<typeof resourceListAnswerSchema>;

/** GET /api/resource/{type}/{id}/collections: the collections that hold it. */
export const resourceCollectionsAnswerSchema = z.object({
  collections: z.array(z.object({ collectionId: z.string(), collectionName: z.string() })),
});

/** POST /api/resource/invalidate (update:site): marks a project or portfolio as needing a re-publish. */
export const invalidateResourceBodySchema = z.object({
  resourceType: z.enum(['portfolio', 'project']),
  resourceId: z.uuid(),
  notifyAccessChanged: z.boolean().default(false),
});
/** POST /api/resource/publish (update:site). */
export const publishResourcesBodySchema = z.object({
  resourcesToInvalidate: z
    .array(z.object({ resourceType: z.enum(['portfolio', 'project']), resourceId: z.uuid() }))
    .min(1)
    .max(100),
});
export const publishStateSchema = z.object({
  resourceType: z.enum(['portfolio', 'project']),
  resourceId: z.string(),
  publishedAt: z.iso.datetime().nullable(),
  invalidatedAt: z.iso.datetime().nullable(),
});
export const publishAnswerSchema = z.object({ resources: z.array(publishStateSchema) });

// Portfolios and projects ----------------------------------------------------------------------

export const portfolioSchema = z.object({
  portfolioId: z.string(),
  title: z.string(),
  visibility: resourceVisibilitySchema,
  projects: z.array(z.object({ projectId: z.string(), title: z.string(), slug: z.string() })),
  accessLevel: accessLevelSchema,
  publishedAt: z.iso.datetime().nullable(),
  invalidatedAt: z.iso.datetime().nullable(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const projectSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  slug: z.string(),
  visibility: resourceVisibilitySchema,
  stage: projectStageSchema,
  originTier: projectOriginTierSchema.nullable(),
  parentPortfolioId: z.string().nullable(),
  /** The site type it imposes on its sites (specs/2 "pipelineClass"). */
  pipelineClass: siteTypeSchema.nullable(),
  landownerAgreementExists: z.boolean(),
  accessLevel: accessLevelSchema,
  publishedAt: z.iso.datetime().nullable(),
  invalidatedAt: z.iso.datetime().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/portfolios and GET /api/projects (the ones the viewer can read). */
export const portfolioListAnswerSchema = z.object({ portfolios: z.array(portfolioSchema) });
export const projectListAnswerSchema = z.object({ projects: z.array(projectSchema) });

/** POST /api/portfolios (update:site). */
export const createPortfolioBodySchema = z.object({
  title: z.string().trim().min(1).max(PROJECT_TITLE_MAX),
  visibility: resourceVisibilitySchema.default('internal'),
});
/** PATCH /api/portfolio/{id} (update:site). */
export const updatePortfolioBodySchema = createPortfolioBodySchema.partial();

/** POST /api/projects (update:site); the slug comes from the title, made unique. */
export const createProjectBodySchema = z.object({
  title: z.string().trim().min(1).max(PROJECT_TITLE_MAX),
  visibility: resourceVisibilitySchema.default('internal'),
  stage: projectStageSchema.default('internal-draft'),
  originTier: projectOriginTierSchema.nullable().default(null),
  parentPortfolioId: z.uuid().nullable().default(null),
  pipelineClass: siteTypeSchema.nullable().default(null),
  landownerAgreementExists: z.boolean().default(false),
});
/** PATCH /api/project/{id} (update:site). */
export const updateProjectBodySchema = createProjectBodySchema.partial();

/** GET /api/project/{id}/metadata: reads pipelineClass (specs/2 section 7). */
export const projectMetadataSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  slug: z.string(),
  pipelineClass: siteTypeSchema.nullable(),
});

// Collections ------------------------------------------------------------------------------------

export const collectionItemSchema = z.object({
  itemId: z.string(),
  itemType: collectionItemTypeSchema,
  itemName: z.string(),
  /** A project's slug; null for sites and collections. */
  slug: z.string().nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** GET /api/collection/{id}. A collection with an owner is private (cannot be shared). */
export const collectionSchema = z.object({
  collectionId: z.string(),
  collectionName: z.string(),
  ownerUserId: z.string().nullable(),
  ownerUserName: z.string().nullable(),
  itemCount: z.number().int().nonnegative(),
  collectionItems: z.array(collectionItemSchema),
  accessLevel: accessLevelSchema,
  /** The viewer may rename, add, remove and delete (update:collection and full access). */
  canEdit: z.boolean(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** GET /api/collections: the ones the viewer can read. */
export const collectionListAnswerSchema = z.object({
  collections: z.array(
    z.object({
      collectionId: z.string(),
      collectionName: z.string(),
      ownerUserId: z.string().nullable(),
      ownerUserName: z.string().nullable(),
      itemCount: z.number().int().nonnegative(),
      accessLevel: accessLevelSchema,
    }),
  ),
});
export type CollectionListAnswer = z.infer<typeof collectionListAnswerSchema>;

const collectionName = z.string().trim().min(1).max(COLLECTION_NAME_MAX);

/** POST /api/collections (update:collection): `private` makes the viewer its owner. */
export const createCollectionBodySchema = z.object({
  collectionName,
  private: z.boolean().default(false),
});
/** PATCH /api/collection/{id}. */
export const updateCollectionBodySchema = z.object({ collectionName });
/** PUT /api/collection/{id}/items: adds items (one or many); answers the collection. */
export const addCollectionItemsBodySchema = z.object({
  items: z
    .array(z.object({ itemType: collectionItemTypeSchema, itemId: z.uuid() }))
    .min(1)
    .max(100),
});
/** DELETE /api/collection/{id}/items. */
export const removeCollectionItemBodySchema = z.object({ itemId: z.uuid() });
