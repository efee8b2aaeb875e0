import { SIGN_IN_METHODS } from '@ecotone/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Sessions that we sign in ourselves (single sign-on, services/sso.service.ts): created by
 * better-auth's internal adapter and set as the same signed, HttpOnly cookie its own sign-ins
 * set (`setSessionCookie`), so `GET /api/auth/get-session` and every session check recognise
 * them. Server-only: `auth.api.createSignInSession` exists, no URL reaches it.
 */
export const signInSessionPlugin = () =>
  ({
    id: 'ecotone-sign-in-session',
    endpoints: {
      createSignInSession: createAuthEndpoint.serverOnly(
        {
          method: 'POST',
          body: z.object({ userId: z.string().min(1), signInMethod: z.enum(SIGN_IN_METHODS) }),
          requireHeaders: true,
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user)
            throw APIError.from('NOT_FOUND', { message: 'No such user', code: 'NOT_FOUND' });
          const session = await ctx.context.internalAdapter.createSession(user.id, false, {
            signInMethod: ctx.body.signInMethod,
          });
          // Explicitly remembered: a "don't remember me" cookie left by an impersonation in this
          // browser must not shorten the new session.
          await setSessionCookie(ctx, { session, user }, false);
          return ctx.json({ userId: user.id });
        },
      ),
      /**
       * An impersonation (issue 19): a session for `userId` marked with better-auth's
       * `impersonatedBy`, ending at `expiresAt` and never refreshed (the "don't remember me"
       * cookie: better-auth then leaves its end alone). No sign-in method: it is not one.
       */
      createImpersonationSession: createAuthEndpoint.serverOnly(
        {
          method: 'POST',
          body: z.object({
            userId: z.string().min(1),
            impersonatedBy: z.string().min(1),
            expiresAt: z.iso.datetime(),
          }),
          requireHeaders: true,
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user)
            throw APIError.from('NOT_FOUND', { message: 'No such user', code: 'NOT_FOUND' });
          const session = await ctx.context.internalAdapter.createSession(
            user.id,
            true,
            { impersonatedBy: ctx.body.impersonatedBy, expiresAt: new Date(ctx.body.expiresAt) },
            true,
          );
          await setSessionCookie(ctx, { session, user }, true);
          return ctx.json({ sessionId: session.id, expiresAt: session.expiresAt });
        },
      ),
      /**
       * Sets the cookie of an existing session of `userId` again ("Return to my account" after
       * an impersonation); `restored: false` when the session is gone, expired or someone
       * else's.
       */
      restoreSession: createAuthEndpoint.serverOnly(
        {
          method: 'POST',
          body: z.object({ sessionToken: z.string().min(1), userId: z.string().min(1) }),
          requireHeaders: true,
        },
        async (ctx) => {
          const found = await ctx.context.internalAdapter.findSession(ctx.body.sessionToken);
          if (
            !found ||
            found.user.id !== ctx.body.userId ||
            found.session.expiresAt <= new Date() ||
            (found.session as { impersonatedBy?: string | null }).impersonatedBy
          )
            return ctx.json({ restored: false });
          await setSessionCookie(ctx, found, false);
          return ctx.json({ restored: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
