import type { MagicLinkRequest } from '@ecotone/contracts';
import { type Locale, languageToLocale, localeFromAcceptLanguage } from '@ecotone/i18n';
import type { AuthGateway } from '../auth/auth-gateway.js';
import { AppError } from '../errors.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { UserPreferencesRepository } from '../repositories/user-preferences.repository.js';
import { sameOriginPath } from './sign-in-redirect.js';

/** The parts of an HTTP request the sign-in services use. */
export interface SignInClient {
  acceptLanguage: string | undefined;
  headers: Headers;
}

/** Emailed sign-in links and password resets (specs/2 sections 4 and 8; docs/auth.md). */
export function createSignInService(deps: {
  users: UserRepository;
  userPreferences: UserPreferencesRepository;
  gateway: AuthGateway;
  publicUrl: string;
}) {
  /** The user's saved language, else the one the browser asks for. */
  async function localeOf(userId: string | undefined, client: SignInClient): Promise<Locale> {
    const saved = userId ? await deps.userPreferences.find(userId) : undefined;
    return saved
      ? languageToLocale(saved.language)
      : localeFromAcceptLanguage(client.acceptLanguage);
  }

  return {
    /**
     * POST /api/auth/magic-link: emails a link that signs in once, within 2 hours, and lands on
     * `redirectPathName` (a same-origin path, else `/`). Says so when no account has the email:
     * the login dialog offers "get started" then (specs/2 section 8).
     */
    async sendMagicLink(request: MagicLinkRequest, client: SignInClient): Promise<void> {
      const user = await deps.users.findByEmail(request.email);
      if (!user) throw new AppError('MAGIC_LINK_NO_EMAIL');
      const landing = sameOriginPath(request.redirectPathName, deps.publicUrl);
      await deps.gateway.sendMagicLink(
        user.email,
        landing,
        await localeOf(user.id, client),
        client.headers,
      );
    },
    /**
     * POST /api/auth/password-reset: emails a reset link when an account has the email. The
     * answer is the same either way, so it cannot tell anyone which emails have accounts.
     */
    async requestPasswordReset(email: string, client: SignInClient): Promise<void> {
      const user = await deps.users.findByEmail(email);
      await deps.gateway.requestPasswordReset(
        email,
        await localeOf(user?.id, client),
        client.headers,
      );
    },
    /** POST /api/auth/password-reset/validate: RESET_CODE_INVALID unless the token can be used. */
    async validateResetToken(token: string): Promise<void> {
      if (!(await deps.gateway.isResetTokenValid(token))) throw new AppError('RESET_CODE_INVALID');
    },
    /**
     * POST /api/auth/password-reset/confirm: the new password replaces the old one, the token is
     * used up and the user's sessions end. RESET_SERVER_ERROR when it fails on our side.
     */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      let outcome: 'reset' | 'invalid-token';
      try {
        outcome = await deps.gateway.resetPassword(token, newPassword);
      } catch (error) {
        throw new AppError('RESET_SERVER_ERROR', {}, { cause: error });
      }
      if (outcome === 'invalid-token') throw new AppError('RESET_CODE_INVALID');
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
