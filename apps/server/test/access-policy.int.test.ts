/**
 * The access policy's levels over a real database (docs/sharing.md, decision 0025): direct and
 * inherited grants, the highest wins, creators and staff, internal assessments.
 */
import { randomUUID } from 'node:crypto';
import type { AccessLevel } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessSubject } from '../src/access/access-policy.js';
import { createUser, databaseModes, type TestContext, testContext } from './harness.js';
import { square } from './support/square.js';

describe.each(databaseModes)('the access policy on %s', (mode) => {
  let context: TestContext;
  let creator: string;
  let reader: string;
  const ids = {
    portfolio: '',
    project: '',
    collection: '',
    site: '',
    shapefile: '',
    assessment: '',
  };

  const subject = (userId: string, extra: Partial<AccessSubject> = {}): AccessSubject => ({
    userId,
    internal: false,
    readsEverything: false,
    ...extra,
  });
  const grant = (
    resourceType: 'portfolio' | 'project' | 'collection' | 'site' | 'assessment',
    accessLevel: AccessLevel,
  ) =>
    context.runtime.repositories.access.setGrant({
      userId: reader,
      resourceType,
      resourceId: ids[resourceType],
      accessLevel,
      grantedBy: creator,
    });
  const levels = async (userId: string, extra: Partial<AccessSubject> = {}) => {
    const policy = context.runtime.services.accessPolicy;
    const who = subject(userId, extra);
    return {
      project: await policy.levelOf(who, 'project', ids.project),
      site: await policy.levelOf(who, 'site', ids.site),
      shapefile: await policy.levelOf(who, 'shapefile', ids.shapefile),
      assessment: await policy.levelOf(who, 'assessment', ids.assessment),
    };
  };

  beforeAll(async () => {
    context = await testContext(mode);
    creator = (await createUser(context)).id;
    reader = (await createUser(context)).id;
    const { database } = context.runtime;
    const one = async (sql: string, values: unknown[]) =>
      ((await database.query<{ id: string }>(sql, values)).rows[0] as { id: string }).id;
    ids.portfolio = await one(
      `INSERT INTO portfolio (title, visibility, created_by) VALUES ('Fund I', 'external', $1) RETURNING id`,
      [creator],
    );
    ids.project = await one(
      `INSERT INTO project (title, slug, parent_portfolio_id, created_by)
       VALUES ('Powder River', $1, $2, $3) RETURNING id`,
      [`powder-river-${randomUUID().slice(0, 8)}`, ids.portfolio, creator],
    );
    const { sites, shapefiles, assessments } = context.runtime.repositories;
    ids.site = await sites.create({
      title: `Ranch ${randomUUID()}`.slice(0, 40),
      siteType: 'ranch',
      createdBy: creator,
    });
    await database.query('UPDATE site SET parent_project_id = $1 WHERE id = $2', [
      ids.project,
      ids.site,
    ]);
    ids.collection = await one(
      `INSERT INTO collection (name, created_by) VALUES ('Wyoming', $1) RETURNING id`,
      [creator],
    );
    await database.query(
      `INSERT INTO collection_item (collection_id, item_type, item_id) VALUES ($1, 'site', $2)`,
      [ids.collection, ids.site],
    );
    ids.shapefile = await shapefiles.create({
      siteId: ids.site,
      name: 'north',
      geojsonText: JSON.stringify(square(-107, 44.5)),
      totalAreaHa: 88.2,
      createdBy: creator,
    });
    ids.assessment = await assessments.create({
      shapefileId: ids.shapefile,
      restorationActivity: null,
      analysisId: null,
      createdBy: creator,
    });
  });

  it('gives nothing without a grant, and full to the creator and to staff', async () => {
    expect(await levels(reader)).toEqual({
      project: 'none',
      site: 'none',
      shapefile: 'none',
      assessment: 'none',
    });
    expect(await levels(creator)).toMatchObject({
      site: 'full',
      shapefile: 'full',
      assessment: 'full',
    });
    expect(await levels(reader, { readsEverything: true })).toEqual({
      project: 'full',
      site: 'full',
      shapefile: 'full',
      assessment: 'full',
    });
  });

  it('lets internal staff read an internal assessment only', async () => {
    expect(await levels(reader, { internal: true })).toEqual({
      project: 'none',
      site: 'none',
      shapefile: 'none',
      assessment: 'full',
    });
  });

  it('carries a grant down the tree and keeps the highest', async () => {
    await grant('portfolio', 'no-financials');
    expect(await levels(reader)).toEqual({
      project: 'no-financials',
      site: 'no-financials',
      shapefile: 'no-financials',
      assessment: 'no-financials',
    });
    await grant('collection', 'basic');
    expect(await levels(reader)).toEqual({
      project: 'no-financials',
      site: 'basic',
      shapefile: 'basic',
      assessment: 'basic',
    });
    await grant('assessment', 'full');
    expect((await levels(reader)).assessment).toBe('full');
    expect((await levels(reader)).site).toBe('basic');
    for (const type of ['portfolio', 'collection', 'assessment'] as const)
      await grant(type, 'none');
    expect(await levels(reader)).toEqual({
      project: 'none',
      site: 'none',
      shapefile: 'none',
      assessment: 'none',
    });
  });

  it('answers none for a resource that does not exist', async () => {
    const policy = context.runtime.services.accessPolicy;
    expect(
      await policy.levelOf(subject(creator, { readsEverything: true }), 'site', randomUUID()),
    ).toBe('none');
    await expect(
      policy.require(subject(creator), 'assessment', randomUUID()),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
