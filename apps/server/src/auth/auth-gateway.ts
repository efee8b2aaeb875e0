import type { Role, SignInMethod, SsoProviderName } from '@ecotone/contracts';
import type { Locale } from '@ecotone/i18n';
import { isAPIError } from 'better-auth/api';
import { type Auth, MAGIC_LINK_INVALID_PATH } from './create-auth.js';
import { withMailLocale } from './mail-language.js';

const resetIdentifier = (token: string) => `reset-password:${token}`;
const ssoFlowIdentifier = (state: string) => `sso-flow:${state}`;

/**
 * What the sign-in services ask of better-auth, in their words: the services hold the rules
 * (who may get a link, what an SSO answer means) and can be tested with this replaced; this
 * file knows better-auth's calls, paths and token formats.
 */
export function createAuthGateway(auth: Auth) {
  return {
    /** Emails a one-time sign-in link (magic-link plugin) that lands on `callbackPath`. */
    async sendMagicLink(email: string, callbackPath: string, locale: Locale, headers: Headers) {
      await withMailLocale(locale, () =>
        auth.api.signInMagicLink({
          body: { email, callbackURL: callbackPath, errorCallbackURL: MAGIC_LINK_INVALID_PATH },
          headers,
        }),
      );
    },
    /** Emails a reset link when `email` has an account; does the same work either way. */
    async requestPasswordReset(email: string, locale: Locale, headers: Headers) {
      await withMailLocale(locale, () =>
        auth.api.requestPasswordReset({ body: { email }, headers }),
      );
    },
    async isResetTokenValid(token: string): Promise<boolean> {
      const context = await auth.$context;
      const row = await context.internalAdapter.findVerificationValue(resetIdentifier(token));
      return row !== null && row.expiresAt > new Date();
    },
    /** Sets the new password, uses the token up and ends the user's sessions. */
    async resetPassword(token: string, newPassword: string): Promise<'reset' | 'invalid-token'> {
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
        return 'reset';
      } catch (error) {
        if (isAPIError(error) && error.body?.code === 'INVALID_TOKEN') return 'invalid-token';
        throw error;
      }
    },
    /** A new session for `userId`, returned as the Set-Cookie headers better-auth made for it. */
    async createSession(userId: string, method: SignInMethod, headers: Headers): Promise<string[]> {
      const answer = await auth.api.createSignInSession({
        body: { userId, signInMethod: method },
        headers,
        returnHeaders: true,
      });
      return answer.headers.getSetCookie();
    },
    /** The request's session, as far as user administration needs it; undefined without one. */
    async currentSession(headers: Headers) {
      const found = await auth.api.getSession({ headers });
      if (!found) return undefined;
      const session = found.session as typeof found.session & { impersonatedBy?: string | null };
      return {
        userId: found.user.id,
        token: session.token,
        impersonatedBy: session.impersonatedBy ?? undefined,
      };
    },
    /** An account for an invitee: verified by nobody yet, and without a password. */
    async createInvitedUser(input: { email: string; name: string; roles: readonly Role[] }) {
      const context = await auth.$context;
      const user = await context.internalAdapter.createUser(
        {
          email: input.email,
          name: input.name,
          emailVerified: false,
          role: input.roles.join(','),
        },
        { method: 'admin' },
      );
      return user.id;
    },
    /** Name and email through better-auth, so its hooks clean the name (auth/display-name.ts). */
    async updateProfile(userId: string, changes: { name?: string; email?: string }) {
      const context = await auth.$context;
      await context.internalAdapter.updateUser(userId, changes);
    },
    /** Sets the password with better-auth's own hashing; the email counts as verified then. */
    async setPassword(userId: string, password: string) {
      const context = await auth.$context;
      const hash = await context.password.hash(password);
      const accounts = await context.internalAdapter.findAccounts(userId);
      if (accounts.some((account) => account.providerId === 'credential'))
        await context.internalAdapter.updatePassword(userId, hash);
      else
        await context.internalAdapter.linkAccount({
          userId,
          providerId: 'credential',
          accountId: userId,
          password: hash,
        });
      await context.internalAdapter.updateUser(userId, { emailVerified: true });
    },
    /**
     * A session for `userId` opened by `adminUserId`'s impersonation link, ending at
     * `expiresAt`; with the Set-Cookie headers that sign this browser in to it.
     */
    async createImpersonationSession(
      userId: string,
      adminUserId: string,
      expiresAt: Date,
      headers: Headers,
    ) {
      const answer = await auth.api.createImpersonationSession({
        body: { userId, impersonatedBy: adminUserId, expiresAt: expiresAt.toISOString() },
        headers,
        returnHeaders: true,
      });
      return {
        sessionId: answer.response.sessionId,
        expiresAt: new Date(answer.response.expiresAt),
        cookies: answer.headers.getSetCookie(),
      };
    },
    /** Signs this browser in to `userId`'s existing session again; undefined when it is gone. */
    async restoreSession(sessionToken: string, userId: string, headers: Headers) {
      const answer = await auth.api.restoreSession({
        body: { sessionToken, userId },
        headers,
        returnHeaders: true,
      });
      return answer.response.restored ? answer.headers.getSetCookie() : undefined;
    },
    /** Ends the request's session (sign-out); the Set-Cookie headers that clear its cookies. */
    async endSession(headers: Headers): Promise<string[]> {
      const response = await auth.api.signOut({ headers, asResponse: true });
      return response.headers.getSetCookie();
    },
    async userIdOfProviderAccount(
      provider: SsoProviderName,
      sub: string,
    ): Promise<string | undefined> {
      const context = await auth.$context;
      const account = await context.internalAdapter.findAccountByKey({
        providerId: provider,
        accountId: sub,
      });
      return account?.userId;
    },
    async linkProviderAccount(userId: string, provider: SsoProviderName, sub: string) {
      const context = await auth.$context;
      await context.internalAdapter.linkAccount({ userId, providerId: provider, accountId: sub });
    },
    /** Keeps what the SSO callback needs (PKCE verifier, nonce, ...) under its `state`. */
    async saveSsoFlow(state: string, flow: object, lifetimeSeconds: number) {
      const context = await auth.$context;
      await context.internalAdapter.createVerificationValue({
        identifier: ssoFlowIdentifier(state),
        value: JSON.stringify(flow),
        expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
      });
    },
    /** The flow saved under `state`, once; undefined when unknown, used or expired. */
    async takeSsoFlow(state: string): Promise<unknown> {
      const context = await auth.$context;
      const row = await context.internalAdapter.consumeVerificationValue(ssoFlowIdentifier(state));
      return row ? JSON.parse(row.value) : undefined;
    },
  };
}

export type AuthGateway = ReturnType<typeof createAuthGateway>;
