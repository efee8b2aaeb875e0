import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import { databaseModes, signedInUser, type TestContext, testContext } from './harness.js';

/**
 * Controls, bidi overrides and padding round a name whose HTML must survive as text. (U+0000 is
 * not among them: every body holding it is refused where it enters, http/nul-character.ts.)
 */
const DIRTY = ' \u0007Ana\u202e\u2066 <b>Bold</b>\r\n\u0085\u001b ';
const CLEAN = 'Ana <b>Bold</b>';

async function post(context: TestContext, cookie: string, url: string, payload: object) {
  return context.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      origin: context.runtime.config.publicUrl,
      cookie,
    },
    payload,
  });
}

async function storedName(context: TestContext, userId: string): Promise<string | undefined> {
  const user = await context.runtime.auth.$context.then((auth) =>
    auth.internalAdapter.findUserById(userId),
  );
  return user?.name;
}

describe.each(databaseModes)('display names on %s', (mode) => {
  it('strips control and bidi characters from a name set through /api/auth/update-user', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const answer = await post(context, user.cookie, '/api/auth/update-user', { name: DIRTY });
    expect(answer.statusCode).toBe(200);
    expect(await storedName(context, user.id)).toBe(CLEAN);
  });

  it('refuses a name that is nothing but control characters', async () => {
    const context = await testContext(mode);
    const user = await signedInUser(context);
    const answer = await post(context, user.cookie, '/api/auth/update-user', {
      name: '\u0001\u202e \t',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION');
    expect(await storedName(context, user.id)).toBe('Test user');
  });

  it('cleans names set by an administrator, on create and on update', async () => {
    const context = await testContext(mode);
    const admin = await signedInUser(context, 'admin');
    const created = await post(context, admin.cookie, '/api/auth/admin/create-user', {
      email: `named-${randomUUID()}@example.org`,
      password: `pw-${randomUUID()}`,
      name: DIRTY,
      role: 'user',
    });
    expect(created.statusCode).toBe(200);
    const userId = created.json().user.id as string;
    expect(await storedName(context, userId)).toBe(CLEAN);

    const updated = await post(context, admin.cookie, '/api/auth/admin/update-user', {
      userId,
      data: { name: '\u0007<i>Ana</i>\u202e updated\n' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await storedName(context, userId)).toBe('<i>Ana</i> updated');
  });

  it('cleans the name given to the create-admin command', async () => {
    const context = await testContext(mode);
    const { userId } = await upsertCredentialUser(
      context.runtime.auth,
      { email: `cli-${randomUUID()}@example.org`, password: `pw-${randomUUID()}`, name: DIRTY },
      'user',
    );
    expect(await storedName(context, userId)).toBe(CLEAN);
  });
});
