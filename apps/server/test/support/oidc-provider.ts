/**
 * A real OpenID Connect provider (npm `oidc-provider`) on a free port, standing in for Google and
 * Microsoft in tests: integration tests drive it with fetch (`followSignIn`), browser journeys
 * with Chromium. The person who signs in is whoever `setAccount` named last; its login page is a
 * one-button form that submits itself, so nobody types anything.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error oidc-provider ships no type declarations; the little used here is typed below.
import Provider, { interactionPolicy } from 'oidc-provider';

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  /** Where the provider may send the browser back, e.g. `${publicUrl}/api/auth/sso/google/callback`. */
  redirectUris: string[];
}

interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
}

/** The parts of oidc-provider's API used here. */
interface OidcProvider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<{ uid: string; prompt: { name: string }; params: Record<string, string> }>;
  interactionFinished(
    request: IncomingMessage,
    response: ServerResponse,
    result: object,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (properties: { accountId: string; clientId: string }) => OidcGrant;
}
interface OidcGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcContext {
  oidc: {
    provider: OidcProvider & { Grant: { find(id: string): Promise<OidcGrant | undefined> } };
    client: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}

const SCOPE = 'openid email profile';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, account: TestAccount): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
  <form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
    <p>Sign in as <span data-testid="oidc-account">${escapeHtml(account.email)}</span></p>
    <button type="submit" data-testid="oidc-continue">Continue</button>
  </form>
  <script>document.forms[0].submit();</script>
</body></html>`;
}

export async function startOidcProvider(options: { clients: OidcTestClient[] }) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, TestAccount>();
  let current: TestAccount = {
    sub: 'test-subject',
    email: 'person@example.org',
    emailVerified: true,
  };
  accounts.set(current.sub, current);

  // A browser keeps its provider session: after setAccount, ask it to sign in again.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    .checks.add(
      new interactionPolicy.Check(
        'account_changed',
        'the test switched the signed-in account',
        (ctx: OidcContext) =>
          ctx.oidc.session.accountId !== undefined && ctx.oidc.session.accountId !== current.sub,
      ),
    );

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' };

  const provider: OidcProvider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the email is in the ID token, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.email,
        }),
      };
    },
    // Consent is implied, as for a company's own application: no consent page.
    async loadExistingGrant(ctx: OidcContext) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      if (!oidc.session.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        accountId: oidc.session.accountId,
        clientId: oidc.client.clientId,
      });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
  });

  const handleProvider = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(request.url ?? '');
    if (!match) return handleProvider(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(loginPage(details.uid, current));
        }
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: current.sub } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(`interaction failed: ${String(error)}`);
      }
    })();
  });

  return {
    issuer,
    /** Who signs in next (and, in a browser that is still signed in, after signing in again). */
    setAccount(sub: string, email: string, { emailVerified = true } = {}) {
      current = { sub, email, emailVerified };
      accounts.set(sub, current);
    },
    /**
     * Plays the browser at the provider from `authorizationUrl` (our /start's redirect): follows
     * its redirects with a cookie jar, submits the login form, and returns the URL the provider
     * sends the browser back to (our callback, with `code` and `state` or an `error`).
     */
    async followSignIn(authorizationUrl: string): Promise<string> {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      let method = 'GET';
      for (let hop = 0; hop < 12; hop++) {
        const response = await fetch(url, {
          method,
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const separator = pair.indexOf('=');
          const value = pair.slice(separator + 1);
          if (value === '') jar.delete(pair.slice(0, separator));
          else jar.set(pair.slice(0, separator), value);
        }
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          url = new URL(location, url).toString();
          method = 'GET';
          if (!url.startsWith(issuer)) return url;
          continue;
        }
        const page = await response.text();
        const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
        if (response.status !== 200 || !action)
          throw new Error(`the test provider answered ${response.status} at ${url}: ${page}`);
        url = new URL(action, url).toString();
        method = 'POST';
      }
      throw new Error('the test provider redirected too often');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
