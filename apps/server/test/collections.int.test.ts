/**
 * Collections over the real app (docs/sharing.md; specs/2 section 3): reading follows the access
 * policy, editing needs update:collection and full access, what items may be added, deletion.
 */
import type { Collection } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { caller, resourceMaker } from './support/resources.js';

describe.each(databaseModes)('collections on %s', (mode) => {
  let context: TestContext;
  let call: ReturnType<typeof caller>;
  let make: ReturnType<typeof resourceMaker>;
  let admin: TestUser;
  let reader: TestUser;
  let stranger: TestUser;
  let site: string;

  beforeAll(async () => {
    context = await testContext(mode);
    call = caller(context);
    make = resourceMaker(context);
    admin = await signedInUser(context, 'admin');
    reader = await signedInUser(context);
    stranger = await signedInUser(context);
    site = await make.site(admin.id);
    const shapefile = await make.shapefile(site, admin.id);
    const assessment = await make.assessment(shapefile, admin.id);
    await context.runtime.database.query(
      'UPDATE site SET primary_assessment_id = $2 WHERE id = $1',
      [site, assessment],
    );
  });

  const create = async (name: string, isPrivate = false) => {
    const made = await call(admin, 'POST', '/api/collections', {
      collectionName: name,
      private: isPrivate,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body as unknown as Collection;
  };

  it('makes collections with update:collection only; private ones have an owner', async () => {
    expect((await call(null, 'POST', '/api/collections', { collectionName: 'x' })).status).toBe(
      401,
    );
    expect((await call(reader, 'POST', '/api/collections', { collectionName: 'x' })).status).toBe(
      403,
    );
    const shared = await create('Wyoming ranches');
    expect(shared).toMatchObject({
      ownerUserId: null,
      itemCount: 0,
      accessLevel: 'full',
      canEdit: true,
    });
    const mine = await create('Mine', true);
    expect(mine.ownerUserId).toBe(admin.id);
  });

  it('reads by the policy: 404 without access, readers cannot edit (403)', async () => {
    const collection = await create('Readers');
    const url = `/api/collection/${collection.collectionId}`;
    expect((await call(null, 'GET', url)).status).toBe(401);
    expect((await call(stranger, 'GET', url)).status).toBe(404);
    await make.grant(reader.id, 'collection', collection.collectionId, 'full');
    const read = await call(reader, 'GET', url);
    // A full grant without update:collection reads but may not edit.
    expect(read.body).toMatchObject({ accessLevel: 'full', canEdit: false });
    expect((await call(reader, 'PATCH', url, { collectionName: 'Mine now' })).status).toBe(403);
    expect((await call(stranger, 'PATCH', url, { collectionName: 'Mine now' })).status).toBe(404);
    const listed = await call(reader, 'GET', '/api/collections');
    expect(
      (listed.body as { collections: { collectionId: string }[] }).collections.map(
        (c) => c.collectionId,
      ),
    ).toContain(collection.collectionId);
    const renamed = await call(admin, 'PATCH', url, { collectionName: 'Renamed' });
    expect(renamed.body).toMatchObject({ collectionName: 'Renamed' });
  });

  it('adds items the viewer reads, skips those already in, and refuses what it may not hold', async () => {
    const collection = await create('Items');
    const url = `/api/collection/${collection.collectionId}/items`;
    const project = await make.project(admin.id);
    const added = await call(admin, 'PUT', url, {
      items: [
        { itemType: 'site', itemId: site },
        { itemType: 'project', itemId: project },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((added.body as unknown as Collection).itemCount).toBe(2);
    const again = await call(admin, 'PUT', url, { items: [{ itemType: 'site', itemId: site }] });
    expect((again.body as unknown as Collection).itemCount).toBe(2);
    const underProject = await make.site(admin.id, { projectId: project });
    const refused = await call(admin, 'PUT', url, {
      items: [{ itemType: 'site', itemId: underProject }],
    });
    expect([refused.status, refused.code]).toEqual([409, 'COLLECTION_ITEM_NOT_ALLOWED']);
    const bare = await make.site(admin.id);
    const noPrimary = await call(admin, 'PUT', url, {
      items: [{ itemType: 'site', itemId: bare }],
    });
    expect([noPrimary.status, noPrimary.code]).toEqual([409, 'SITE_HAS_NO_PRIMARY_ASSESSMENT']);
    const missing = await call(admin, 'PUT', url, {
      items: [{ itemType: 'site', itemId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(missing.status).toBe(404);
    const removed = await call(admin, 'DELETE', url, { itemId: project });
    expect((removed.body as unknown as Collection).collectionItems.map((i) => i.itemId)).toEqual([
      site,
    ]);
  });

  it('deletes a collection with its grants and the items pointing at it', async () => {
    const inner = await create('Inner');
    const outer = await create('Outer');
    await call(admin, 'PUT', `/api/collection/${outer.collectionId}/items`, {
      items: [{ itemType: 'collection', itemId: inner.collectionId }],
    });
    await make.grant(reader.id, 'collection', inner.collectionId, 'basic');
    const url = `/api/collection/${inner.collectionId}`;
    expect((await call(reader, 'DELETE', url)).status).toBe(403);
    expect((await call(admin, 'DELETE', url)).status).toBe(200);
    expect((await call(admin, 'GET', url)).status).toBe(404);
    const left = await context.runtime.database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM access_grant WHERE resource_id = $1)
            + (SELECT count(*) FROM collection_item WHERE item_id = $1) AS n`,
      [inner.collectionId],
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
