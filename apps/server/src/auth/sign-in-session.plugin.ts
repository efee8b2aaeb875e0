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
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
