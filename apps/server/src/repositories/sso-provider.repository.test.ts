import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSsoProviderRepository, SsoProviderError } from './sso-provider.repository.js';

/**
 * A provider on a local port whose discovery document names a Microsoft-style multi-tenant issuer
 * template, and whose token endpoint answers the ID token the test chooses.
 */
let server: Server;
let base = '';
let idTokenClaims: JWTPayload = {};
let userinfo: Record<string, unknown> = {};
let sign: (claims: JWTPayload) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  sign = (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  server = createServer(async (request, response) => {
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/common/v2.0/.well-known/openid-configuration')
      return json({
        issuer: `${base}/{tenantid}/v2.0`,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/keys`,
        userinfo_endpoint: `${base}/userinfo`,
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    if (request.url === '/keys') return json({ keys: [jwk] });
    if (request.url === '/userinfo') return json(userinfo);
    if (request.url === '/token') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      if (form.get('client_secret') !== 'secret' || form.get('code_verifier') !== 'verifier') {
        response.writeHead(400, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: 'invalid_grant' }));
      }
      return json({ id_token: await sign(idTokenClaims), access_token: 'access' });
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => ({ clientId: 'app', clientSecret: 'secret', issuer: `${base}/common/v2.0` });
const grant = { code: 'code', codeVerifier: 'verifier', redirectUri: 'http://x/cb', nonce: 'n1' };

describe('sso provider repository', () => {
  it('builds the authorization URL from discovery', async () => {
    const url = new URL(
      await createSsoProviderRepository().authorizationUrl(client(), {
        redirectUri: 'http://x/cb',
        state: 's',
        nonce: 'n',
        codeChallenge: 'c',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it("checks a multi-tenant issuer against the token's tenant, and reads email from userinfo", async () => {
    const repository = createSsoProviderRepository();
    idTokenClaims = { iss: `${base}/t1/v2.0`, tid: 't1', aud: 'app', sub: 'person', nonce: 'n1' };
    userinfo = { sub: 'person', email: 'person@example.org' };
    expect(await repository.identityFromCode(client(), grant)).toEqual({
      sub: 'person',
      email: 'person@example.org',
      emailVerified: undefined,
    });

    idTokenClaims = { ...idTokenClaims, iss: `${base}/t2/v2.0` };
    await expect(repository.identityFromCode(client(), grant)).rejects.toBeInstanceOf(
      SsoProviderError,
    );
  });

  it('refuses a token for another audience or with another nonce', async () => {
    const repository = createSsoProviderRepository();
    const good = { iss: `${base}/t1/v2.0`, tid: 't1', aud: 'app', sub: 'p', nonce: 'n1' };
    for (const claims of [
      { ...good, aud: 'another-app' },
      { ...good, nonce: 'replayed' },
    ]) {
      idTokenClaims = claims;
      await expect(repository.identityFromCode(client(), grant)).rejects.toBeInstanceOf(
        SsoProviderError,
      );
    }
  });

  it('reports a refused code exchange', async () => {
    await expect(
      createSsoProviderRepository().identityFromCode(client(), { ...grant, codeVerifier: 'x' }),
    ).rejects.toThrow(/answered 400/);
  });
});
