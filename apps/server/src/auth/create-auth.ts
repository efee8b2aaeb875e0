import { randomUUID } from 'node:crypto';
import { SESSION_LIFETIME_SECONDS } from '@ecotone/contracts';
import { translate } from '@ecotone/i18n';
import { type BetterAuthPlugin, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, magicLink } from 'better-auth/plugins';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { authSchema } from '../db/schema.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import { createImpersonationRepository } from '../repositories/impersonation.repository.js';
import { createUserAdminRepository } from '../repositories/user-admin.repository.js';
import { CLIENT_ADDRESS_HEADER } from './client-address.js';
import { storedDisplayName } from './display-name.js';
import { mailLocale } from './mail-language.js';
import { createPasswordHashing, type PasswordHashing, runSignInAttempt } from './password.js';
import {
  parseSignInMethod,
  signInMethodOfAuthPath,
  withholdsAdminPermissions,
} from './sign-in-method.js';
import { signInSessionPlugin } from './sign-in-session.plugin.js';
import { parseRoles } from './viewer.js';

/** Vite's dev server, which proxies /api to us during `npm run dev`. */
const DEV_WEB_ORIGIN = 'http://localhost:5173';

/** Emailed sign-in and reset links work once, for 2 hours (specs/2 section 9). */
export const EMAIL_LINK_LIFETIME_SECONDS = 2 * 60 * 60;

/** Where an emailed sign-in link that is used, expired or unknown lands (the web app explains). */
export const MAGIC_LINK_INVALID_PATH = '/?signIn=link-invalid';

/**
 * better-auth paths that our own routes wrap (with rate limits, our answers and our emails):
 * answered 404 when called directly. Prefixes, so `/reset-password/<token>` is covered too.
 */
const WRAPPED_PATHS = [
  '/sign-in/magic-link',
  '/request-password-reset',
  '/reset-password',
  '/sign-in/social',
  '/link-social',
  '/callback/',
  // User administration has its own routes, with the rules the admin plugin lacks: an
  // impersonation only through a one-time link and into the audit log, deletion by
  // anonymising (decision 0023), never removing the last administrator (docs/users.md).
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/remove-user',
  '/admin/set-role',
];

/** Origins whose requests may change state (CSRF, auth/csrf.ts) and carry callback URLs. */
export function webOrigins(config: Pick<Config, 'environment' | 'publicUrl'>): string[] {
  return config.environment === 'production'
    ? [config.publicUrl]
    : [config.publicUrl, DEV_WEB_ORIGIN];
}

/** Answers the wrapped better-auth paths with 404 before better-auth routes them. */
const wrappedPathsPlugin = (basePath: string) =>
  ({
    id: 'ecotone-wrapped-paths',
    async onRequest(request) {
      const path = new URL(request.url).pathname.slice(basePath.length);
      if (WRAPPED_PATHS.some((wrapped) => path === wrapped || path.startsWith(wrapped)))
        return { response: new Response(null, { status: 404 }) };
    },
  }) satisfies BetterAuthPlugin;

/**
 * better-auth, mounted at /api/auth (docs/auth.md lists every path). Accounts are created by
 * administrators, never by public sign-up: visitors ask for access through the get-started form.
 * `mailer` sends the sign-in and reset emails (in the language `withMailLocale` gives).
 */
export function createAuth(
  config: Config,
  database: Database,
  mailer: Mailer = createMailer(config.mail),
  passwords: PasswordHashing = createPasswordHashing(),
) {
  const secureCookies = config.publicUrl.startsWith('https://');
  const adminSignIn = config.adminSignIn.rule;
  const userAdmin = createUserAdminRepository(database);
  const impersonations = createImpersonationRepository(database);
  const basePath = '/api/auth';
  const auth = betterAuth({
    appName: 'Ecotone',
    baseURL: config.publicUrl,
    basePath,
    secret: config.authSecret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: authSchema,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      password: { hash: passwords.hash, verify: passwords.verify },
      resetPasswordTokenExpiresIn: EMAIL_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: an existing account must not answer slower (or fail when SMTP is down)
      // than an unknown email, or the answer would tell which emails have accounts.
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        mailer
          .send({ to: user.email, ...renderMail(mailLocale(), 'passwordReset', { url }) })
          .catch((error: unknown) => console.error('Password-reset email not sent:', error));
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: 24 * 60 * 60,
      additionalFields: {
        signInMethod: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      // Every path that sets a name (sign-up, update-user, the admin plugin's create and update,
      // the first-administrator command) writes through these: one place to clean names.
      user: {
        create: {
          async before(user) {
            return { data: { ...user, name: storedDisplayName(user.name) } };
          },
        },
        update: {
          async before(user) {
            if (typeof user.name !== 'string') return;
            return { data: { ...user, name: storedDisplayName(user.name) } };
          },
        },
      },
      session: {
        create: {
          // Sessions from our own sign-ins arrive with their method; better-auth's are named
          // after the endpoint that creates them.
          async before(session, context) {
            const given = parseSignInMethod((session as { signInMethod?: unknown }).signInMethod);
            return {
              data: {
                ...session,
                signInMethod: given ?? signInMethodOfAuthPath(context?.path) ?? null,
              },
            };
          },
          // The user list's "last sign-in"; an impersonation is not the user signing in.
          async after(session) {
            if ((session as { impersonatedBy?: string | null }).impersonatedBy) return;
            await userAdmin.recordSignIn(session.userId, new Date(session.createdAt));
          },
        },
        update: {
          // better-auth extends a session it refreshes to a year; an impersonation keeps the
          // end its link gave it (specs: time-limited, IMPERSONATION_SESSION_MINUTES).
          async before(data, context) {
            const current = context?.context.session?.session as
              | { impersonatedBy?: string | null; expiresAt: Date }
              | undefined;
            if (!current?.impersonatedBy || !('expiresAt' in data)) return;
            return { data: { ...data, expiresAt: current.expiresAt } };
          },
        },
        delete: {
          // Sign-out (ours or better-auth's) of an impersonated session ends it in the audit log.
          async after(session) {
            await impersonations.endBySession(session.id, new Date());
          },
        },
      },
    },
    verification: {
      // Only hashes of emailed tokens are stored: a copy of the database signs nobody in.
      storeIdentifier: 'hashed',
    },
    // Our limits (services/sign-in-limits.service.ts) count per IP and per email; better-auth's
    // own limiter (on in production) would count the same requests a second time.
    rateLimit: { enabled: false },
    trustedOrigins: webOrigins(config),
    hooks: {
      before: createAuthMiddleware(async (context) => {
        if (adminSignIn !== 'google' || !context.path.startsWith('/admin/')) return;
        const session = await getSessionFromCtx(context);
        if (!session) return;
        const roles = parseRoles((session.user as { role?: string | null }).role);
        const method = parseSignInMethod(session.session.signInMethod);
        if (withholdsAdminPermissions(roles, method, adminSignIn))
          throw APIError.from('FORBIDDEN', {
            code: 'ADMIN_PERMISSIONS_WITHHELD',
            message: translate('en', 'errors.ADMIN_PERMISSIONS_WITHHELD'),
          });
      }),
    },
    advanced: {
      // The client address as Fastify resolved it (TRUST_PROXY), never a client's own header.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
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
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      magicLink({
        expiresIn: EMAIL_LINK_LIFETIME_SECONDS,
        disableSignUp: true,
        async sendMagicLink({ email, url }) {
          await mailer.send({ to: email, ...renderMail(mailLocale(), 'magicLink', { url }) });
        },
      }),
      signInSessionPlugin(),
      wrappedPathsPlugin(basePath),
    ],
  });
  // An unknown account's password is checked against a decoy as a known one's is (password.ts).
  const handler = auth.handler;
  const signInPath = `${basePath}/sign-in/email`;
  auth.handler = (request: Request) =>
    new URL(request.url).pathname === signInPath
      ? runSignInAttempt(() => handler(request))
      : handler(request);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
