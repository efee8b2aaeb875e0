import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

/** One OpenID Connect client registration (config.sso.google / .microsoft). */
export interface SsoClientConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** The provider's stable id for the person (`sub`). */
  sub: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
}

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

/** The provider answered something we cannot use; the message is for the log, not for people. */
export class SsoProviderError extends Error {
  override name = 'SsoProviderError';
}

const DISCOVERY_CACHE_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 10_000;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The OpenID Connect side of single sign-on (authorization code flow with PKCE): discovery at
 * `{issuer}/.well-known/openid-configuration`, the authorization URL, the code exchange and the
 * ID token check (signature from the provider's JWKS, issuer, audience, expiry, nonce). Google,
 * Microsoft and the test provider (test/support/oidc-provider.ts) all speak it.
 */
export function createSsoProviderRepository(fetchImpl: typeof fetch = fetch) {
  const discovered = new Map<string, { metadata: ProviderMetadata; fetchedAt: number }>();
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  async function fetchJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok)
      throw new SsoProviderError(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  async function metadataOf(issuer: string): Promise<ProviderMetadata> {
    const cached = discovered.get(issuer);
    if (cached && Date.now() - cached.fetchedAt < DISCOVERY_CACHE_MS) return cached.metadata;
    const metadata = (await fetchJson(
      `${trimSlash(issuer)}/.well-known/openid-configuration`,
    )) as unknown as ProviderMetadata;
    for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const)
      if (typeof metadata[field] !== 'string')
        throw new SsoProviderError(`${issuer}: discovery document has no ${field}`);
    // Microsoft's multi-tenant issuers are templates ({tenantid}), checked per token instead.
    if (!metadata.issuer.includes('{tenantid}') && trimSlash(metadata.issuer) !== trimSlash(issuer))
      throw new SsoProviderError(`${issuer}: discovery names another issuer, ${metadata.issuer}`);
    discovered.set(issuer, { metadata, fetchedAt: Date.now() });
    return metadata;
  }

  function keySetOf(metadata: ProviderMetadata) {
    let keySet = keySets.get(metadata.jwks_uri);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(metadata.jwks_uri));
      keySets.set(metadata.jwks_uri, keySet);
    }
    return keySet;
  }

  async function exchangeCode(
    client: SsoClientConfig,
    metadata: ProviderMetadata,
    grant: { code: string; codeVerifier: string; redirectUri: string },
  ): Promise<{ idToken: string; accessToken: string | undefined }> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.codeVerifier,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic')) {
      // RFC 6749 section 2.3.1: form-encode id and secret before Basic encoding.
      const user = encodeURIComponent(client.clientId);
      const password = encodeURIComponent(client.clientSecret);
      headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    } else {
      form.set('client_id', client.clientId);
      form.set('client_secret', client.clientSecret);
    }
    const tokens = await fetchJson(metadata.token_endpoint, {
      method: 'POST',
      headers,
      body: form,
    });
    if (typeof tokens.id_token !== 'string')
      throw new SsoProviderError(`${client.issuer}: the token answer has no id_token`);
    return {
      idToken: tokens.id_token,
      accessToken: typeof tokens.access_token === 'string' ? tokens.access_token : undefined,
    };
  }

  async function verifyIdToken(
    client: SsoClientConfig,
    metadata: ProviderMetadata,
    idToken: string,
    nonce: string,
  ): Promise<JWTPayload> {
    const template = metadata.issuer.includes('{tenantid}') ? metadata.issuer : undefined;
    // Google documents both forms of its issuer in ID tokens.
    const issuers =
      metadata.issuer === 'https://accounts.google.com'
        ? [metadata.issuer, 'accounts.google.com']
        : [metadata.issuer];
    const { payload } = await jwtVerify(idToken, keySetOf(metadata), {
      audience: client.clientId,
      ...(template ? {} : { issuer: issuers }),
    }).catch((error: unknown) => {
      throw new SsoProviderError(`${client.issuer}: ID token refused (${String(error)})`);
    });
    if (template && payload.iss !== template.replace('{tenantid}', String(payload.tid)))
      throw new SsoProviderError(`${client.issuer}: ID token from issuer ${payload.iss}`);
    if (payload.nonce !== nonce) throw new SsoProviderError(`${client.issuer}: wrong nonce`);
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== client.clientId)
      throw new SsoProviderError(`${client.issuer}: ID token for another party (azp)`);
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new SsoProviderError(`${client.issuer}: ID token without sub`);
    return payload;
  }

  /** Microsoft may leave `email` out of the ID token; the userinfo endpoint then has it. */
  async function userInfoEmail(
    metadata: ProviderMetadata,
    accessToken: string | undefined,
    sub: string,
  ): Promise<Pick<ProviderIdentity, 'email' | 'emailVerified'>> {
    if (!accessToken || !metadata.userinfo_endpoint)
      return { email: undefined, emailVerified: undefined };
    const info = await fetchJson(metadata.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (info.sub !== sub) throw new SsoProviderError('userinfo is about another subject');
    return {
      email: typeof info.email === 'string' ? info.email : undefined,
      emailVerified: typeof info.email_verified === 'boolean' ? info.email_verified : undefined,
    };
  }

  return {
    /** Where to send the browser: the provider's authorization endpoint with our parameters. */
    async authorizationUrl(
      client: SsoClientConfig,
      request: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
    ): Promise<string> {
      const metadata = await metadataOf(client.issuer);
      const url = new URL(metadata.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    /** Exchanges the authorization code and reads who signed in from the checked ID token. */
    async identityFromCode(
      client: SsoClientConfig,
      grant: { code: string; codeVerifier: string; redirectUri: string; nonce: string },
    ): Promise<ProviderIdentity> {
      const metadata = await metadataOf(client.issuer);
      const tokens = await exchangeCode(client, metadata, grant);
      const claims = await verifyIdToken(client, metadata, tokens.idToken, grant.nonce);
      const sub = claims.sub as string;
      if (typeof claims.email === 'string')
        return {
          sub,
          email: claims.email,
          emailVerified:
            typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
        };
      return { sub, ...(await userInfoEmail(metadata, tokens.accessToken, sub)) };
    },
  };
}

export type SsoProviderRepository = ReturnType<typeof createSsoProviderRepository>;
