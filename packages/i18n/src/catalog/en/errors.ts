/** Texts for AppError codes (see apps/server/src/errors.ts); shown by the web app and returned by the API. */
export const errors = {
  UNAUTHENTICATED: 'User session required but not available',
  MISSING_USER_ID: 'Missing user ID',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  NOT_ACCEPTABLE: 'This address sends a stream of events: ask for text/event-stream.',
  VALIDATION: 'The request is not valid: {{details}}',
  INVALID_CREDENTIALS:
    "Your log-in credentials were not recognized or incorrect. Please reset your password or get started if you don't already have an account",
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a few minutes and try again.',
  MAIL_LIMIT_REACHED:
    'Several sign-in emails were sent to this address in the last 15 minutes. If it has an account, use the newest link there (links work for 2 hours), or try again later.',
  MAGIC_LINK_NO_EMAIL:
    "We don't have your email address in our system. Try a different email or get started to create an account.",
  RESET_CODE_INVALID:
    'This reset link was already used or has expired: each link works once, for 2 hours. Ask for a new reset email.',
  RESET_SERVER_ERROR: 'A server error has occurred, please contact us about this issue.',
  SSO_LINK_EMAIL_MISMATCH:
    'The single sign-on account can only be linked to the Ecotone account with the same email address.',
  ADMIN_PERMISSIONS_WITHHELD:
    'Your Ecotone admin permissions will not be granted with this sign-in method. Please use Google sign-in to access admin functionality.',
  INVALID_FILE: 'This file could not be used. {{reason}}',
  INVALID_SHAPE: 'This shape could not be used. {{reason}}',
  INVALID_MASK: 'This exclusion mask could not be used. {{reason}}',
  SHAPE_TOO_COMPLEX:
    'This shape is too complex to process here (it needed more than {{limit}}). Simplify it or split it into smaller parts.',
  PAYLOAD_TOO_LARGE: 'The upload is too large: the limit is {{limit}}.',
  UPLOAD_INCOMPLETE: 'The upload was cut off before it ended. Please send the files again.',
  IMPORT_OVER_BUDGET: 'These files are too demanding to read in one upload: {{reason}}',
  SERVICE_UNAVAILABLE:
    'A service Ecotone relies on is not answering. Please try again in a moment.',
  NO_TOOLS_ENABLED: 'Enable at least one analysis tool before starting the analysis.',
  TOOL_NOT_AVAILABLE: 'The analysis tool {{scriptType}} cannot be run yet.',
  INVALID_ANALYSIS_INPUTS: 'The inputs of {{scriptType}} are not valid: {{details}}',
  HUB_ONLY: '{{dataset}} needs hub access.',
  ANALYSIS_NOT_FINISHED:
    'The analysis has not succeeded yet (it is {{state}}). Its results can be read once it has.',
  NOTHING_TO_REPORT: 'Nothing to report yet: no analysis of this assessment has succeeded.',
  INTERNAL: 'An error occurred. Please try again later.',
  WORKFLOW_REFUSED: 'The assessment could not be submitted. {{reason}}',
  UPLOAD_LINK_INVALID: 'This upload link is not valid or has expired. Please submit again.',
  UPLOAD_LINK_USED: 'This upload link has already been used. Please submit again.',
  WORKFLOW_UPLOAD_NOT_FOUND: 'The assessment could not be submitted. {{reason}}',
  NON_POLYGON_FEATURE: 'Non-polygon feature found.',
  GEOGRAPHY_LOOKUP_FAILED: 'Failed to fetch geographic information.',
  DATA_RESTRICTED:
    'The species data ({{dataset}}) is restricted by its licence ({{license}}), and this server is not enabled to show it.',
  USER_ALREADY_EXISTS:
    'A user with this email address already exists. You can update their access levels instead.',
  INVITATION_NOT_PENDING:
    'This user has already accepted their invitation or signed in, so there is no invitation to resend.',
  INVITATION_INVALID:
    'This invitation link is no longer valid: it was already used, replaced by a newer invitation, or has expired. Ask the person who invited you to send it again.',
  PROFILE_MANAGED_BY_SSO:
    "This user signs in with single sign-on: their name and email come from that account and can't be changed here.",
  LAST_ADMINISTRATOR:
    'This is the last administrator: make another user an administrator first, or nobody could manage users.',
  CANNOT_DELETE_SELF: "You can't delete your own account. Ask another administrator to do it.",
  INVITATION_NOT_SENT:
    'The account was created, but the invitation email could not be sent. Try "Resend invitation" in their profile in a few minutes.',
  ACCESS_LEVEL_NOT_OFFERED:
    'The access level "{{level}}" cannot be given on this kind of resource.',
  RESOURCE_NOT_SHAREABLE:
    'This resource cannot be shared: only external portfolios and projects, and collections without an owner, can be shared.',
  ACCESS_BELOW_MINIMUM:
    'This user already has "{{level}}" access through a parent resource: a direct grant cannot be lower.',
  SITE_TYPE_SET_BY_PROJECT:
    "The site type of this site is set by its project's pipeline class and can't be changed here.",
  SITE_REPLACEMENT_REQUIRED:
    "Trying to delete the site {{siteId}} which has {{count}} shapefiles, but a replacement site hasn't been specified.",
  REPLACEMENT_SITE_INVALID:
    'The replacement site must be another site that exists and that you can see.',
  PRIMARY_ASSESSMENT_NOT_OF_SITE: "The primary assessment must be one of this site's assessments.",
  USER_NOT_FOUND: 'There is no such user, or their account was deleted.',
  RESOURCE_NOT_FOUND: 'One of the resources named does not exist.',
  COLLECTION_ITEM_NOT_ALLOWED:
    'A site that belongs to a project cannot be added to a collection directly: add its project instead.',
  SITE_HAS_NO_PRIMARY_ASSESSMENT:
    'Only a site with a primary assessment can be added to a collection: choose one in its settings first.',
} as const;
