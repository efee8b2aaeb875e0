// Sharing vocabularies without zod (issue 20; specs/2 sections 3, 5 and 6; docs/sharing.md).
import { ACCESS_LEVELS, type AccessLevel, type AccessResourceType } from './user-constants.js';

/** Levels offered per resource type (specs/2 section 6): sites, collections, assessments skip no-financials. */
export const OFFERED_ACCESS_LEVELS: Readonly<Record<AccessResourceType, readonly AccessLevel[]>> = {
  portfolio: ['none', 'no-financials', 'basic', 'full'],
  project: ['none', 'no-financials', 'basic', 'full'],
  collection: ['none', 'basic', 'full'],
  site: ['none', 'basic', 'full'],
  assessment: ['none', 'basic', 'full'],
};

/** The rank of a level: a higher level includes every lower one. */
export const accessRank = (level: AccessLevel): number => ACCESS_LEVELS.indexOf(level);

/** The higher of two levels. */
export const higherAccess = (a: AccessLevel, b: AccessLevel): AccessLevel =>
  accessRank(a) >= accessRank(b) ? a : b;

/** True when `held` includes `needed`. */
export const includesAccess = (held: AccessLevel, needed: AccessLevel): boolean =>
  accessRank(held) >= accessRank(needed);

/** The level the Sharing panel's Add button gives (specs/2 section 4). */
export const ADDED_USER_ACCESS_LEVEL: AccessLevel = 'basic';

/** The level that shows financial fields (specs/2 section 6: "Full access grants the full financials"). */
export const FINANCIALS_ACCESS_LEVEL: AccessLevel = 'full';

/** Project and portfolio visibility (specs/2 section 3, "Project level"); only external ones can be shared. */
export const RESOURCE_VISIBILITIES = ['private', 'internal', 'external'] as const;
export type ResourceVisibility = (typeof RESOURCE_VISIBILITIES)[number];

/** specs/2 section 3, "Project stage". */
export const PROJECT_STAGES = [
  'private',
  'internal-draft',
  'first-impressions',
  'project-feasibility',
  'in-construction',
  'investment-ready',
  'investment-closed',
  'issuing-credits',
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/** specs/2 section 3, "Project origin tiers": t0 Research & insights ... t3 Customer BD. */
export const PROJECT_ORIGIN_TIERS = ['t0', 't1', 't2', 't3'] as const;
export type ProjectOriginTier = (typeof PROJECT_ORIGIN_TIERS)[number];

/** specs/2 section 3, "Assessment stages". */
export const ASSESSMENT_STAGES = ['s1', 's2', 's3', 's4'] as const;
export type AssessmentStage = (typeof ASSESSMENT_STAGES)[number];

/** What a collection holds (specs/2 section 3: itemType Site, Project or Collection). */
export const COLLECTION_ITEM_TYPES = ['site', 'project', 'collection'] as const;
export type CollectionItemType = (typeof COLLECTION_ITEM_TYPES)[number];

/** How a user holds their level on a resource (specs/2 section 2: Direct, "Via <type>", "Multiple sources"). */
export const ACCESS_SOURCE_LABELS = ['direct', 'via', 'multiple'] as const;
export type AccessSourceLabel = (typeof ACCESS_SOURCE_LABELS)[number];

export const COLLECTION_NAME_MAX = 80;
export const PROJECT_TITLE_MAX = 120;
export const RESOURCE_PICKER_MAX = 50;
/** Site deletion's success toast stays this long (specs/2 section 8). */
export const SITE_DELETED_TOAST_MS = 15000;
