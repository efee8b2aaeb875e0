/**
 * Sites over the real app (docs/sharing.md; specs/2 sections 3, 5 and 8): the Sites page, a
 * site's detail (financials at full access only, the reserved preview), Site Settings' edits and
 * deletion with a replacement site, and step 2's list of sites held at full access.
 */
import type { SiteAnswer, SiteDetail } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { caller, resourceMaker } from './support/resources.js';

describe.each(databaseModes)('sites and Site Settings on %s', (mode) => {
  let context: TestContext;
  let call: ReturnType<typeof caller>;
  let make: ReturnType<typeof resourceMaker>;
  let creator: TestUser;
  let basic: TestUser;
  let full: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let siteId: string;
  const financials = {
    revenueSharePercent: 12.5,
    annualLandownerPaymentUsd: 40000,
    agreementTermYears: 20,
  };
  const detailOf = (body: Record<string, unknown>) =>
    (body as unknown as SiteAnswer & { view: 'full' }).site as SiteDetail;

  beforeAll(async () => {
    context = await testContext(mode);
    call = caller(context);
    make = resourceMaker(context);
    creator = await signedInUser(context);
    basic = await signedInUser(context);
    full = await signedInUser(context);
    stranger = await signedInUser(context);
    admin = await signedInUser(context, 'admin');
    siteId = await make.site(creator.id);
    await context.runtime.database.query('UPDATE site SET financials = $2::jsonb WHERE id = $1', [
      siteId,
      JSON.stringify(financials),
    ]);
    const shapefile = await make.shapefile(siteId, creator.id);
    await make.assessment(shapefile, creator.id);
    await make.grant(basic.id, 'site', siteId, 'basic');
    await make.grant(full.id, 'site', siteId, 'full');
  });

  it('shows financials at full access only, and 404 or 401 to others', async () => {
    const url = `/api/site/${siteId}`;
    expect((await call(null, 'GET', url)).status).toBe(401);
    expect((await call(stranger, 'GET', url)).status).toBe(404);
    const atBasic = await call(basic, 'GET', url);
    expect(atBasic.status).toBe(200);
    expect(detailOf(atBasic.body).accessLevel).toBe('basic');
    expect(detailOf(atBasic.body).financials).toBeUndefined();
    expect(detailOf(atBasic.body).shapefiles).toHaveLength(1);
    expect(detailOf(atBasic.body).assessments).toHaveLength(1);
    expect(detailOf(atBasic.body).can).toEqual({ update: false, delete: false, share: false });
    const atFull = await call(full, 'GET', url);
    expect(detailOf(atFull.body).financials).toEqual(financials);
    expect(detailOf(atFull.body).can.share).toBe(true);
    const byAdmin = await call(admin, 'GET', url);
    expect(detailOf(byAdmin.body).can).toEqual({ update: true, delete: true, share: true });
  });

  it("shows a reserved site's anonymised title to a signed-in user without access", async () => {
    const reserved = await make.site(creator.id);
    await context.runtime.database.query('UPDATE site SET anonymised_title = $2 WHERE id = $1', [
      reserved,
      'Ranch in Wyoming',
    ]);
    const answer = await call(stranger, 'GET', `/api/site/${reserved}`);
    expect(answer.body).toEqual({
      view: 'reserved',
      reserved: { siteId: reserved, anonymisedTitle: 'Ranch in Wyoming' },
    });
    expect((await call(null, 'GET', `/api/site/${reserved}`)).status).toBe(401);
  });

  it('lists on the Sites page every site the viewer reads, with their level', async () => {
    const page = async (user: TestUser) =>
      (
        (await call(user, 'GET', '/api/sites')).body as {
          sites: { siteId: string; accessLevel: string }[];
        }
      ).sites.find((site) => site.siteId === siteId);
    expect(await page(basic)).toMatchObject({ accessLevel: 'basic' });
    expect(await page(full)).toMatchObject({ accessLevel: 'full' });
    expect(await page(creator)).toMatchObject({ accessLevel: 'full' });
    expect(await page(stranger)).toBeUndefined();
    expect((await call(null, 'GET', '/api/sites')).status).toBe(401);
  });

  it("offers in step 2's list only the sites held at full access", async () => {
    const listed = async (user: TestUser) =>
      ((await call(user, 'GET', '/api/site/list')).body as { sites: { siteId: string }[] }).sites
        .map((site) => site.siteId)
        .includes(siteId);
    expect(await listed(full)).toBe(true);
    expect(await listed(creator)).toBe(true);
    expect(await listed(basic)).toBe(false);
    expect(await listed(stranger)).toBe(false);
  });

  it('edits a site with update:site and read access; refuses what the rules refuse', async () => {
    const site = await make.site(creator.id);
    const url = `/api/site/${site}`;
    expect((await call(null, 'PATCH', url, { title: 'x' })).status).toBe(401);
    expect((await call(creator, 'PATCH', url, { title: 'Renamed' })).status).toBe(403);
    expect((await call(stranger, 'PATCH', url, { title: 'Renamed' })).status).toBe(404);
    const renamed = await call(admin, 'PATCH', url, { title: 'Renamed', financials });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body as { site: SiteDetail }).site).toMatchObject({
      title: 'Renamed',
      financials,
    });
    const oldProject = await make.project(creator.id);
    const newProject = await make.project(creator.id, { pipelineClass: 'forest' });
    await call(admin, 'PATCH', url, { parentProjectId: oldProject });
    const moved = await call(admin, 'PATCH', url, { parentProjectId: newProject });
    expect(moved.status).toBe(200);
    const answer = moved.body as { site: SiteDetail; invalidatedProjectIds: string[] };
    expect(answer.site.siteType).toBe('forest');
    expect(answer.invalidatedProjectIds.sort()).toEqual([oldProject, newProject].sort());
    const invalidated = await context.runtime.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM project WHERE id = ANY($1::uuid[]) AND invalidated_at IS NOT NULL',
      [[oldProject, newProject]],
    );
    expect(invalidated.rows[0]?.n).toBe(2);
    const typed = await call(admin, 'PATCH', url, { siteType: 'farm' });
    expect([typed.status, typed.code]).toEqual([409, 'SITE_TYPE_SET_BY_PROJECT']);
    const otherShapefile = await make.shapefile(siteId, creator.id, `else ${site}`);
    const foreign = await make.assessment(otherShapefile, creator.id);
    const primary = await call(admin, 'PATCH', url, { primaryAssessmentId: foreign });
    expect([primary.status, primary.code]).toEqual([400, 'PRIMARY_ASSESSMENT_NOT_OF_SITE']);
    const nobody = await call(admin, 'PATCH', url, { creatorUserId: 'nobody' });
    expect([nobody.status, nobody.code]).toEqual([400, 'USER_NOT_FOUND']);
    const own = await make.shapefile(site, creator.id);
    const ownAssessment = await make.assessment(own, creator.id);
    const set = await call(admin, 'PATCH', url, {
      primaryAssessmentId: ownAssessment,
      creatorUserId: basic.id,
    });
    expect((set.body as { site: SiteDetail }).site).toMatchObject({
      primaryAssessmentId: ownAssessment,
      creatorUserId: basic.id,
    });
  });

  it('deletes a site: a replacement is needed, shapefiles and assessments move, names stay unique', async () => {
    const doomed = await make.site(creator.id);
    const replacement = await make.site(creator.id, { title: 'Replacement ranch' });
    const north = await make.shapefile(doomed, creator.id, 'North');
    await make.assessment(north, creator.id);
    await make.assessment(north, creator.id);
    await make.shapefile(doomed, creator.id, 'South');
    await make.shapefile(replacement, creator.id, 'north');
    await make.grant(basic.id, 'site', doomed, 'full');
    const collection = await make.collection(creator.id);
    await make.collectionItem(collection, 'site', doomed);
    const url = `/api/site/${doomed}`;
    expect((await call(null, 'DELETE', url, {})).status).toBe(401);
    expect((await call(stranger, 'DELETE', url, {})).status).toBe(404);
    expect((await call(basic, 'DELETE', url, {})).status).toBe(403);
    const missing = await call(admin, 'DELETE', url, {});
    expect([missing.status, missing.code]).toEqual([409, 'SITE_REPLACEMENT_REQUIRED']);
    expect((missing.body as { error: { message: string } }).error.message).toBe(
      `Trying to delete the site ${doomed} which has 2 shapefiles, but a replacement site hasn't been specified.`,
    );
    const itself = await call(admin, 'DELETE', url, { replacementSiteId: doomed });
    expect([itself.status, itself.code]).toEqual([400, 'REPLACEMENT_SITE_INVALID']);
    const done = await call(admin, 'DELETE', url, { replacementSiteId: replacement });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({
      replacementSite: { siteId: replacement, title: 'Replacement ranch' },
      movedShapefiles: 2,
      movedAssessments: 2,
    });
    const { database } = context.runtime;
    const names = await database.query<{ name: string }>(
      'SELECT name FROM shapefile WHERE site_id = $1 ORDER BY name',
      [replacement],
    );
    expect(names.rows.map((row) => row.name)).toEqual(['North (2)', 'South', 'north']);
    const left = await database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM site WHERE id = $1)
            + (SELECT count(*) FROM access_grant WHERE resource_id = $1)
            + (SELECT count(*) FROM collection_item WHERE item_id = $1) AS n`,
      [doomed],
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
    const moved = await call(admin, 'GET', `/api/site/${replacement}`);
    expect(detailOf(moved.body).assessments).toHaveLength(2);
  });

  it('deletes an empty site without a replacement', async () => {
    const empty = await make.site(creator.id);
    const done = await call(admin, 'DELETE', `/api/site/${empty}`);
    expect(done.body).toEqual({ replacementSite: null, movedShapefiles: 0, movedAssessments: 0 });
    expect((await call(admin, 'GET', `/api/site/${empty}`)).status).toBe(404);
  });
});
