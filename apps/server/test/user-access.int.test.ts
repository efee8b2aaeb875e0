/**
 * The users' side of sharing (docs/sharing.md; docs/users.md): a profile's access part, an
 * invitation's access levels given as grants, and a deleted user's grants going with them.
 */
import { randomUUID } from 'node:crypto';
import type { UserExtendedInfo } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContextWithEnv,
} from './harness.js';
import { caller, resourceMaker } from './support/resources.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe.each(databaseModes)("users' access on %s", (mode) => {
  let context: TestContext;
  let call: ReturnType<typeof caller>;
  let make: ReturnType<typeof resourceMaker>;
  let admin: TestUser;
  const ids = { portfolio: '', project: '', site: '', other: '' };

  beforeAll(async () => {
    context = await testContextWithEnv(mode, {
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: sink.url,
    });
    call = caller(context);
    make = resourceMaker(context);
    admin = await signedInUser(context, 'admin');
    ids.portfolio = await make.portfolio(admin.id, 'external', 'Fund I');
    ids.project = await make.project(admin.id, { portfolioId: ids.portfolio });
    ids.site = await make.site(admin.id, { projectId: ids.project, title: 'Under the project' });
    ids.other = await make.site(admin.id, { title: 'Alone' });
  });

  it("shows a profile's direct grants and every resource they reach, with the highest level", async () => {
    const user = await createUser(context);
    await make.grant(user.id, 'project', ids.project, 'basic');
    await make.grant(user.id, 'site', ids.site, 'full');
    await make.grant(user.id, 'site', ids.other, 'basic');
    const info = await call(admin, 'GET', `/api/user/${user.id}/extended-info`);
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    const body = info.body as unknown as UserExtendedInfo;
    expect(body.accessSources).toHaveLength(3);
    expect(body.accessSources).toContainEqual({
      resourceType: 'project',
      resourceId: ids.project,
      accessLevel: 'basic',
    });
    expect(body.accessLevels.project[ids.project]).toEqual({
      accessLevel: 'basic',
      resourceTitle: 'Powder River',
    });
    expect(body.accessLevels.site[ids.site]).toEqual({
      accessLevel: 'full',
      resourceTitle: 'Under the project',
    });
    expect(body.accessLevels.site[ids.other]?.accessLevel).toBe('basic');
    expect(body.effectiveAccessLevel).toBe('full');
    const reached = await createUser(context);
    await make.grant(reached.id, 'portfolio', ids.portfolio, 'no-financials');
    const through = (await call(admin, 'GET', `/api/user/${reached.id}/extended-info`))
      .body as unknown as UserExtendedInfo;
    expect(through.accessSources).toHaveLength(1);
    expect(Object.keys(through.accessLevels.project)).toEqual([ids.project]);
    expect(through.accessLevels.site[ids.site]?.accessLevel).toBe('no-financials');
  });

  it("gives an invitation's access levels as grants, skipping none; refuses unknown resources", async () => {
    const email = `invited-${randomUUID()}@example.org`;
    const invited = await call(admin, 'POST', '/api/user/invite', {
      email,
      accessLevels: [
        { resourceType: 'site', resourceId: ids.other, accessLevel: 'full' },
        { resourceType: 'project', resourceId: ids.project, accessLevel: 'none' },
      ],
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const userId = (invited.body as { ecotoneUserId: string }).ecotoneUserId;
    const info = (await call(admin, 'GET', `/api/user/${userId}/extended-info`))
      .body as unknown as UserExtendedInfo;
    expect(info.accessSources).toEqual([
      { resourceType: 'site', resourceId: ids.other, accessLevel: 'full' },
    ]);
    const unknownEmail = `unknown-${randomUUID()}@example.org`;
    const unknown = await call(admin, 'POST', '/api/user/invite', {
      email: unknownEmail,
      accessLevels: [{ resourceType: 'site', resourceId: randomUUID(), accessLevel: 'basic' }],
    });
    expect([unknown.status, unknown.code]).toEqual([400, 'RESOURCE_NOT_FOUND']);
    const notOffered = await call(admin, 'POST', '/api/user/invite', {
      email: unknownEmail,
      accessLevels: [{ resourceType: 'site', resourceId: ids.other, accessLevel: 'no-financials' }],
    });
    expect([notOffered.status, notOffered.code]).toEqual([400, 'ACCESS_LEVEL_NOT_OFFERED']);
    // Neither refused invitation made an account.
    const made = await context.runtime.database.query('SELECT 1 FROM "user" WHERE email = $1', [
      unknownEmail,
    ]);
    expect(made.rows).toHaveLength(0);
  });

  it("deletes a deleted user's grants", async () => {
    const user = await createUser(context);
    await make.grant(user.id, 'site', ids.other, 'basic');
    const removed = await call(admin, 'DELETE', `/api/user/${user.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const left = await context.runtime.database.query(
      'SELECT 1 FROM access_grant WHERE user_id = $1',
      [user.id],
    );
    expect(left.rows).toHaveLength(0);
  });
});
