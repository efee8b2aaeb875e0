import type { MessageKey, ReasonNamespace } from '@ecotone/i18n';

/**
 * The one error vocabulary of the API. Services throw `AppError(code)`; `httpStatusOf` maps
 * codes to HTTP status in one place; the message shown to people is the translation of
 * `errors.<code>` (server side for API bodies and emails, web side for the UI).
 */
export const ERROR_STATUS = {
  /** No session cookie, or the session expired. */
  UNAUTHENTICATED: 401,
  /** A route that needs a user id got none. */
  MISSING_USER_ID: 400,
  /** Signed in, but the user may not do this or see this resource. */
  FORBIDDEN: 403,
  /** The resource does not exist (or the user may not know that it exists). */
  NOT_FOUND: 404,
  /** The request body, query or parameters failed their schema. */
  VALIDATION: 400,
  /** An event stream was asked for without `Accept: text/event-stream` (what EventSource sends). */
  NOT_ACCEPTABLE: 406,
  /** Email and password did not match an account. */
  INVALID_CREDENTIALS: 401,
  /** Rate limit reached. */
  TOO_MANY_REQUESTS: 429,
  /**
   * One address's sign-in and reset emails reached their limit: the links already sent still
   * work, so the message points there (docs/auth.md, "Lock-out policy").
   */
  MAIL_LIMIT_REACHED: 429,
  /** A sign-in link was asked for an email no account has (specs/2 section 8). */
  MAGIC_LINK_NO_EMAIL: 404,
  /** A password-reset token is unknown, used or expired. */
  RESET_CODE_INVALID: 400,
  /** Resetting the password failed on our side (not the person's input). */
  RESET_SERVER_ERROR: 500,
  /** A pending single-sign-on link belongs to another email than the signed-in user's. */
  SSO_LINK_EMAIL_MISMATCH: 403,
  /**
   * An administrator signed in by a method that does not grant admin permissions (Google sign-in
   * is configured and was not used; docs/decisions/0004-sign-in-methods.md).
   */
  ADMIN_PERMISSIONS_WITHHELD: 403,
  /** An uploaded file could not be used; the message says which file and why. */
  INVALID_FILE: 400,
  /** A shape failed validation; the message says why. */
  INVALID_SHAPE: 400,
  /** An uploaded exclusion mask failed validation; the message says why (docs/masks-server.md). */
  INVALID_MASK: 400,
  /** An upload or body over its size limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** A multipart upload that ended before its closing boundary (cut off, or the client left). */
  UPLOAD_INCOMPLETE: 400,
  /** Reading uploaded files took more time or memory than one import may; the reason says which. */
  IMPORT_OVER_BUDGET: 422,
  /** An outside service we depend on (geocoder, ...) did not answer. */
  SERVICE_UNAVAILABLE: 503,
  /** Cleaning up or locating a shape needed more time or memory than a request may take. */
  SHAPE_TOO_COMPLEX: 422,
  /** An analysis was asked for with no tool enabled. */
  NO_TOOLS_ENABLED: 400,
  /** An enabled tool whose computation does not exist on this server (not in the tool registry). */
  TOOL_NOT_AVAILABLE: 400,
  /** A tool's parameter values failed the catalogue's validation. */
  INVALID_ANALYSIS_INPUTS: 400,
  /**
   * An input names a dataset offered only to holders of access:hub (decision 0026). A short code
   * and text: the English errors ship in the wizard's first load (600 kB budget).
   */
  HUB_ONLY: 400,
  /** The results of a tool run were asked for before it succeeded (docs/analysis-runs.md). */
  ANALYSIS_NOT_FINISHED: 409,
  /**
   * A PDF report was asked for before any tool of the assessment succeeded
   * (docs/assessment-report.md): there is nothing to put in it yet.
   */
  NOTHING_TO_REPORT: 409,
  /** Anything unexpected; details go to the log, never to the client. */
  INTERNAL: 500,
  /** A wizard submission (POST /api/workflow/run) was refused; the reason says why (docs/workflow.md). */
  WORKFLOW_REFUSED: 400,
  /** A signed upload URL whose token is forged, altered or expired (docs/uploads.md). */
  UPLOAD_LINK_INVALID: 403,
  /** A signed upload URL was used again: each one stores one document. */
  UPLOAD_LINK_USED: 409,
  /** The uploaded document a workflow names is missing, expired or another user's; the reason says so. */
  WORKFLOW_UPLOAD_NOT_FOUND: 404,
  /** Only polygons can be located: the shape holds a point, a line or nothing (docs/geography.md). */
  NON_POLYGON_FEATURE: 400,
  /** The geography source failed; the cause goes to the log (docs/geography.md). */
  GEOGRAPHY_LOOKUP_FAILED: 502,
  /**
   * A licence-restricted dataset (IUCN Red List ranges) this deployment is not enabled for
   * (ENABLE_RESTRICTED_LAYERS); the message names the dataset and its licence.
   */
  DATA_RESTRICTED: 403,
  /** An invitation or profile change names an email that already has an account. */
  USER_ALREADY_EXISTS: 409,
  /** The user already accepted their invitation or signed in: nothing to resend. */
  INVITATION_NOT_PENDING: 409,
  /** An invitation link that is unknown, used, superseded by a newer one, or expired. */
  INVITATION_INVALID: 400,
  /** Name and email of a user with single sign-on come from the provider (specs/2 section 5). */
  PROFILE_MANAGED_BY_SSO: 403,
  /** The change would leave no administrator (role removed or account deleted). */
  LAST_ADMINISTRATOR: 409,
  /** An administrator asked to delete their own account. */
  CANNOT_DELETE_SELF: 409,
  /**
   * The invitation's mail could not be handed to the mail server. The account and its link are
   * kept; "Resend invitation" sends a new one.
   */
  INVITATION_NOT_SENT: 502,
  /** A sharing level the resource's type does not offer (OFFERED_ACCESS_LEVELS; docs/sharing.md). */
  ACCESS_LEVEL_NOT_OFFERED: 400,
  /** A portfolio or project that is not external, or a collection with an owner (specs/2 section 5). */
  RESOURCE_NOT_SHAREABLE: 409,
  /** A direct grant below the level a parent already gives the user (`level`). */
  ACCESS_BELOW_MINIMUM: 409,
  /** The site's parent project sets its site type (its pipelineClass). */
  SITE_TYPE_SET_BY_PROJECT: 409,
  /** A site holding shapefiles (`count`) or assessments was deleted without a replacement site. */
  SITE_REPLACEMENT_REQUIRED: 409,
  /** The replacement site is the site itself, does not exist, or the viewer cannot read it. */
  REPLACEMENT_SITE_INVALID: 400,
  /** A site's primary assessment must be one of its own assessments. */
  PRIMARY_ASSESSMENT_NOT_OF_SITE: 400,
  /** A user named in the request (a site's creator) does not exist or was deleted. */
  USER_NOT_FOUND: 400,
  /** A resource named in the request's body (an invitation's access levels) does not exist. */
  RESOURCE_NOT_FOUND: 400,
  /** A site under a project is reached through its project: it is not added to a collection. */
  COLLECTION_ITEM_NOT_ALLOWED: 409,
  /** Only a site with a primary assessment can be added to a collection. */
  SITE_HAS_NO_PRIMARY_ASSESSMENT: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Why a file or shape was refused, translated into the `{{reason}}` of the error's message. */
export interface ErrorReason {
  namespace: ReasonNamespace;
  code: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly reason: ErrorReason | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    options?: { cause?: unknown; reason?: ErrorReason },
  ) {
    super(code, options);
    this.name = 'AppError';
    this.reason = options?.reason;
  }
}

export const httpStatusOf = (code: ErrorCode): number => ERROR_STATUS[code];
export const messageKeyOf = (code: ErrorCode): MessageKey => `errors.${code}`;

/** An AppError as data: what a compute thread answers (an Error's class does not cross threads). */
export interface AppErrorData {
  code: ErrorCode;
  params: Record<string, string | number>;
  reason?: ErrorReason;
}

export const appErrorOf = (data: AppErrorData): AppError =>
  new AppError(data.code, data.params, data.reason ? { reason: data.reason } : {});
