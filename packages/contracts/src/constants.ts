import {
  CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS,
  CLEAN_UP_SIMPLIFY_TOLERANCE_METERS,
} from '@ecotone/geometry';

/** Session lifetime and refresh of specs/2 section 9. */
export const SESSION_LIFETIME_SECONDS = 31_536_000;
export const SESSION_REFRESH_MS = 120_000;
export const FETCH_DEDUPE_MS = 30_000;

/** Where the newsletter's confirm and unsubscribe links land: `/?newsletter=<outcome>`. */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

/*
 * Below: the vocabularies and limits a first load of the wizard needs, kept apart from their
 * schemas so that load does not carry zod (docs/architecture.md, "Bundle").
 */

/**
 * In-app notifications (docs/notifications.md): "your assessment is ready" and the like. Texts are
 * translated by the web from `kind` and `params` (namespace `notifications`).
 */
export const NOTIFICATION_KINDS = ['assessmentReady', 'assessmentFailed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** docs/decisions/0006-site-types.md; labels are `workflow.siteTypes.<value>`. */
export const SITE_TYPES = [
  'ranch',
  'farm',
  'forest',
  'conservationArea',
  'wetland',
  'communityLand',
  'other',
] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** specs/1 section 9. */
export const SITE_NAME_MAX_LENGTH = 56;
export const SHAPEFILE_NAME_MAX_LENGTH = 120;

/** Above this many bytes of JSON the wizard uploads the shape first instead of sending it inline. */
export const INLINE_GEOJSON_MAX_BYTES = 1_000_000;

/**
 * The clean-up's tolerances of specs/1 section 9 (20 m, 5,000 m²): the server's defaults and
 * what the wizard sends. The numbers are the geometry kernel's own defaults.
 */
export const CLEAN_UP_TOLERANCES = {
  /** metres */
  simplifyTolerance: CLEAN_UP_SIMPLIFY_TOLERANCE_METERS,
  /** square metres */
  areaTolerance: CLEAN_UP_AREA_TOLERANCE_SQUARE_METERS,
} as const;
