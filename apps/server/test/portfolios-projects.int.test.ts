/**
 * Portfolios and projects over the real app (docs/sharing.md; specs/2 section 3): reads follow
 * the access policy, making and editing need update:site, slugs are unique, a project's pipeline
 * class reaches its sites.
 */
import type { Portfolio, Project } from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { caller, resourceMaker } from './support/resources.js';

describe.each(databaseModes)('portfolios and projects on %s', (mode) => {
  let context: TestContext;
  let call: ReturnType<typeof caller>;
  let make: ReturnType<typeof resourceMaker>;
  let admin: TestUser;
  let reader: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    context = await testContext(mode);
    call = caller(context);
    make = resourceMaker(context);
    admin = await signedInUser(context, 'admin');
    reader = await signedInUser(context);
    stranger = await signedInUser(context);
  });

  it('makes portfolios and projects with update:site only, slugs unique', async () => {
    expect((await call(null, 'POST', '/api/portfolios', { title: 'Fund' })).status).toBe(401);
    expect((await call(reader, 'POST', '/api/portfolios', { title: 'Fund' })).status).toBe(403);
    const portfolio = await call(admin, 'POST', '/api/portfolios', {
      title: 'Fund',
      visibility: 'external',
    });
    expect(portfolio.status, JSON.stringify(portfolio.body)).toBe(200);
    const portfolioId = (portfolio.body as unknown as Portfolio).portfolioId;
    const title = `Río Verde ${Date.now()}`;
    const first = await call(admin, 'POST', '/api/projects', {
      title,
      parentPortfolioId: portfolioId,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call(admin, 'POST', '/api/projects', { title });
    const third = await call(admin, 'POST', '/api/projects', { title });
    const base = `rio-verde-${title.split(' ')[2]}`;
    expect((first.body as unknown as Project).slug).toBe(base);
    expect((second.body as unknown as Project).slug).toBe(`${base}-2`);
    expect((third.body as unknown as Project).slug).toBe(`${base}-3`);
    expect(first.body).toMatchObject({
      parentPortfolioId: portfolioId,
      stage: 'internal-draft',
      accessLevel: 'full',
    });
    const listed = await call(admin, 'GET', '/api/portfolios');
    const mine = (listed.body as { portfolios: Portfolio[] }).portfolios.find(
      (p) => p.portfolioId === portfolioId,
    );
    expect(mine?.projects.map((p) => p.slug)).toEqual([base]);
    const unknown = await call(admin, 'POST', '/api/projects', {
      title,
      parentPortfolioId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.status, unknown.code]).toEqual([400, 'RESOURCE_NOT_FOUND']);
  });

  it('reads by the policy: a grant on the portfolio reaches its projects', async () => {
    const portfolio = await make.portfolio(admin.id);
    const project = await make.project(admin.id, { portfolioId: portfolio });
    await make.grant(reader.id, 'portfolio', portfolio, 'no-financials');
    const projects = await call(reader, 'GET', '/api/projects');
    expect(
      (projects.body as { projects: Project[] }).projects.find((p) => p.projectId === project),
    ).toMatchObject({ accessLevel: 'no-financials' });
    const none = await call(stranger, 'GET', '/api/projects');
    expect(
      (none.body as { projects: Project[] }).projects.some((p) => p.projectId === project),
    ).toBe(false);
    const metadata = `/api/project/${project}/metadata`;
    expect((await call(reader, 'GET', metadata)).body).toMatchObject({
      projectId: project,
      pipelineClass: null,
    });
    expect((await call(stranger, 'GET', metadata)).status).toBe(404);
    expect((await call(null, 'GET', metadata)).status).toBe(401);
    expect((await call(reader, 'PATCH', `/api/project/${project}`, { title: 'x' })).status).toBe(
      403,
    );
    expect((await call(stranger, 'PATCH', `/api/project/${project}`, { title: 'x' })).status).toBe(
      404,
    );
    expect(
      (await call(reader, 'PATCH', `/api/portfolio/${portfolio}`, { title: 'x' })).status,
    ).toBe(403);
    const renamed = await call(admin, 'PATCH', `/api/portfolio/${portfolio}`, { title: 'Fund II' });
    expect(renamed.body).toMatchObject({ title: 'Fund II' });
  });

  it("gives a project's sites its pipeline class when it is set", async () => {
    const project = await make.project(admin.id);
    const site = await make.site(admin.id, { projectId: project });
    const changed = await call(admin, 'PATCH', `/api/project/${project}`, {
      pipelineClass: 'wetland',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ pipelineClass: 'wetland' });
    const type = await context.runtime.database.query<{ siteType: string }>(
      'SELECT site_type AS "siteType" FROM site WHERE id = $1',
      [site],
    );
    expect(type.rows[0]?.siteType).toBe('wetland');
  });
});
