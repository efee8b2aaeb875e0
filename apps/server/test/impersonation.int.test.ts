/**
 * Impersonation (issue 19; docs/users.md): the one-time link, the marked and time-limited
 * session, "return" to the administrator's own session, and the audit log, on both databases.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { call, cookieOf, signedInAs } from './support/users.js';

/** The path and query of a loginUrl, for `inject`. */
const pathOf = (loginUrl: string) => new URL(loginUrl).pathname;

interface LogEntry {
  id: string;
  adminUserId: string;
  targetUserId: string;
  targetEmail: string;
  usedAt: string | null;
  endedAt: string | null;
  usedFromIp: string | null;
}

describe.each(databaseModes)('impersonation on %s', (mode) => {
  let context: TestContext;
  let admin: TestUser;
  let staff: TestUser;
  let target: TestUser;

  beforeAll(async () => {
    context = await testContext(mode);
    admin = await signedInAs(context, 'admin');
    staff = await signedInAs(context, 'staff');
    target = await signedInUser(context);
  });

  async function linkFor(userId: string, cookie = admin.cookie): Promise<string> {
    const made = await call(context, 'POST', '/api/auth/admin/impersonate', cookie, {
      ecotoneUserId: userId,
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().loginUrl as string;
  }

  async function logEntries(): Promise<LogEntry[]> {
    const log = await call(context, 'GET', '/api/admin/impersonations?pageSize=100', admin.cookie);
    expect(log.statusCode).toBe(200);
    return log.json().entries as LogEntry[];
  }

  it('refuses oneself, administrators, unknown users and everyone without impersonate:users', async () => {
    const other = await signedInAs(context, 'admin');
    const cases = [
      [admin.cookie, admin.id, 403],
      [admin.cookie, other.id, 403],
      [admin.cookie, randomUUID(), 404],
      [staff.cookie, target.id, 403],
      [target.cookie, staff.id, 403],
      [undefined, target.id, 401],
    ] as const;
    for (const [cookie, userId, status] of cases) {
      const answer = await call(context, 'POST', '/api/auth/admin/impersonate', cookie, {
        ecotoneUserId: userId,
      });
      expect(answer.statusCode, `${userId}: ${answer.body}`).toBe(status);
    }
    for (const cookie of [staff.cookie, target.cookie]) {
      const log = await call(context, 'GET', '/api/admin/impersonations', cookie);
      expect(log.statusCode).toBe(403);
    }
  });

  it('opens once into a marked, 60-minute session, and "return" restores the administrator', async () => {
    const loginUrl = await linkFor(target.id);
    expect(loginUrl).toMatch(/^http:\/\/localhost:3000\/api\/auth\/impersonation\/[\w-]{40,}$/);

    const opened = await call(context, 'GET', pathOf(loginUrl), admin.cookie);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('http://localhost:3000/');
    const kept = opened.cookies.find((c) => c.name === 'ecotone.impersonation_return');
    expect(kept).toMatchObject({ httpOnly: true, path: '/api/auth/impersonation' });
    const impersonated = cookieOf(opened);

    const session = await call(context, 'GET', `/api/user/${target.id}/session`, impersonated);
    expect(session.statusCode).toBe(200);
    const mark = session.json().impersonation;
    expect(mark).toMatchObject({ byName: 'Test admin', byEmail: admin.email, canReturn: true });
    const minutesLeft = (Date.parse(mark.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    // The user's own sessions carry no mark.
    const own = await call(context, 'GET', `/api/user/${target.id}/session`, target.cookie);
    expect(own.json().impersonation).toBeUndefined();
    // better-auth's session check does not stretch it to the usual year.
    await call(context, 'GET', '/api/auth/get-session', impersonated);
    const { rows } = await context.runtime.database.query<{ expiresAt: Date; method: string }>(
      `SELECT s.expires_at AS "expiresAt", s.sign_in_method AS method FROM session s
       JOIN impersonation i ON i.session_id = s.id WHERE s.user_id = $1 AND s.impersonated_by = $2`,
      [target.id, admin.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.method).toBeNull();
    expect(rows[0]?.expiresAt.getTime()).toBe(Date.parse(mark.expiresAt));

    // The link works once.
    const again = await call(context, 'GET', pathOf(loginUrl));
    expect(again.headers.location).toBe('http://localhost:3000/?impersonation=invalid');
    expect(again.cookies).toEqual([]);
    // An impersonated session opens no impersonation of its own.
    const nested = await call(context, 'POST', '/api/auth/admin/impersonate', impersonated, {
      ecotoneUserId: staff.id,
    });
    expect(nested.statusCode).toBe(403);

    const stopped = await call(context, 'POST', '/api/auth/impersonation/stop', impersonated);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ restored: true });
    const restoredCookie = cookieOf(stopped);
    const back = await call(context, 'GET', `/api/user/${admin.id}/session`, restoredCookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.id).toBe(admin.id);
    const ended = await call(context, 'GET', `/api/user/${target.id}/session`, impersonated);
    expect(ended.statusCode).toBe(401);

    const entry = (await logEntries()).find((e) => e.targetUserId === target.id && e.usedAt);
    expect(entry).toMatchObject({
      adminUserId: admin.id,
      targetEmail: target.email,
      usedFromIp: '127.0.0.1',
    });
    expect(entry?.endedAt).not.toBeNull();
  });

  it('in a browser without the administrator session, ends without return, and expires after 60 minutes', async () => {
    const person = await signedInUser(context);
    const opened = await call(context, 'GET', pathOf(await linkFor(person.id)));
    expect(opened.statusCode).toBe(302);
    const impersonated = cookieOf(opened);
    const session = await call(context, 'GET', `/api/user/${person.id}/session`, impersonated);
    expect(session.json().impersonation).toMatchObject({ canReturn: false });

    // An hour later, whatever the row says, the session no longer signs anyone in.
    await context.runtime.database.query(
      `UPDATE session SET created_at = now() - interval '61 minutes', expires_at = now() + interval '1 year'
       WHERE user_id = $1 AND impersonated_by IS NOT NULL`,
      [person.id],
    );
    await context.runtime.database.query(
      `UPDATE impersonation SET session_expires_at = now() - interval '1 minute'
       WHERE target_user_id = $1`,
      [person.id],
    );
    const expired = await call(context, 'GET', `/api/user/${person.id}/session`, impersonated);
    expect(expired.statusCode).toBe(401);

    const second = await call(context, 'GET', pathOf(await linkFor(person.id)));
    const stopped = await call(context, 'POST', '/api/auth/impersonation/stop', cookieOf(second));
    expect(stopped.json()).toEqual({ restored: false });
    const cleared = stopped.cookies.find((c) => c.name === 'better-auth.session_token');
    expect(cleared?.value).toBe('');

    const entries = (await logEntries()).filter((e) => e.targetUserId === person.id);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.usedAt !== null && e.endedAt !== null)).toBe(true);
  });

  it('refuses a link after 5 minutes, and "stop" outside an impersonation', async () => {
    const loginUrl = await linkFor(target.id);
    await context.runtime.database.query(
      "UPDATE impersonation SET link_expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    );
    const late = await call(context, 'GET', pathOf(loginUrl));
    expect(late.headers.location).toBe('http://localhost:3000/?impersonation=invalid');
    const unused = (await logEntries()).find((e) => e.targetUserId === target.id && !e.usedAt);
    expect(unused).toMatchObject({ usedAt: null, endedAt: null, usedFromIp: null });
    const notImpersonating = await call(
      context,
      'POST',
      '/api/auth/impersonation/stop',
      target.cookie,
    );
    expect(notImpersonating.statusCode).toBe(404);
    expect((await call(context, 'POST', '/api/auth/impersonation/stop')).statusCode).toBe(401);
  });
});
