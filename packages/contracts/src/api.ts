import { LANGUAGES, UNIT_SYSTEMS } from '@ecotone/i18n';
import { z } from 'zod';
import { FEATURE_FLAGS, PERMISSIONS, ROLES } from './permissions.js';
import { SIGN_IN_METHODS, SSO_PROVIDERS } from './sign-in.js';

/** Every error the API returns has this body; `code` is an AppError code the web app translates. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Why a file or shape was refused: a `files.*` or `geometry.*` catalogue code and its params. */
    reason: z
      .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
      .optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    mode: z.enum(['embedded', 'postgres']),
    postgis: z.string(),
    migration: z.number().int(),
  }),
  /** When a worker last ran the system.heartbeat job; null before any has. */
  worker: z.object({ lastHeartbeat: z.iso.datetime().nullable() }),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const userPreferencesSchema = z.object({
  units: z.enum(UNIT_SYSTEMS),
  language: z.enum(LANGUAGES),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/user/{id}/session (specs/2 section 7): refreshed by the web app every 120000 ms. */
export const userSessionSchema = z.object({
  user: sessionUserSchema,
  userFlags: z.array(z.enum(FEATURE_FLAGS)),
  /**
   * Present (true) only when the user is an administrator but this session's sign-in method does
   * not grant admin permissions (Google sign-in is configured and this is not it; specs/2
   * section 8, docs/decisions/0004-sign-in-methods.md). The web app then shows the warning.
   */
  adminPermissionsWithheld: z.boolean().optional(),
  /** How this session was signed in; sent with `adminPermissionsWithheld`. */
  signInMethod: z.enum(SIGN_IN_METHODS).optional(),
  /**
   * Present only in a session opened by an administrator's impersonation link (issue 19): who
   * impersonates, when the session ends, and whether "Return to my account" can restore the
   * administrator's own session in this browser (else the session is only ended).
   */
  impersonation: z
    .object({
      byName: z.string(),
      byEmail: z.string(),
      expiresAt: z.iso.datetime(),
      canReturn: z.boolean(),
    })
    .optional(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** `?permissions=a,b` (comma-separated) or repeated `?permissions=a&permissions=b`. */
export const permissionsQuerySchema = z.object({
  permissions: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((p) => p.trim()))
    .pipe(z.array(z.enum(PERMISSIONS)).min(1)),
});
export const permissionsAnswerSchema = z.array(z.boolean());

/** A path of the web app to come back to; anything that is not a same-origin path means `/`. */
const redirectPathNameSchema = z.string().max(2000);

/** POST /api/auth/magic-link (specs/2 section 3, "Magic-link request"). */
export const magicLinkRequestSchema = z.object({
  email: z.email(),
  redirectPathName: redirectPathNameSchema.default('/'),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** The answer of the calls that send a sign-in or reset email. */
export const emailSentAnswerSchema = z.object({ status: z.literal('sent') });

/** POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.object({ email: z.email() });

/** POST /api/auth/password-reset/validate: the `token` of the emailed /reset-password link. */
export const passwordResetTokenSchema = z.object({ token: z.string().min(1).max(200) });
export const passwordResetTokenAnswerSchema = z.object({ valid: z.literal(true) });

/** POST /api/auth/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().min(8).max(128),
});
export const passwordResetConfirmAnswerSchema = z.object({ status: z.literal('reset') });

/** GET /api/auth/sso/{provider}/start. */
export const ssoStartQuerySchema = z.object({
  redirectPathName: redirectPathNameSchema.optional(),
});

/**
 * `?sso=` on the page the single-sign-on callback redirects to, with `provider`, and `email`
 * (no-account, account-link-required) and `link` (account-link-required, the pending link id).
 */
export const SSO_RESULTS = ['success', 'no-account', 'account-link-required', 'error'] as const;
export type SsoResult = (typeof SSO_RESULTS)[number];

/** POST and DELETE /api/auth/sso/link: complete or cancel a pending account link. */
export const ssoLinkRequestSchema = z.object({ linkId: z.string().min(1).max(200) });
export const ssoLinkAnswerSchema = z.object({
  status: z.literal('linked'),
  provider: z.enum(SSO_PROVIDERS),
});
export const ssoLinkCancelAnswerSchema = z.object({ status: z.literal('cancelled') });
