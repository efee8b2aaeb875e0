import { createHash, randomBytes } from 'node:crypto';
import type { SsoResult } from '@ecotone/contracts';
import type { AuthGateway } from '../auth/auth-gateway.js';
import type { Viewer } from '../auth/viewer.js';
import type { Config, SsoProvider } from '../config.js';
import { AppError } from '../errors.js';
import type { AccountLinkRepository } from '../repositories/account-link.repository.js';
import type { SsoProviderRepository } from '../repositories/sso-provider.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import { sameOriginPath, webAppUrl } from './sign-in-redirect.js';

/** How long a person may take at the provider before the callback is refused. */
export const SSO_FLOW_LIFETIME_SECONDS = 10 * 60;

/** What the callback needs from the start of the flow (kept server-side under `state`). */
interface SsoFlow {
  provider: SsoProvider;
  codeVerifier: string;
  nonce: string;
  redirectPathName: string;
}

export interface SsoCallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** Where the callback sends the browser, and what to set on the way. */
export interface SsoCallbackOutcome {
  result: SsoResult;
  redirectTo: string;
  /** Set-Cookie headers of the new session (result `success`). */
  sessionCookies: string[];
  /** The pending link to bind to this browser (result `account-link-required`). */
  pendingLinkId?: string;
  /** Why the sign-in failed (result `error`), for the log. */
  problem?: string;
}

const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function parseFlow(value: unknown): SsoFlow | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const flow = value as Partial<SsoFlow>;
  return typeof flow.provider === 'string' &&
    typeof flow.codeVerifier === 'string' &&
    typeof flow.nonce === 'string' &&
    typeof flow.redirectPathName === 'string'
    ? (flow as SsoFlow)
    : undefined;
}

/**
 * Google and Microsoft sign-in over OpenID Connect, and linking a provider account to an
 * existing Ecotone account (specs/2 section 4; docs/auth.md, "Single sign-on").
 */
export function createSsoService(deps: {
  sso: Config['sso'];
  publicUrl: string;
  oidc: SsoProviderRepository;
  accountLinks: AccountLinkRepository;
  users: UserRepository;
  gateway: AuthGateway;
}) {
  /** An unconfigured provider does not exist, as far as anyone asking can tell. */
  function clientOf(provider: SsoProvider) {
    const client = Object.hasOwn(deps.sso, provider) ? deps.sso[provider] : undefined;
    if (!client) throw new AppError('NOT_FOUND');
    return client;
  }
  const callbackUrl = (provider: SsoProvider) =>
    `${deps.publicUrl}/api/auth/sso/${provider}/callback`;
  const outcome = (
    result: SsoResult,
    path: string,
    params: Record<string, string>,
    extra: Partial<SsoCallbackOutcome> = {},
  ): SsoCallbackOutcome => ({
    result,
    redirectTo: webAppUrl(deps.publicUrl, path, { sso: result, ...params }),
    sessionCookies: [],
    ...extra,
  });

  return {
    /**
     * GET /api/auth/sso/{provider}/start: where to send the browser. Normally the provider's
     * authorization URL (code flow, PKCE S256, state, nonce), with the `state` that the route
     * also binds to this browser in a cookie; when the provider cannot be reached, straight back
     * to the web app with `?sso=error`.
     */
    async start(
      provider: SsoProvider,
      redirectPathName: string | undefined,
    ): Promise<{ location: string; state?: string; problem?: string }> {
      const client = clientOf(provider);
      const state = randomToken();
      const flow: SsoFlow = {
        provider,
        codeVerifier: randomToken(48),
        nonce: randomToken(),
        redirectPathName: sameOriginPath(redirectPathName, deps.publicUrl),
      };
      let location: string;
      try {
        location = await deps.oidc.authorizationUrl(client, {
          redirectUri: callbackUrl(provider),
          state,
          nonce: flow.nonce,
          codeChallenge: s256(flow.codeVerifier),
        });
      } catch (error) {
        const back = outcome('error', flow.redirectPathName, { provider });
        return { location: back.redirectTo, problem: String(error) };
      }
      await deps.gateway.saveSsoFlow(state, flow, SSO_FLOW_LIFETIME_SECONDS);
      return { location, state };
    },

    /**
     * GET /api/auth/sso/{provider}/callback. `browserState` is the state cookie set at the start:
     * a callback that did not start in this browser is refused (login CSRF). A provider account
     * linked to a user signs that user in; one whose email has an account waits to be linked;
     * any other has no account. Never links by email alone.
     */
    async callback(
      provider: SsoProvider,
      query: SsoCallbackQuery,
      browserState: string | undefined,
      headers: Headers,
    ): Promise<SsoCallbackOutcome> {
      const client = clientOf(provider);
      const fail = (path: string, problem: string) =>
        outcome('error', path, { provider }, { problem });
      const flow =
        query.state && query.state === browserState
          ? parseFlow(await deps.gateway.takeSsoFlow(query.state))
          : undefined;
      if (!flow || flow.provider !== provider)
        return fail('/', 'the state is missing, unknown, used, expired or from another browser');
      if (query.error || !query.code)
        return fail(flow.redirectPathName, `the provider answered ${query.error ?? 'no code'}`);

      let identity: Awaited<ReturnType<SsoProviderRepository['identityFromCode']>>;
      try {
        identity = await deps.oidc.identityFromCode(client, {
          code: query.code,
          codeVerifier: flow.codeVerifier,
          redirectUri: callbackUrl(provider),
          nonce: flow.nonce,
        });
      } catch (error) {
        return fail(flow.redirectPathName, String(error));
      }

      const linkedUserId = await deps.gateway.userIdOfProviderAccount(provider, identity.sub);
      if (linkedUserId) {
        try {
          const sessionCookies = await deps.gateway.createSession(linkedUserId, provider, headers);
          return outcome('success', flow.redirectPathName, { provider }, { sessionCookies });
        } catch (error) {
          // A banned user, for one: better-auth refuses the session.
          return fail(flow.redirectPathName, `no session for ${linkedUserId}: ${String(error)}`);
        }
      }
      const email = identity.email?.trim().toLowerCase();
      if (email && (await deps.users.findByEmail(email))) {
        const id = randomToken();
        await deps.accountLinks.create({ id, provider, providerAccountId: identity.sub, email });
        return outcome(
          'account-link-required',
          flow.redirectPathName,
          { provider, email, link: id },
          { pendingLinkId: id },
        );
      }
      return outcome('no-account', flow.redirectPathName, {
        provider,
        ...(email ? { email } : {}),
      });
    },

    /**
     * POST /api/auth/sso/link: the signed-in viewer takes over the pending link, when it was made
     * in this browser (`browserLinkId`) and its email is the viewer's. From then on the provider
     * signs them in directly.
     */
    async completeLink(viewer: Viewer, linkId: string, browserLinkId: string | undefined) {
      const link = linkId === browserLinkId ? await deps.accountLinks.find(linkId) : undefined;
      if (!link) throw new AppError('NOT_FOUND');
      if (link.email !== viewer.email.trim().toLowerCase())
        throw new AppError('SSO_LINK_EMAIL_MISMATCH');
      const owner = await deps.gateway.userIdOfProviderAccount(
        link.provider,
        link.providerAccountId,
      );
      // Linked to someone else since the callback (in another browser): not ours to move.
      if (owner && owner !== viewer.userId) throw new AppError('FORBIDDEN');
      if (!owner)
        await deps.gateway.linkProviderAccount(
          viewer.userId,
          link.provider,
          link.providerAccountId,
        );
      await deps.accountLinks.delete(link.id);
      return { status: 'linked' as const, provider: link.provider };
    },

    /** DELETE /api/auth/sso/link: forgets the pending link (idempotent). */
    async cancelLink(linkId: string) {
      await deps.accountLinks.delete(linkId);
      return { status: 'cancelled' as const };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
