import { LANGUAGES, UNIT_SYSTEMS } from '@ecotone/i18n';
import { z } from 'zod';
import { FEATURE_FLAGS, PERMISSIONS, ROLES } from './permissions.js';

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
