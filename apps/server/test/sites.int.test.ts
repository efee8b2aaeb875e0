import { randomUUID } from 'node:crypto';
import type { SiteListAnswer, SiteListItem } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  databaseModes,
  signedInUser,
  signIn,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { square } from './support/square.js';

describe.each(databaseModes)('GET /api/site/list on %s', (mode) => {
  let context: TestContext;
  let owner: TestUser;
  let other: TestUser;
  /** Makes every title of this run unique: the database is shared with other test files. */
  const tag = randomUUID().slice(0, 8);

  /** A site with `shapefiles` shapefiles, the first of which holds `assessments` assessments. */
  const site = async (
    title: string,
    createdBy: TestUser,
    counts: { shapefiles?: number; assessments?: number } = {},
  ) => {
    const { sites, shapefiles, assessments } = context.runtime.repositories;
    const siteId = await sites.create({ title, siteType: 'ranch', createdBy: createdBy.id });
    const shapefileIds: string[] = [];
    for (let i = 0; i < (counts.shapefiles ?? 0); i++) {
      shapefileIds.push(
        await shapefiles.create({
          siteId,
          name: `paddock ${i}`,
          geojsonText: JSON.stringify(square(-107 + i * 0.02, 44.5)),
          totalAreaHa: 88.2,
          createdBy: createdBy.id,
        }),
      );
    }
    const [first] = shapefileIds;
    for (let i = 0; i < (counts.assessments ?? 0); i++) {
      if (!first) throw new Error('assessments need a shapefile');
      await assessments.create({
        shapefileId: first,
        restorationActivity: null,
        analysisId: null,
        createdBy: createdBy.id,
      });
    }
    return siteId;
  };

  const list = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/site/list',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SiteListAnswer>().sites;
  };
  /** The listed sites among `ids`, in the order listed. */
  const only = (sites: SiteListItem[], ids: string[]) =>
    sites.filter((item) => ids.includes(item.siteId));

  let ownerSites: { charlie: string; alpha: string; bravo: string };
  let otherSite: string;

  beforeAll(async () => {
    context = await testContext(mode);
    owner = await signedInUser(context);
    other = await signedInUser(context);
    ownerSites = {
      charlie: await site(`Charlie Flats ${tag}`, owner),
      alpha: await site(`Alpha Creek ${tag}`, owner, { shapefiles: 2, assessments: 3 }),
      bravo: await site(`bravo ridge ${tag}`, owner, { shapefiles: 1 }),
    };
    otherSite = await site(`Aardvark Hill ${tag}`, other, { shapefiles: 1, assessments: 1 });
  });

  it('lists the sites a user created, by title regardless of case, with their counts', async () => {
    expect(await list(owner)).toEqual([
      {
        siteId: ownerSites.alpha,
        title: `Alpha Creek ${tag}`,
        siteType: 'ranch',
        assessmentCount: 3,
        shapefileCount: 2,
      },
      {
        siteId: ownerSites.bravo,
        title: `bravo ridge ${tag}`,
        siteType: 'ranch',
        assessmentCount: 0,
        shapefileCount: 1,
      },
      {
        siteId: ownerSites.charlie,
        title: `Charlie Flats ${tag}`,
        siteType: 'ranch',
        assessmentCount: 0,
        shapefileCount: 0,
      },
    ]);
    expect((await list(other)).map((item) => item.siteId)).toEqual([otherSite]);
  });

  it('lists every site to holders of update:site (admin, staff), and not to partners', async () => {
    const ids = [otherSite, ...Object.values(ownerSites)];
    const admin = await signedInUser(context, 'admin');
    const staff = await userWithRole('staff');
    const partner = await userWithRole('partner');
    for (const holder of [admin, staff]) {
      const sites = await list(holder);
      expect(only(sites, ids).map((item) => item.siteId)).toEqual([
        otherSite,
        ownerSites.alpha,
        ownerSites.bravo,
        ownerSites.charlie,
      ]);
      expect(only(sites, [otherSite])[0]).toMatchObject({ assessmentCount: 1, shapefileCount: 1 });
    }
    expect(await list(partner)).toEqual([]);
  });

  it('needs a session (401)', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/site/list' });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('UNAUTHENTICATED');
  });

  /** A signed-in user whose stored role is `role` (the harness makes only admins and users). */
  async function userWithRole(role: 'staff' | 'partner'): Promise<TestUser> {
    const user = await createUser(context);
    await context.runtime.database.query('UPDATE "user" SET role = $2 WHERE id = $1', [
      user.id,
      role,
    ]);
    const response = await signIn(context, user.email, user.password);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { ...user, cookie };
  }
});
