/**
 * What user-admin-screens.e2e.ts loads into a blank page to see user administration in Chromium
 * before the server part of issue 19 exists: the real UsersPage, invitation page and
 * impersonation banner, over a fake API that answers as packages/contracts/src/users.ts says
 * (every answer is checked by the client against the contract's schemas, so a fixture that
 * strays from the contract fails the journey).
 */

import type { Permission, Role, UserExtendedInfo } from '@ecotone/contracts';
import { Route, Routes } from 'react-router';
import { UsersPage } from '../src/features/admin/users-page';
import { AcceptInvitationPage } from '../src/features/auth/accept-invitation-page';
import type { SignedInUser } from '../src/features/auth/use-session';
import { ImpersonationBanner } from '../src/features/shell/impersonation-banner';
import { loadAdminTexts } from '../src/i18n';
import { mountInProviders } from './harness-mount';

export interface HarnessOptions {
  view: 'users' | 'invitation' | 'banner';
  language: 'en' | 'es';
  /** The permissions the viewer holds; every admin one when left out. */
  permissions?: Permission[];
  /** POST /api/user/{id}/roles answers 409 LAST_ADMINISTRATOR (the optimistic change reverts). */
  refuseRoles?: boolean;
  /** The invitation token the page's address carries. */
  token?: string;
}

/** What the fake API was asked to do, for the journey to check. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

declare global {
  interface Window {
    userAdminHarness?: {
      mount: (options: HarnessOptions) => Promise<void>;
      calls: Call[];
    };
  }
}

const ADMIN_ID = 'admin-1';
const ALL_PERMISSIONS: Permission[] = [
  'update:users',
  'update:user-resources',
  'assign:user-flags',
  'assign-partner:user-roles',
  'assign-any:user-roles',
  'delete:users',
  'impersonate:users',
];

function person(
  id: string,
  name: string,
  email: string,
  extra: Partial<UserExtendedInfo> = {},
): UserExtendedInfo {
  return {
    ecotoneUserId: id,
    name,
    email,
    image: null,
    sso: [],
    hasPassword: true,
    notionUrl: null,
    roles: ['user'],
    flags: [],
    status: 'active',
    invitationExpiresAt: null,
    createdAt: '2026-10-01T09:00:00Z',
    lastSignInAt: '2026-11-20T08:30:00Z',
    accessSources: [],
    effectiveAccessLevel: 'none',
    accessLevels: { portfolio: {}, project: {}, collection: {}, site: {}, assessment: {} },
    ...extra,
  };
}

function initialUsers(): Map<string, UserExtendedInfo> {
  const users = [
    person(ADMIN_ID, 'Administrator', 'admin@ecotone.example', { roles: ['admin'] }),
    person('u-ana', 'Ana García', 'ana@example.org', {
      sso: ['google'],
      roles: ['staff', 'user'],
      flags: ['reports'],
      notionUrl: 'https://www.notion.so/team/Ana-Garcia',
    }),
    person('u-bea', 'Bea Martín', 'bea@example.org', {
      status: 'invited',
      hasPassword: false,
      lastSignInAt: null,
      invitationExpiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      createdAt: '2026-11-22T16:00:00Z',
    }),
    person('u-carl', 'Carl Owens', 'carl@partner.example', { roles: ['partner', 'user'] }),
  ];
  return new Map(users.map((user) => [user.ecotoneUserId, user]));
}

let users = initialUsers();
let options: HarnessOptions = { view: 'users', language: 'en' };
const calls: Call[] = [];

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const refusal = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } });

function summary(user: UserExtendedInfo) {
  const { ecotoneUserId, name, email, image, roles, sso, status, createdAt, lastSignInAt } = user;
  return { ecotoneUserId, name, email, image, roles, sso, status, createdAt, lastSignInAt };
}

function listUsers(query: URLSearchParams) {
  const search = (query.get('search') ?? '').toLowerCase();
  const sort = (query.get('sort') ?? 'name') as 'name' | 'email' | 'createdAt' | 'lastSignInAt';
  const direction = query.get('order') === 'desc' ? -1 : 1;
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 25);
  const matching = [...users.values()]
    .filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search))
    .sort((a, b) => direction * String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')));
  return {
    users: matching.slice((page - 1) * pageSize, page * pageSize).map(summary),
    total: matching.length,
    page,
    pageSize,
  };
}

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including user administration',
  staff: 'Internal staff: every resource',
  partner: 'A partner organisation’s member',
  user: 'Signs in and sees what is shared',
};

function allRoles(forInvite: boolean) {
  const partnerOnly = !(options.permissions ?? ALL_PERMISSIONS).includes('assign-any:user-roles');
  return {
    roles: (['admin', 'staff', 'partner', 'user'] as const).map((role) => ({
      role,
      selectable:
        (!forInvite || role === 'user' || role === 'partner') &&
        (!partnerOnly || role === 'partner'),
      description: ROLE_DESCRIPTIONS[role],
    })),
  };
}

async function answer(method: string, url: URL, body: unknown): Promise<Response> {
  const path = url.pathname;
  calls.push({ method, path: `${path}${url.search}`, body });
  const userMatch = /^\/api\/user\/([^/]+)(\/.*)?$/.exec(path);
  if (path === '/api/auth/get-session')
    return json(200, {
      session: {},
      user: { id: ADMIN_ID, name: 'Administrator', email: 'admin@ecotone.example' },
    });
  if (path === '/api/user-preferences')
    return json(200, {
      units: 'metric',
      language: options.language === 'es' ? 'spanish' : 'english',
    });
  if (path === '/api/users') return json(200, listUsers(url.searchParams));
  if (path === '/api/user/all-roles')
    return json(200, allRoles(url.searchParams.get('forInvite') === 'true'));
  if (path === '/api/admin/settings')
    return json(200, {
      adminSignIn: 'google',
      googleSignInConfigured: true,
      adminSignInSource: 'default',
    });
  if (path === '/api/admin/impersonations')
    return json(200, {
      entries: [
        {
          id: 'i1',
          adminUserId: ADMIN_ID,
          adminName: 'Administrator',
          adminEmail: 'admin@ecotone.example',
          targetUserId: 'u-carl',
          targetName: 'Carl Owens',
          targetEmail: 'carl@partner.example',
          createdAt: '2026-11-23T10:00:00Z',
          usedAt: '2026-11-23T10:01:00Z',
          endedAt: '2026-11-23T10:20:00Z',
          usedFromIp: '203.0.113.7',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    });
  if (path === '/api/user/invite') {
    const email = String((body as { email: string }).email);
    if ([...users.values()].some((user) => user.email === email))
      return refusal(409, 'USER_ALREADY_EXISTS', 'A user with this email already exists.');
    const id = `u-${users.size + 1}`;
    users.set(id, person(id, email, email, { status: 'invited', lastSignInAt: null }));
    return json(200, { ecotoneUserId: id });
  }
  if (path.startsWith('/api/user/by-email/')) {
    const email = decodeURIComponent(path.slice('/api/user/by-email/'.length));
    const user = [...users.values()].find((candidate) => candidate.email === email);
    return user
      ? json(200, { ecotoneUserId: user.ecotoneUserId })
      : refusal(404, 'NOT_FOUND', 'Not found');
  }
  if (path === '/api/user/invitation/check')
    return (body as { token: string }).token === 'good'
      ? json(200, {
          email: 'bea@example.org',
          name: 'Bea Martín',
          expiresAt: '2026-11-30T12:00:00Z',
        })
      : refusal(400, 'INVITATION_INVALID', 'This invitation link no longer works.');
  if (path === '/api/auth/admin/impersonate')
    return json(200, {
      loginUrl: 'http://localhost:3000/api/auth/impersonation/open?token=abc123',
    });
  if (userMatch) {
    const [, rawId, rest = ''] = userMatch;
    const id = decodeURIComponent(rawId ?? '');
    const user = users.get(id);
    if (rest === '/permissions') {
      const held = options.permissions ?? ALL_PERMISSIONS;
      const asked = (url.searchParams.get('permissions') ?? '').split(',');
      return json(
        200,
        asked.map((name) => held.includes(name as Permission)),
      );
    }
    if (rest === '/session')
      return json(200, {
        user: {
          id: ADMIN_ID,
          name: 'Administrator',
          email: 'admin@ecotone.example',
          image: null,
          roles: ['admin'],
        },
        userFlags: [],
      });
    if (!user) return refusal(404, 'NOT_FOUND', 'Not found');
    if (rest === '/extended-info') return json(200, user);
    if (rest === '/roles') {
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (options.refuseRoles)
        return refusal(409, 'LAST_ADMINISTRATOR', 'The last administrator keeps the admin role.');
      user.roles = (body as { roles: Role[] }).roles;
      return json(200, { roles: user.roles });
    }
    if (rest === '/flags') {
      const { flag } = body as { flag: UserExtendedInfo['flags'][number] };
      user.flags =
        method === 'POST'
          ? [...new Set([...user.flags, flag])]
          : user.flags.filter((f) => f !== flag);
      return json(200, { userFlags: user.flags });
    }
    if (rest === '/resend-invite')
      return json(200, { invitationExpiresAt: user.invitationExpiresAt });
    if (rest === '' && method === 'PUT') {
      Object.assign(user, body);
      return json(200, user);
    }
    if (rest === '' && method === 'DELETE') {
      users.delete(id);
      return new Response(null, { status: 204 });
    }
  }
  return refusal(404, 'NOT_FOUND', `The harness has no ${method} ${path}`);
}

window.fetch = async (input, init) => {
  const url = new URL(String(input), 'http://localhost:3000');
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return answer(init?.method ?? 'GET', url, body);
};

const impersonated: SignedInUser = {
  id: 'u-carl',
  name: 'Carl Owens',
  email: 'carl@partner.example',
  roles: ['partner', 'user'],
  flags: [],
  adminPermissionsWithheld: false,
  impersonation: {
    byName: 'Administrator',
    byEmail: 'admin@ecotone.example',
    expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    canReturn: true,
  },
};

async function mount(next: HarnessOptions) {
  options = next;
  users = initialUsers();
  calls.length = 0;
  await loadAdminTexts();
  await mountInProviders({
    language: next.language,
    path: next.view === 'invitation' ? `/invite/accept?token=${next.token ?? ''}` : '/admin/users',
    view:
      next.view === 'banner' ? (
        <ImpersonationBanner user={impersonated} />
      ) : (
        <Routes>
          <Route path="/admin/users" element={<UsersPage />} />
          <Route path="/invite/accept" element={<AcceptInvitationPage />} />
          <Route path="/" element={<p data-testid="home">home</p>} />
        </Routes>
      ),
  });
}

window.userAdminHarness = { mount, calls };
