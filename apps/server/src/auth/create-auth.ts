import { randomUUID } from 'node:crypto';
import { SESSION_LIFETIME_SECONDS } from '@ecotone/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { authSchema } from '../db/schema.js';

/** Vite's dev server, which proxies /api to us during `npm run dev`. */
const DEV_WEB_ORIGIN = 'http://localhost:5173';

/**
 * better-auth, mounted at /api/auth (docs/auth.md lists every path). Accounts are created by
 * administrators, never by public sign-up: visitors ask for access through the get-started form.
 */
export function createAuth(config: Config, database: Database) {
  const secureCookies = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Ecotone',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: authSchema,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    trustedOrigins:
      config.environment === 'production' ? [config.publicUrl] : [config.publicUrl, DEV_WEB_ORIGIN],
    advanced: {
      // UUIDs made here, not by the database, so ids look the same on both drivers.
      database: { generateId: () => randomUUID() },
      useSecureCookies: secureCookies,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
      },
    },
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
