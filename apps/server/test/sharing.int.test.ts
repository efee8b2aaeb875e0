/**
 * The Sharing panel's routes over the real app (docs/sharing.md; specs/2 sections 4-6): who may
 * read and change the list, the levels offered, shareability, inherited minimums, the labels,
 * deleted users, pickers, publish and invalidate.
 */
import type { ResourceMetadata, SharingAnswer } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { caller, resourceMaker } from './support/resources.js';

describe.each(databaseModes)('sharing on %s', (mode) => {
  let context: TestContext;
  let call: ReturnType<typeof caller>;
  let make: ReturnType<typeof resourceMaker>;
  let creator: TestUser;
  let sharer: TestUser;
  let reader: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  const ids = { portfolio: '', project: '', site: '', shapefile: '', assessment: '' };
  const sharing = (type: string, id: string) => `/api/resource/${type}/${id}/sharing`;

  beforeAll(async () => {
    context = await testContext(mode);
    call = caller(context);
    make = resourceMaker(context);
    creator = await signedInUser(context);
    sharer = await signedInUser(context);
    reader = await signedInUser(context);
    stranger = await signedInUser(context);
    admin = await signedInUser(context, 'admin');
    ids.portfolio = await make.portfolio(creator.id);
    ids.project = await make.project(creator.id, { portfolioId: ids.portfolio });
    ids.site = await make.site(creator.id, { projectId: ids.project });
    ids.shapefile = await make.shapefile(ids.site, creator.id);
    ids.assessment = await make.assessment(ids.shapefile, creator.id);
    await make.grant(sharer.id, 'site', ids.site, 'full');
    await make.grant(reader.id, 'site', ids.site, 'basic');
  });

  it('lets full access and update:user-resources read the list: 401, 404, 403 otherwise', async () => {
    const url = sharing('site', ids.site);
    expect((await call(null, 'GET', url)).status).toBe(401);
    expect((await call(stranger, 'GET', url)).status).toBe(404);
    expect((await call(reader, 'GET', url)).status).toBe(403);
    expect((await call(sharer, 'GET', url)).status).toBe(200);
    expect((await call(creator, 'GET', url)).status).toBe(200);
    expect((await call(admin, 'GET', url)).status).toBe(200);
    const missing = sharing('site', '00000000-0000-4000-8000-000000000000');
    expect((await call(admin, 'GET', missing)).status).toBe(404);
    expect((await call(admin, 'GET', '/api/resource/planet/x/sharing')).status).toBe(400);
  });

  it('labels direct, via and multiple sources, with the inherited minimum', async () => {
    const viaUser = await createUser(context);
    const both = await createUser(context);
    await make.grant(viaUser.id, 'project', ids.project, 'basic');
    await make.grant(both.id, 'project', ids.project, 'no-financials');
    await make.grant(both.id, 'site', ids.site, 'full');
    const { status, body } = await call(sharer, 'GET', sharing('site', ids.site));
    expect(status).toBe(200);
    const answer = body as unknown as SharingAnswer;
    const row = (id: string) => answer.users.find((user) => user.ecotoneUserId === id);
    expect(row(reader.id)).toMatchObject({ label: 'direct', viaType: null, accessLevel: 'basic' });
    expect(row(viaUser.id)).toMatchObject({
      label: 'via',
      viaType: 'project',
      accessLevel: 'basic',
    });
    expect(row(both.id)).toMatchObject({ label: 'multiple', accessLevel: 'full' });
    expect(row(both.id)?.sources.map((s) => [s.resourceType, s.direct])).toEqual([
      ['site', true],
      ['project', false],
    ]);
    expect(answer.minimumLevels[viaUser.id]).toBe('basic');
    expect(answer.minimumLevels[reader.id]).toBeUndefined();
    expect(row(stranger.id)).toBeUndefined();
  });

  it('sets, raises and removes a direct grant; a grant marks the assessments shared', async () => {
    const invitee = await createUser(context);
    const url = sharing('site', ids.site);
    const visibility = async () =>
      (
        await context.runtime.database.query<{ visibility: string }>(
          'SELECT visibility FROM assessment WHERE id = $1',
          [ids.assessment],
        )
      ).rows[0]?.visibility;
    expect(await visibility()).toBe('internal');
    const put = await call(sharer, 'PUT', url, { ecotoneUserId: invitee.id, accessLevel: 'basic' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await visibility()).toBe('shared');
    const levelOf = (body: Record<string, unknown>) =>
      (body as unknown as SharingAnswer).users.find((u) => u.ecotoneUserId === invitee.id)
        ?.accessLevel;
    expect(levelOf(put.body)).toBe('basic');
    const full = await call(sharer, 'PUT', url, { ecotoneUserId: invitee.id, accessLevel: 'full' });
    expect(levelOf(full.body)).toBe('full');
    const none = await call(sharer, 'PUT', url, { ecotoneUserId: invitee.id, accessLevel: 'none' });
    expect(levelOf(none.body)).toBeUndefined();
    await call(sharer, 'PUT', url, { ecotoneUserId: invitee.id, accessLevel: 'basic' });
    const removed = await call(sharer, 'DELETE', url, { ecotoneUserId: invitee.id });
    expect(removed.status).toBe(200);
    expect(levelOf(removed.body)).toBeUndefined();
    // A reader may not change the list; a stranger does not learn it exists.
    const byReader = await call(reader, 'PUT', url, {
      ecotoneUserId: invitee.id,
      accessLevel: 'basic',
    });
    expect(byReader.status).toBe(403);
    const byStranger = await call(stranger, 'DELETE', url, { ecotoneUserId: reader.id });
    expect(byStranger.status).toBe(404);
    const anonymous = await call(null, 'POST', url, {
      users: [{ ecotoneUserId: invitee.id, accessLevel: 'basic' }],
    });
    expect(anonymous.status).toBe(401);
  });

  it('adds several users at once, or none when one of them is refused', async () => {
    const [a, b] = [await createUser(context), await createUser(context)];
    const url = sharing('site', ids.site);
    const post = await call(sharer, 'POST', url, {
      users: [
        { ecotoneUserId: a.id, accessLevel: 'basic' },
        { ecotoneUserId: b.id, accessLevel: 'full' },
      ],
    });
    expect(post.status).toBe(200);
    const levels = (post.body as unknown as SharingAnswer).users
      .filter((u) => [a.id, b.id].includes(u.ecotoneUserId))
      .map((u) => u.accessLevel)
      .sort();
    expect(levels).toEqual(['basic', 'full']);
    const c = await createUser(context);
    const refused = await call(sharer, 'POST', url, {
      users: [
        { ecotoneUserId: c.id, accessLevel: 'basic' },
        { ecotoneUserId: 'nobody', accessLevel: 'basic' },
      ],
    });
    expect(refused.status).toBe(404);
    const after = await call(sharer, 'GET', url);
    expect(
      (after.body as unknown as SharingAnswer).users.some((u) => u.ecotoneUserId === c.id),
    ).toBe(false);
  });

  it('refuses levels not offered, below the inherited minimum, and deleted users', async () => {
    const user = await createUser(context);
    const url = sharing('site', ids.site);
    const notOffered = await call(sharer, 'PUT', url, {
      ecotoneUserId: user.id,
      accessLevel: 'no-financials',
    });
    expect([notOffered.status, notOffered.code]).toEqual([400, 'ACCESS_LEVEL_NOT_OFFERED']);
    await make.grant(user.id, 'project', ids.project, 'full');
    const below = await call(sharer, 'PUT', url, { ecotoneUserId: user.id, accessLevel: 'basic' });
    expect([below.status, below.code]).toEqual([409, 'ACCESS_BELOW_MINIMUM']);
    const same = await call(sharer, 'PUT', url, { ecotoneUserId: user.id, accessLevel: 'full' });
    expect(same.status).toBe(200);
    const gone = await createUser(context);
    await context.runtime.database.query('UPDATE "user" SET deleted_at = now() WHERE id = $1', [
      gone.id,
    ]);
    const toDeleted = await call(sharer, 'PUT', url, {
      ecotoneUserId: gone.id,
      accessLevel: 'basic',
    });
    expect(toDeleted.status).toBe(404);
    await make.grant(gone.id, 'site', ids.site, 'basic');
    const listed = await call(sharer, 'GET', url);
    expect(
      (listed.body as unknown as SharingAnswer).users.some((u) => u.ecotoneUserId === gone.id),
    ).toBe(false);
  });

  it('refuses to share a project that is not external and a collection with an owner', async () => {
    const internalProject = await make.project(creator.id, { visibility: 'internal' });
    const owned = await make.collection(creator.id, creator.id);
    const user = await createUser(context);
    for (const [type, id, reason] of [
      ['project', internalProject, { kind: 'visibility', visibility: 'internal' }],
      ['collection', owned, { kind: 'ownedCollection' }],
    ] as const) {
      const refused = await call(creator, 'PUT', sharing(type, id), {
        ecotoneUserId: user.id,
        accessLevel: 'basic',
      });
      expect([refused.status, refused.code]).toEqual([409, 'RESOURCE_NOT_SHAREABLE']);
      const metadata = await call(creator, 'GET', `/api/resource/${type}/${id}/metadata`);
      expect((metadata.body as unknown as ResourceMetadata).notShareableReason).toEqual(reason);
    }
  });

  it('answers metadata to readers, with whether they may share', async () => {
    const url = `/api/resource/site/${ids.site}/metadata`;
    expect((await call(null, 'GET', url)).status).toBe(401);
    expect((await call(stranger, 'GET', url)).status).toBe(404);
    const read = await call(reader, 'GET', url);
    expect(read.body).toMatchObject({
      accessLevel: 'basic',
      canShare: false,
      notShareableReason: null,
    });
    const full = await call(sharer, 'GET', url);
    expect(full.body).toMatchObject({ accessLevel: 'full', canShare: true });
  });

  it('offers candidates by name or email to sharers only', async () => {
    const url = `${sharing('site', ids.site)}/candidates?search=${encodeURIComponent(reader.email)}`;
    const found = await call(sharer, 'GET', url);
    expect(found.status).toBe(200);
    expect((found.body as { users: { ecotoneUserId: string }[] }).users).toEqual([
      expect.objectContaining({ ecotoneUserId: reader.id, internal: false }),
    ]);
    expect((await call(reader, 'GET', url)).status).toBe(403);
    expect((await call(stranger, 'GET', url)).status).toBe(404);
    expect(
      (await call(sharer, 'GET', `${sharing('site', ids.site)}/candidates?search=a`)).status,
    ).toBe(400);
  });

  it('lists what the viewer reads, and the collections holding a resource', async () => {
    const collection = await make.collection(creator.id, null, 'Readers');
    await make.collectionItem(collection, 'project', ids.project);
    await make.grant(reader.id, 'collection', collection, 'basic');
    const listed = await call(reader, 'GET', '/api/resource');
    expect(listed.status).toBe(200);
    const body = listed.body as { sites: { siteId: string }[]; projects: { projectId: string }[] };
    expect(body.sites.map((s) => s.siteId)).toContain(ids.site);
    expect(body.projects.map((p) => p.projectId)).toContain(ids.project);
    const none = await call(stranger, 'GET', '/api/resource');
    expect((none.body as { sites: { siteId: string }[] }).sites.map((s) => s.siteId)).not.toContain(
      ids.site,
    );
    const holding = await call(reader, 'GET', `/api/resource/project/${ids.project}/collections`);
    expect(holding.body).toEqual({
      collections: [{ collectionId: collection, collectionName: 'Readers' }],
    });
    expect(
      (await call(stranger, 'GET', `/api/resource/project/${ids.project}/collections`)).status,
    ).toBe(404);
  });

  it('publishes and invalidates with update:site only', async () => {
    const target = { resourceType: 'project', resourceId: ids.project };
    expect(
      (await call(creator, 'POST', '/api/resource/publish', { resourcesToInvalidate: [target] }))
        .status,
    ).toBe(403);
    expect((await call(null, 'POST', '/api/resource/invalidate', target)).status).toBe(401);
    const invalidated = await call(admin, 'POST', '/api/resource/invalidate', target);
    expect(invalidated.status).toBe(200);
    expect(
      (invalidated.body as { resources: { invalidatedAt: string | null }[] }).resources[0]
        ?.invalidatedAt,
    ).not.toBeNull();
    const published = await call(admin, 'POST', '/api/resource/publish', {
      resourcesToInvalidate: [target, { resourceType: 'portfolio', resourceId: ids.portfolio }],
    });
    expect(published.status).toBe(200);
    for (const state of (
      published.body as {
        resources: { publishedAt: string | null; invalidatedAt: string | null }[];
      }
    ).resources) {
      expect(state.publishedAt).not.toBeNull();
      expect(state.invalidatedAt).toBeNull();
    }
    const missing = await call(admin, 'POST', '/api/resource/invalidate', {
      resourceType: 'portfolio',
      resourceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
  });
});
