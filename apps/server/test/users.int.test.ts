/**
 * User administration (issue 19; docs/users.md): every endpoint against every kind of viewer,
 * the invitation from mail to signed-in account, roles, profile edits and deletion by
 * anonymising, on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import {
  databaseModes,
  signedInUser,
  signIn,
  type TestContext,
  type TestUser,
  testContextWithEnv,
} from './harness.js';
import { storeShapefile } from './support/seed.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { square } from './support/square.js';
import { call, cookieOf, signedInAs } from './support/users.js';

const PUBLIC_URL = 'http://localhost:3000';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** The invitation link in the next invitation mail to `email` (taken out of the sink). */
async function invitationMail(email: string) {
  const mail = await sink.waitFor(email, (m) => /invit/i.test(m.subject));
  sink.received.splice(sink.received.indexOf(mail), 1);
  const link = /https?:\/\/\S+\/invite\/accept\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  return { mail, token: new URL(link).searchParams.get('token') ?? '', link: new URL(link) };
}

describe.each(databaseModes)('user administration on %s', (mode) => {
  let context: TestContext;
  let admin: TestUser;
  let staff: TestUser;
  let plain: TestUser;
  let target: TestUser;

  beforeAll(async () => {
    context = await testContextWithEnv(mode, { PUBLIC_URL, SMTP_URL: sink.url });
    admin = await signedInAs(context, 'admin');
    staff = await signedInAs(context, 'staff');
    plain = await signedInUser(context);
    target = await signedInUser(context);
  });

  describe('who may call what', () => {
    const endpoints = () =>
      [
        ['GET', '/api/users', undefined, 200],
        ['GET', `/api/user/by-email/${encodeURIComponent(target.email)}`, undefined, 200],
        ['GET', `/api/user/${target.id}/extended-info`, undefined, 200],
        ['PUT', `/api/user/${target.id}`, { notionUrl: 'https://notion.so/page' }, 200],
        ['PATCH', `/api/user/${target.id}`, { notionUrl: null }, 200],
        ['POST', '/api/user/invite', { email: `who-${randomUUID()}@example.org` }, 200],
        ['POST', `/api/user/${target.id}/resend-invite`, undefined, 409],
        ['GET', '/api/admin/settings', undefined, 200],
        ['GET', '/api/admin/impersonations', undefined, 200],
        ['POST', '/api/auth/admin/impersonate', { ecotoneUserId: target.id }, 200],
      ] as const;

    it('answers 401 without a session, 403 to a user and to staff, and serves administrators', async () => {
      for (const [method, url, body, adminStatus] of endpoints()) {
        const anonymous = await call(context, method, url, undefined, body);
        expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
        for (const viewer of [plain, staff]) {
          const refused = await call(context, method, url, viewer.cookie, body);
          expect(refused.statusCode, `${method} ${url} ${viewer.email}`).toBe(403);
          expect(refused.json().error.code).toBe('FORBIDDEN');
        }
        const served = await call(context, method, url, admin.cookie, body);
        expect(served.statusCode, `${method} ${url} admin: ${served.body}`).toBe(adminStatus);
      }
    });

    it('lets only delete:users delete, and 404s an unknown user', async () => {
      const victim = await signedInUser(context);
      for (const viewer of [plain, staff]) {
        const refused = await call(context, 'DELETE', `/api/user/${victim.id}`, viewer.cookie);
        expect(refused.statusCode).toBe(403);
      }
      expect((await call(context, 'DELETE', `/api/user/${victim.id}`)).statusCode).toBe(401);
      const unknown = await call(context, 'DELETE', `/api/user/${randomUUID()}`, admin.cookie);
      expect(unknown.statusCode).toBe(404);
      const missing = await call(
        context,
        'GET',
        `/api/user/${randomUUID()}/extended-info`,
        admin.cookie,
      );
      expect(missing.statusCode).toBe(404);
    });

    it('gives the role list to both kinds of role assigners, greyed out by what they may assign', async () => {
      expect((await call(context, 'GET', '/api/user/all-roles')).statusCode).toBe(401);
      expect((await call(context, 'GET', '/api/user/all-roles', plain.cookie)).statusCode).toBe(
        403,
      );
      const forStaff = await call(context, 'GET', '/api/user/all-roles', staff.cookie);
      expect(forStaff.statusCode).toBe(200);
      expect(
        forStaff
          .json()
          .roles.map((r: { role: string; selectable: boolean }) => [r.role, r.selectable]),
      ).toEqual([
        ['admin', false],
        ['staff', false],
        ['partner', true],
        ['user', false],
      ]);
      const forInvite = await call(
        context,
        'GET',
        '/api/user/all-roles?forInvite=true',
        admin.cookie,
        undefined,
        {
          'accept-language': 'es',
        },
      );
      const roles = forInvite.json().roles as Array<{
        role: string;
        selectable: boolean;
        description: string;
      }>;
      expect(roles.filter((r) => r.selectable).map((r) => r.role)).toEqual(['partner', 'user']);
      expect(roles.find((r) => r.role === 'partner')?.description).toMatch(/socia/);
    });
  });

  describe('roles', () => {
    it('lets staff add and remove partner only; administrators anything', async () => {
      const person = await signedInUser(context);
      const url = `/api/user/${person.id}/roles`;
      const added = await call(context, 'POST', url, staff.cookie, { roles: ['user', 'partner'] });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ roles: ['partner', 'user'] });
      const promoted = await call(context, 'POST', url, staff.cookie, { roles: ['staff', 'user'] });
      expect(promoted.statusCode).toBe(403);
      const removed = await call(context, 'POST', url, staff.cookie, { roles: ['user'] });
      expect(removed.json()).toEqual({ roles: ['user'] });
      expect(
        (await call(context, 'POST', url, plain.cookie, { roles: ['partner'] })).statusCode,
      ).toBe(403);
      const byAdmin = await call(context, 'POST', url, admin.cookie, { roles: ['staff', 'user'] });
      expect(byAdmin.json()).toEqual({ roles: ['staff', 'user'] });
      const unknown = await call(context, 'POST', `/api/user/${randomUUID()}/roles`, admin.cookie, {
        roles: ['user'],
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('the user list', () => {
    it('searches, sorts and pages, with status and last sign-in', async () => {
      const tag = randomUUID().slice(0, 8);
      for (const name of ['Bravo', 'alpha', 'Charlie']) {
        await upsertCredentialUser(
          context.runtime.auth,
          {
            email: `list-${tag}-${name.toLowerCase()}@example.org`,
            password: `pw-${tag}-xyz`,
            name: `${name} ${tag}`,
          },
          'user',
        );
      }
      const first = await call(context, 'GET', `/api/users?search=${tag}&pageSize=2`, admin.cookie);
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page.total).toBe(3);
      expect(page.users.map((u: { name: string }) => u.name)).toEqual([
        `alpha ${tag}`,
        `Bravo ${tag}`,
      ]);
      expect(page.users[0]).toMatchObject({
        status: 'active',
        lastSignInAt: null,
        sso: [],
        roles: ['user'],
      });
      const second = await call(
        context,
        'GET',
        `/api/users?search=${tag}&pageSize=2&page=2&order=desc`,
        admin.cookie,
      );
      expect(second.json().users.map((u: { name: string }) => u.name)).toEqual([`alpha ${tag}`]);
      const signedIn = await call(
        context,
        'GET',
        `/api/users?search=${encodeURIComponent(target.email)}`,
        admin.cookie,
      );
      expect(signedIn.json().users[0].lastSignInAt).not.toBeNull();
      const noWildcards = await call(context, 'GET', '/api/users?search=%25_%25', admin.cookie);
      expect(noWildcards.json().total).toBe(0);
    });

    it('finds a user by email, case-insensitively', async () => {
      const found = await call(
        context,
        'GET',
        `/api/user/by-email/${encodeURIComponent(target.email.toUpperCase())}`,
        admin.cookie,
      );
      expect(found.json()).toEqual({ ecotoneUserId: target.id });
      const none = await call(
        context,
        'GET',
        '/api/user/by-email/nobody%40example.org',
        admin.cookie,
      );
      expect(none.statusCode).toBe(404);
    });
  });

  describe('invitations', () => {
    it('mails a Spanish invitation whose link checks, accepts, signs in and makes the account active', async () => {
      const email = `Invitee-${randomUUID()}@Example.org`;
      const invited = await call(context, 'POST', '/api/user/invite', admin.cookie, {
        email,
        firstName: ' Ana\u0007 ',
        lastName: 'García',
        roles: ['partner'],
        language: 'spanish',
      });
      expect(invited.statusCode, invited.body).toBe(200);
      const userId = invited.json().ecotoneUserId as string;

      const { mail, token, link } = await invitationMail(email.toLowerCase());
      expect(mail.subject).toBe('Test admin le invitó a Ecotone');
      expect(mail.text).toContain('caduca en 7 días');
      expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/invite/accept`);

      const info = await call(context, 'GET', `/api/user/${userId}/extended-info`, admin.cookie);
      expect(info.json()).toMatchObject({
        name: 'Ana García',
        email: email.toLowerCase(),
        roles: ['partner'],
        status: 'invited',
        hasPassword: false,
        lastSignInAt: null,
        accessSources: [],
        effectiveAccessLevel: 'none',
      });
      expect(Date.parse(info.json().invitationExpiresAt) - Date.now()).toBeGreaterThan(
        6.9 * 86_400_000,
      );

      const checked = await call(context, 'POST', '/api/user/invitation/check', undefined, {
        token,
      });
      expect(checked.json()).toMatchObject({ email: email.toLowerCase(), name: 'Ana García' });

      const accepted = await call(context, 'POST', '/api/user/invitation/accept', undefined, {
        token,
        password: 'a-long-password',
        name: 'Ana María García',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({ ecotoneUserId: userId });
      const sessionCookie = accepted.cookies.find((c) => c.name === 'better-auth.session_token');
      expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      const session = await call(context, 'GET', `/api/user/${userId}/session`, cookieOf(accepted));
      expect(session.statusCode).toBe(200);
      expect(session.json().user).toMatchObject({ name: 'Ana María García', roles: ['partner'] });
      const { rows } = await context.runtime.database.query<{ method: string }>(
        'SELECT sign_in_method AS method FROM session WHERE user_id = $1',
        [userId],
      );
      expect(rows.map((row) => row.method)).toEqual(['email-password']);

      const after = await call(context, 'GET', `/api/user/${userId}/extended-info`, admin.cookie);
      expect(after.json()).toMatchObject({
        status: 'active',
        hasPassword: true,
        invitationExpiresAt: null,
      });
      expect(after.json().lastSignInAt).not.toBeNull();
      expect((await signIn(context, email, 'a-long-password')).statusCode).toBe(200);

      const again = await call(context, 'POST', '/api/user/invitation/accept', undefined, {
        token,
        password: 'another-password',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('INVITATION_INVALID');
      const resend = await call(context, 'POST', `/api/user/${userId}/resend-invite`, admin.cookie);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().error.code).toBe('INVITATION_NOT_PENDING');
    });

    it('writes in the inviter language by default; a resent link supersedes the older one', async () => {
      const email = `resend-${randomUUID()}@example.org`;
      const invited = await call(context, 'POST', '/api/user/invite', admin.cookie, { email });
      const userId = invited.json().ecotoneUserId as string;
      const first = await invitationMail(email);
      expect(first.mail.subject).toBe('Test admin invited you to Ecotone');
      expect(first.mail.text).toContain(`Hello ${email}`);

      const resent = await call(context, 'POST', `/api/user/${userId}/resend-invite`, admin.cookie);
      expect(resent.statusCode).toBe(200);
      expect(Date.parse(resent.json().invitationExpiresAt)).toBeGreaterThan(Date.now());
      const second = await invitationMail(email);
      expect(second.token).not.toBe(first.token);

      const old = await call(context, 'POST', '/api/user/invitation/check', undefined, {
        token: first.token,
      });
      expect(old.statusCode).toBe(400);
      expect(old.json().error.code).toBe('INVITATION_INVALID');
      const current = await call(context, 'POST', '/api/user/invitation/check', undefined, {
        token: second.token,
      });
      expect(current.statusCode).toBe(200);

      await context.runtime.database.query(
        "UPDATE user_invitation SET expires_at = now() - interval '1 second' WHERE user_id = $1",
        [userId],
      );
      const expired = await call(context, 'POST', '/api/user/invitation/accept', undefined, {
        token: second.token,
        password: 'a-long-password',
      });
      expect(expired.json().error.code).toBe('INVITATION_INVALID');
      const listed = await call(context, 'GET', `/api/users?search=${email}`, admin.cookie);
      expect(listed.json().users[0]).toMatchObject({ status: 'invited' });
    });

    it('refuses an email that already has an account, and roles beyond the invitable ones', async () => {
      const taken = await call(context, 'POST', '/api/user/invite', admin.cookie, {
        email: target.email.toUpperCase(),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: 'USER_ALREADY_EXISTS' });
      const adminRole = await call(context, 'POST', '/api/user/invite', admin.cookie, {
        email: `role-${randomUUID()}@example.org`,
        roles: ['admin'],
      });
      expect(adminRole.statusCode).toBe(400);
      const withAccess = await call(context, 'POST', '/api/user/invite', admin.cookie, {
        email: `access-${randomUUID()}@example.org`,
        accessLevels: [{ resourceType: 'site', resourceId: 'x', accessLevel: 'full' }],
      });
      expect(withAccess.statusCode).toBe(400);
    });
  });

  it('says the invitation was not sent when the mail server is away, keeps the account, and resends', async () => {
    // A mail server that does not answer: nothing listens on port 1.
    const away = await testContextWithEnv(mode, { PUBLIC_URL, SMTP_URL: 'smtp://127.0.0.1:1' });
    const email = `away-${randomUUID()}@example.org`;
    const refused = await call(
      away,
      'POST',
      '/api/user/invite',
      admin.cookie,
      { email },
      {
        'accept-language': 'es',
      },
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toEqual({
      code: 'INVITATION_NOT_SENT',
      message:
        'La cuenta se creó, pero no se pudo enviar el correo de invitación. Pruebe «Reenviar invitación» en su perfil dentro de unos minutos.',
    });
    const found = await call(
      context,
      'GET',
      `/api/user/by-email/${encodeURIComponent(email)}`,
      admin.cookie,
    );
    expect(found.statusCode).toBe(200);
    const { ecotoneUserId } = found.json();
    const resent = await call(
      context,
      'POST',
      `/api/user/${ecotoneUserId}/resend-invite`,
      admin.cookie,
    );
    expect(resent.statusCode).toBe(200);
    const { token } = await invitationMail(email);
    const check = await call(context, 'POST', '/api/user/invitation/check', undefined, { token });
    expect(check.json()).toMatchObject({ email });
  });

  describe('profile edits', () => {
    it('changes name, email and notion link; keeps emails unique', async () => {
      const person = await signedInUser(context);
      const url = `/api/user/${person.id}`;
      const newEmail = `renamed-${randomUUID()}@example.org`;
      const changed = await call(context, 'PUT', url, admin.cookie, {
        name: 'New\u0007 Name\u0085',
        email: newEmail.toUpperCase(),
        notionUrl: 'https://www.notion.so/person',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        name: 'New Name',
        email: newEmail,
        notionUrl: 'https://www.notion.so/person',
      });
      const duplicate = await call(context, 'PATCH', url, admin.cookie, { email: target.email });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.code).toBe('USER_ALREADY_EXISTS');
      const insecure = await call(context, 'PATCH', url, admin.cookie, {
        notionUrl: 'http://notion.so/x',
      });
      expect(insecure.statusCode).toBe(400);
      expect((await call(context, 'PATCH', url, admin.cookie, {})).statusCode).toBe(400);
    });

    it('leaves name and email of single-sign-on users to their provider', async () => {
      const person = await signedInUser(context);
      await context.runtime.database.query(
        `INSERT INTO account (id, account_id, provider_id, user_id) VALUES ($1, $2, 'google', $3)`,
        [randomUUID(), `sub-${randomUUID()}`, person.id],
      );
      const refused = await call(context, 'PATCH', `/api/user/${person.id}`, admin.cookie, {
        name: 'Other',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('PROFILE_MANAGED_BY_SSO');
      const notion = await call(context, 'PATCH', `/api/user/${person.id}`, admin.cookie, {
        notionUrl: 'https://notion.so/sso',
      });
      expect(notion.json()).toMatchObject({ sso: ['google'], notionUrl: 'https://notion.so/sso' });
    });
  });

  describe('deletion', () => {
    it('anonymises the account and keeps everything the user created', async () => {
      const person = await signedInUser(context);
      const { repositories, database } = context.runtime;
      const shapefileId = await storeShapefile(context.runtime, {
        name: 'Kept ranch',
        geojson: square(),
        createdBy: person.id,
      });
      const assessmentId = await repositories.assessments.create({
        shapefileId,
        restorationActivity: null,
        analysisId: null,
        createdBy: person.id,
      });
      const maskId = randomUUID();
      await database.query(
        `INSERT INTO mask_set (id, shapefile_id, mode, gross_area_ha, merged_area_ha, net_area_ha,
           merged_storage_key, net_storage_key, created_by)
         VALUES ($1, $2, 'upload', 1, 0, 1, 'm', 'n', $3)`,
        [maskId, shapefileId, person.id],
      );
      await call(context, 'POST', `/api/user/${person.id}/flags`, person.cookie, {
        flag: 'reports',
      });

      expect(
        (await call(context, 'DELETE', `/api/user/${admin.id}`, admin.cookie)).json().error.code,
      ).toBe('CANNOT_DELETE_SELF');
      const deleted = await call(context, 'DELETE', `/api/user/${person.id}`, admin.cookie);
      expect(deleted.statusCode).toBe(204);

      const { rows } = await database.query<Record<string, unknown>>(
        `SELECT name, email, role, banned, deleted_at IS NOT NULL AS deleted,
           (SELECT count(*)::int FROM session WHERE user_id = u.id) AS sessions,
           (SELECT count(*)::int FROM account WHERE user_id = u.id) AS accounts,
           (SELECT count(*)::int FROM user_flag WHERE user_id = u.id) AS flags,
           (SELECT count(*)::int FROM shapefile WHERE created_by = u.id) AS shapefiles,
           (SELECT count(*)::int FROM assessment WHERE id = $2 AND created_by = u.id) AS assessments,
           (SELECT count(*)::int FROM mask_set WHERE id = $3 AND created_by = u.id) AS masks
         FROM "user" u WHERE id = $1`,
        [person.id, assessmentId, maskId],
      );
      expect(rows[0]).toEqual({
        name: 'Deleted user',
        email: `deleted-${person.id}@deleted.invalid`,
        role: null,
        banned: true,
        deleted: true,
        sessions: 0,
        accounts: 0,
        flags: 0,
        shapefiles: 1,
        assessments: 1,
        masks: 1,
      });
      expect(
        (await call(context, 'GET', `/api/user/${person.id}/session`, person.cookie)).statusCode,
      ).toBe(401);
      expect((await signIn(context, person.email, person.password)).statusCode).toBe(401);
      expect(
        (await call(context, 'GET', `/api/user/${person.id}/extended-info`, admin.cookie))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(context, 'DELETE', `/api/user/${person.id}`, admin.cookie)).statusCode,
      ).toBe(404);
      const listed = await call(context, 'GET', '/api/users?search=deleted.invalid', admin.cookie);
      expect(listed.json().total).toBe(0);
      await expect(
        database.query('DELETE FROM "user" WHERE id = $1', [person.id]),
      ).rejects.toThrow();
    });
  });

  describe('settings and better-auth admin endpoints', () => {
    it('shows the admin sign-in rule', async () => {
      const settings = await call(context, 'GET', '/api/admin/settings', admin.cookie);
      expect(settings.json()).toEqual({
        adminSignIn: 'any',
        googleSignInConfigured: false,
        adminSignInSource: 'default',
      });
    });

    it("keeps better-auth's own impersonation, removal and role endpoints unreachable", async () => {
      for (const path of ['impersonate-user', 'stop-impersonating', 'remove-user', 'set-role']) {
        const response = await call(context, 'POST', `/api/auth/admin/${path}`, admin.cookie, {
          userId: target.id,
          role: 'admin',
        });
        expect(response.statusCode, path).toBe(404);
      }
    });
  });
});

describe.each(databaseModes)('the admin sign-in setting on %s', (mode) => {
  const google = {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'client',
    GOOGLE_CLIENT_SECRET: 'secret',
    GOOGLE_ISSUER: 'http://127.0.0.1:9/google',
  };

  it('withholds admin permissions from an email sign-in by default once Google is configured', async () => {
    const context = await testContextWithEnv(mode, google);
    const admin = await signedInAs(context, 'admin');
    const refused = await call(context, 'GET', '/api/users', admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ADMIN_PERMISSIONS_WITHHELD');
  });

  it('grants them with every method under ADMIN_SIGN_IN=any, and says so', async () => {
    const context = await testContextWithEnv(mode, { ...google, ADMIN_SIGN_IN: 'any' });
    const admin = await signedInAs(context, 'admin');
    expect((await call(context, 'GET', '/api/users', admin.cookie)).statusCode).toBe(200);
    const settings = await call(context, 'GET', '/api/admin/settings', admin.cookie);
    expect(settings.json()).toEqual({
      adminSignIn: 'any',
      googleSignInConfigured: true,
      adminSignInSource: 'configured',
    });
  });
});
