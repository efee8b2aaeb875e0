import { describe, expect, it } from 'vitest';
import type { AuthGateway } from '../auth/auth-gateway.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type {
  AccountLinkRepository,
  PendingLink,
} from '../repositories/account-link.repository.js';
import type {
  ProviderIdentity,
  SsoProviderRepository,
} from '../repositories/sso-provider.repository.js';
import { SsoProviderError } from '../repositories/sso-provider.repository.js';
import type { UserRecord, UserRepository } from '../repositories/user.repository.js';
import { createSsoService } from './sso.service.js';

const publicUrl = 'https://ecotone.example.org';
const google = { clientId: 'c', clientSecret: 's', issuer: 'https://accounts.example.org' };

/** The service with everything around it in memory; `identity` is who the provider returns. */
function setup(options: { users?: UserRecord[]; identity?: ProviderIdentity | Error } = {}) {
  const flows = new Map<string, unknown>();
  const accounts = new Map<string, string>();
  const links = new Map<string, PendingLink>();
  const sessions: string[] = [];
  const users = options.users ?? [];
  const gateway = {
    async saveSsoFlow(state: string, flow: object) {
      flows.set(state, flow);
    },
    async takeSsoFlow(state: string) {
      const flow = flows.get(state);
      flows.delete(state);
      return flow;
    },
    async userIdOfProviderAccount(provider: string, sub: string) {
      return accounts.get(`${provider}:${sub}`);
    },
    async linkProviderAccount(userId: string, provider: string, sub: string) {
      accounts.set(`${provider}:${sub}`, userId);
    },
    async createSession(userId: string) {
      sessions.push(userId);
      return [`better-auth.session_token=${userId}`];
    },
  } as unknown as AuthGateway;
  const accountLinks: AccountLinkRepository = {
    async create(link) {
      links.set(link.id, link);
    },
    async find(id) {
      return links.get(id);
    },
    async delete(id) {
      links.delete(id);
    },
  };
  const oidc: SsoProviderRepository = {
    async authorizationUrl(_client, request) {
      return `${google.issuer}/auth?state=${request.state}&challenge=${request.codeChallenge}`;
    },
    async identityFromCode() {
      if (options.identity instanceof Error) throw options.identity;
      return options.identity ?? { sub: 'sub-1', email: undefined, emailVerified: undefined };
    },
  };
  const userRepository = {
    async findByEmail(email: string) {
      return users.find((user) => user.email === email.toLowerCase());
    },
  } as unknown as UserRepository;
  const service = createSsoService({
    sso: { google },
    publicUrl,
    oidc,
    accountLinks,
    users: userRepository,
    gateway,
  });
  /** start + callback with the state the start handed out. */
  async function roundTrip(path = '/', query: { error?: string } = {}) {
    const start = await service.start('google', path);
    return service.callback(
      'google',
      { code: 'code', state: start.state, ...query },
      start.state,
      new Headers(),
    );
  }
  return { service, accounts, links, sessions, roundTrip };
}

const ana: UserRecord = {
  id: 'u-ana',
  name: 'Ana',
  email: 'ana@example.org',
  image: null,
  role: 'user',
};
const viewerOf = (user: UserRecord): Viewer => ({ userId: user.id, email: user.email, roles: [] });

describe('sso service', () => {
  it('signs in the user a provider account is linked to', async () => {
    const { accounts, sessions, roundTrip } = setup({
      identity: { sub: 'g-1', email: 'whatever@example.org', emailVerified: true },
    });
    accounts.set('google:g-1', ana.id);
    const outcome = await roundTrip('/site/3');
    expect(outcome).toMatchObject({
      result: 'success',
      redirectTo: `${publicUrl}/site/3?sso=success&provider=google`,
      sessionCookies: [`better-auth.session_token=${ana.id}`],
    });
    expect(sessions).toEqual([ana.id]);
  });

  it('never links by email alone: an account with that email waits for a link', async () => {
    const { links, sessions, roundTrip } = setup({
      users: [ana],
      identity: { sub: 'g-2', email: 'ANA@example.org', emailVerified: true },
    });
    const outcome = await roundTrip();
    expect(outcome.result).toBe('account-link-required');
    expect(sessions).toEqual([]);
    const link = links.get(outcome.pendingLinkId ?? '');
    expect(link).toMatchObject({ provider: 'google', providerAccountId: 'g-2', email: ana.email });
    const query = new URL(outcome.redirectTo).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      sso: 'account-link-required',
      provider: 'google',
      email: ana.email,
      link: outcome.pendingLinkId,
    });
  });

  it('answers no-account for an email no account has, and error when the provider fails', async () => {
    const stranger = setup({
      identity: { sub: 'g-3', email: 'x@example.org', emailVerified: true },
    });
    expect((await stranger.roundTrip()).redirectTo).toBe(
      `${publicUrl}/?sso=no-account&provider=google&email=x%40example.org`,
    );
    const failing = setup({ identity: new SsoProviderError('bad token') });
    const outcome = await failing.roundTrip('/p');
    expect(outcome.redirectTo).toBe(`${publicUrl}/p?sso=error&provider=google`);
    expect(outcome.problem).toContain('bad token');
    expect((await failing.roundTrip('/p', { error: 'access_denied' })).result).toBe('error');
  });

  it('refuses a callback whose state this browser did not get, and a used state', async () => {
    const { service } = setup();
    const start = await service.start('google', '/x');
    const foreign = await service.callback(
      'google',
      { code: 'c', state: start.state },
      'other',
      new Headers(),
    );
    expect(foreign.redirectTo).toBe(`${publicUrl}/?sso=error&provider=google`);
    const first = await service.callback(
      'google',
      { code: 'c', state: start.state },
      start.state,
      new Headers(),
    );
    // The foreign attempt did not use the state up; the browser's own callback still works once.
    expect(first.result).toBe('no-account');
    const replay = await service.callback(
      'google',
      { code: 'c', state: start.state },
      start.state,
      new Headers(),
    );
    expect(replay.result).toBe('error');
  });

  it('links only for the browser that got the link, and only to the same email', async () => {
    const bruno = { ...ana, id: 'u-bruno', email: 'bruno@example.org' };
    const { service, accounts, roundTrip } = setup({
      users: [ana, bruno],
      identity: { sub: 'g-4', email: ana.email, emailVerified: true },
    });
    const linkId = (await roundTrip()).pendingLinkId ?? '';
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'linked',
        (error: AppError) => error.code,
      );
    expect(await codeOf(service.completeLink(viewerOf(ana), linkId, undefined))).toBe('NOT_FOUND');
    expect(await codeOf(service.completeLink(viewerOf(bruno), linkId, linkId))).toBe(
      'SSO_LINK_EMAIL_MISMATCH',
    );
    expect(await service.completeLink(viewerOf(ana), linkId, linkId)).toEqual({
      status: 'linked',
      provider: 'google',
    });
    expect(accounts.get('google:g-4')).toBe(ana.id);
    expect(await codeOf(service.completeLink(viewerOf(ana), linkId, linkId))).toBe('NOT_FOUND');
  });

  it('treats a provider that is not configured as not found', async () => {
    const { service } = setup();
    await expect(service.start('microsoft', '/')).rejects.toBeInstanceOf(AppError);
    await expect(service.start('microsoft', '/')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
