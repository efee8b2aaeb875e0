/**
 * What collections-screens.e2e.ts loads into a blank page to see the Collections page, the
 * collection editor, the Projects page and the profile's access tabs in Chromium over a fake API
 * that answers as packages/contracts/src/sharing.ts and users.ts say (the client checks every
 * answer against the contract's schemas, so a fixture that strays from the contract fails).
 */

import type {
  AccessLevel,
  Collection,
  Permission,
  Portfolio,
  Project,
  SharingAnswer,
  UserExtendedInfo,
} from '@ecotone/contracts';
import { Route, Routes } from 'react-router';
import { InviteUserDialog } from '../src/features/admin/invite-user-dialog';
import { UserProfileDialog } from '../src/features/admin/user-profile-dialog';
import { CollectionsPage } from '../src/features/collections/collections-page';
import { ProjectsPage } from '../src/features/projects/projects-page';
import { loadAdminTexts, loadCollectionTexts, loadSharingTexts } from '../src/i18n';
import { mountInProviders } from './harness-mount';

export interface HarnessOptions {
  view: 'collections' | 'projects' | 'profile' | 'invite';
  language: 'en' | 'es';
  /** The address within the view, e.g. /collections/c-north. */
  path?: string;
  permissions?: Permission[];
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

declare global {
  interface Window {
    collectionsHarness?: { mount: (options: HarnessOptions) => Promise<void>; calls: Call[] };
  }
}

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const ALL_PERMISSIONS: Permission[] = [
  'update:collection',
  'update:site',
  'update:users',
  'update:user-resources',
];
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const F1 = id(101);
const F2 = id(102);
const P1 = id(201);
const P2 = id(202);
const P3 = id(203);
const S1 = id(301);
const S2 = id(302);
const S3 = id(303);
const S4 = id(304);
const C1 = id(401);
const C2 = id(402);
const BEA = id(501);

let options: HarnessOptions = { view: 'collections', language: 'en' };
const calls: Call[] = [];

const resources = {
  portfolios: [
    { portfolioId: F1, title: 'Northern Rangelands Fund' },
    { portfolioId: F2, title: 'Coastal Wetlands' },
  ],
  projects: [
    { projectId: P1, title: 'Mara Conservancy', slug: 'mara-conservancy', parentPortfolioId: F1 },
    { projectId: P2, title: 'Laikipia grazing', slug: 'laikipia-grazing', parentPortfolioId: F1 },
    {
      projectId: P3,
      title: 'estuary restoration',
      slug: 'estuary-restoration',
      parentPortfolioId: null,
    },
  ],
  collections: [
    { collectionId: C1, collectionName: 'Due diligence 2026' },
    { collectionId: C2, collectionName: 'My shortlist' },
  ],
  sites: [
    { siteId: S1, title: 'Alder Creek Ranch', primaryAssessmentId: id(601), parentProjectId: null },
    { siteId: S2, title: 'bluegrass farm', primaryAssessmentId: id(602), parentProjectId: null },
    { siteId: S3, title: 'Cedar Hollow', primaryAssessmentId: null, parentProjectId: null },
    { siteId: S4, title: 'Mara North block', primaryAssessmentId: id(603), parentProjectId: P1 },
  ],
};

let collections: Map<string, Collection>;
function initialCollections(): Map<string, Collection> {
  const base = {
    accessLevel: 'full' as AccessLevel,
    canEdit: true,
  };
  return new Map([
    [
      C1,
      {
        ...base,
        collectionId: C1,
        collectionName: 'Due diligence 2026',
        ownerUserId: null,
        ownerUserName: null,
        itemCount: 2,
        collectionItems: [
          { itemId: S1, itemType: 'site', itemName: 'Alder Creek Ranch', slug: null },
          {
            itemId: P1,
            itemType: 'project',
            itemName: 'Mara Conservancy',
            slug: 'mara-conservancy',
          },
        ],
      },
    ],
    [
      C2,
      {
        ...base,
        collectionId: C2,
        collectionName: 'My shortlist',
        ownerUserId: ADMIN_ID,
        ownerUserName: 'Administrator',
        itemCount: 0,
        collectionItems: [],
      },
    ],
  ]);
}

const titleOf = (itemId: string): string =>
  resources.sites.find((site) => site.siteId === itemId)?.title ??
  resources.projects.find((project) => project.projectId === itemId)?.title ??
  itemId;

const portfolios: Portfolio[] = [
  {
    portfolioId: F1,
    title: 'Northern Rangelands Fund',
    visibility: 'external',
    projects: [
      { projectId: P1, title: 'Mara Conservancy', slug: 'mara-conservancy' },
      { projectId: P2, title: 'Laikipia grazing', slug: 'laikipia-grazing' },
    ],
    accessLevel: 'full',
    publishedAt: '2026-11-01T10:00:00Z',
    invalidatedAt: null,
  },
  {
    portfolioId: F2,
    title: 'Coastal Wetlands',
    visibility: 'internal',
    projects: [],
    accessLevel: 'full',
    publishedAt: null,
    invalidatedAt: null,
  },
];
const projects: Project[] = [
  {
    projectId: P1,
    title: 'Mara Conservancy',
    slug: 'mara-conservancy',
    visibility: 'external',
    stage: 'investment-ready',
    originTier: 't1',
    parentPortfolioId: F1,
    pipelineClass: 'conservationArea',
    landownerAgreementExists: true,
    accessLevel: 'full',
    publishedAt: '2026-11-01T10:00:00Z',
    invalidatedAt: '2026-11-10T10:00:00Z',
  },
  {
    projectId: P2,
    title: 'Laikipia grazing',
    slug: 'laikipia-grazing',
    visibility: 'internal',
    stage: 'project-feasibility',
    originTier: 't0',
    parentPortfolioId: F1,
    pipelineClass: 'ranch',
    landownerAgreementExists: false,
    accessLevel: 'full',
    publishedAt: null,
    invalidatedAt: null,
  },
  {
    projectId: P3,
    title: 'estuary restoration',
    slug: 'estuary-restoration',
    visibility: 'private',
    stage: 'internal-draft',
    originTier: null,
    parentPortfolioId: null,
    pipelineClass: null,
    landownerAgreementExists: false,
    accessLevel: 'full',
    publishedAt: null,
    invalidatedAt: null,
  },
];

let bea: UserExtendedInfo;
function initialBea(): UserExtendedInfo {
  return {
    ecotoneUserId: BEA,
    name: 'Bea Martín',
    email: 'bea@example.org',
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
    accessSources: [
      { resourceType: 'portfolio', resourceId: F1, accessLevel: 'no-financials' },
      { resourceType: 'project', resourceId: P1, accessLevel: 'full' },
      { resourceType: 'collection', resourceId: C1, accessLevel: 'basic' },
      { resourceType: 'site', resourceId: S2, accessLevel: 'basic' },
    ],
    effectiveAccessLevel: 'full',
    accessLevels: {
      portfolio: {
        [F1]: { accessLevel: 'no-financials', resourceTitle: 'Northern Rangelands Fund' },
      },
      project: {
        [P1]: { accessLevel: 'full', resourceTitle: 'Mara Conservancy' },
        [P2]: { accessLevel: 'no-financials', resourceTitle: 'Laikipia grazing' },
      },
      collection: { [C1]: { accessLevel: 'basic', resourceTitle: 'Due diligence 2026' } },
      site: {
        [S2]: { accessLevel: 'basic', resourceTitle: 'bluegrass farm' },
        [S4]: { accessLevel: 'full', resourceTitle: 'Mara North block' },
      },
      assessment: {},
    },
  };
}

const sharing: SharingAnswer = {
  users: [
    {
      ecotoneUserId: BEA,
      name: 'Bea Martín',
      email: 'bea@example.org',
      accessLevel: 'basic',
      label: 'direct',
      viaType: null,
      sources: [
        {
          resourceType: 'collection',
          resourceId: C1,
          resourceTitle: 'Due diligence 2026',
          accessLevel: 'basic',
          direct: true,
        },
      ],
      internal: false,
    },
  ],
  minimumLevels: {},
};

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const refusal = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } });

const listItem = (collection: Collection) => ({
  collectionId: collection.collectionId,
  collectionName: collection.collectionName,
  ownerUserId: collection.ownerUserId,
  ownerUserName: collection.ownerUserName,
  itemCount: collection.collectionItems.length,
  accessLevel: collection.accessLevel,
});

async function answer(method: string, url: URL, body: unknown): Promise<Response> {
  const path = url.pathname;
  calls.push({ method, path: `${path}${url.search}`, body });
  if (path === '/api/auth/get-session')
    return json(200, {
      session: {},
      user: { id: ADMIN_ID, name: 'Administrator', email: 'admin@ecotone.example' },
    });
  const permissionsMatch = /^\/api\/user\/[^/]+\/permissions$/.exec(path);
  if (permissionsMatch) {
    const held = options.permissions ?? ALL_PERMISSIONS;
    const asked = (url.searchParams.get('permissions') ?? '').split(',');
    return json(
      200,
      asked.map((name) => held.includes(name as Permission)),
    );
  }
  if (path === `/api/user/${BEA}/extended-info`) return json(200, bea);
  if (path === '/api/resource') return json(200, resources);
  if (path === '/api/user/all-roles')
    return json(200, {
      roles: [
        { role: 'user', selectable: true, description: 'Uses the platform.' },
        { role: 'partner', selectable: true, description: 'A partner organisation.' },
      ],
    });
  if (path === '/api/user/invite' && method === 'POST')
    return json(200, { ecotoneUserId: id(599) });
  if (path === '/api/collections' && method === 'GET')
    return json(200, { collections: [...collections.values()].map(listItem) });
  if (path === '/api/collections' && method === 'POST') {
    const next: Collection = {
      collectionId: id(499),
      collectionName: (body as { collectionName: string }).collectionName,
      ownerUserId: null,
      ownerUserName: null,
      itemCount: 0,
      collectionItems: [],
      accessLevel: 'full',
      canEdit: true,
    };
    collections.set(next.collectionId, next);
    return json(200, next);
  }
  const collectionMatch = /^\/api\/collection\/([^/]+)(\/items)?$/.exec(path);
  if (collectionMatch) {
    const collection = collections.get(collectionMatch[1] ?? '');
    if (!collection) return refusal(404, 'NOT_FOUND', 'Not found');
    const items = collectionMatch[2] !== undefined;
    if (!items && method === 'GET') return json(200, collection);
    if (!items && method === 'PATCH') {
      collection.collectionName = (body as { collectionName: string }).collectionName;
      return json(200, collection);
    }
    if (!items && method === 'DELETE') {
      collections.delete(collection.collectionId);
      return new Response(null, { status: 204 });
    }
    if (items && method === 'PUT') {
      for (const item of (body as { items: { itemType: 'site' | 'project'; itemId: string }[] })
        .items)
        collection.collectionItems.push({
          itemId: item.itemId,
          itemType: item.itemType,
          itemName: titleOf(item.itemId),
          slug: null,
        });
      collection.itemCount = collection.collectionItems.length;
      return json(200, collection);
    }
    if (items && method === 'DELETE') {
      const { itemId } = body as { itemId: string };
      collection.collectionItems = collection.collectionItems.filter(
        (item) => item.itemId !== itemId,
      );
      collection.itemCount = collection.collectionItems.length;
      return json(200, collection);
    }
  }
  const sharingMatch = /^\/api\/resource\/([a-z]+)\/([^/]+)\/(sharing|metadata)$/.exec(path);
  if (sharingMatch) {
    const [, type = '', resourceId = '', what] = sharingMatch;
    if (what === 'metadata')
      return json(200, {
        resourceType: type,
        resourceId,
        title: titleOf(resourceId),
        accessLevel: 'full',
        canShare: true,
        notShareableReason: null,
      });
    if (method === 'PUT') {
      const { accessLevel } = body as { accessLevel: AccessLevel };
      const map = bea.accessLevels[type as 'portfolio'];
      if (accessLevel === 'none') {
        delete map[resourceId];
        bea.accessSources = bea.accessSources.filter((source) => source.resourceId !== resourceId);
      } else {
        const entry = map[resourceId];
        if (entry) entry.accessLevel = accessLevel;
      }
    }
    return json(200, sharing);
  }
  if (path === '/api/portfolios') return json(200, { portfolios });
  if (path === '/api/projects') return json(200, { projects });
  if (path === '/api/resource/publish') return json(200, { resources: [] });
  if (path === '/api/resource/invalidate') return new Response(null, { status: 204 });
  if (path === '/api/user-preferences')
    return json(200, {
      units: 'metric',
      language: options.language === 'es' ? 'spanish' : 'english',
    });
  return refusal(404, 'NOT_FOUND', `The harness has no ${method} ${path}`);
}

window.fetch = async (input, init) => {
  const url = new URL(String(input), 'http://localhost:3000');
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return answer(init?.method ?? 'GET', url, body);
};

async function mount(next: HarnessOptions) {
  options = next;
  collections = initialCollections();
  bea = initialBea();
  calls.length = 0;
  await Promise.all([loadAdminTexts(), loadCollectionTexts(), loadSharingTexts()]);
  await mountInProviders({
    language: next.language,
    path: next.path ?? (next.view === 'projects' ? '/projects' : '/collections'),
    view: (
      <div style={{ padding: 24 }}>
        {next.view === 'invite' ? (
          <InviteUserDialog open onClose={() => {}} onOpenProfile={() => {}} />
        ) : next.view === 'profile' ? (
          <UserProfileDialog
            userId={BEA}
            grants={{
              updateUsers: true,
              updateResources: true,
              assignFlags: false,
              assignPartner: false,
              assignAny: false,
              deleteUsers: false,
              impersonate: false,
            }}
            onClose={() => {}}
          />
        ) : (
          <Routes>
            <Route path="/collections" element={<CollectionsPage />} />
            <Route path="/collections/:collectionId" element={<CollectionsPage />} />
            <Route path="/projects" element={<ProjectsPage />} />
          </Routes>
        )}
      </div>
    ),
  });
}

window.collectionsHarness = { mount, calls };
