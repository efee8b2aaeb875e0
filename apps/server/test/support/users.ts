/** Helpers of the user-administration tests (users.int.test.ts, impersonation.int.test.ts). */
import { randomUUID } from 'node:crypto';
import type { Role } from '@ecotone/contracts';
import { upsertCredentialUser } from '../../src/auth/administrators.js';
import { signIn, type TestContext, type TestUser } from '../harness.js';

/** A user with `role`, signed in by email and password. */
export async function signedInAs(context: TestContext, role: Role): Promise<TestUser> {
  const email = `${role}-${randomUUID()}@example.org`;
  const password = `pw-${randomUUID()}`;
  const { userId } = await upsertCredentialUser(
    context.runtime.auth,
    { email, password, name: `Test ${role}` },
    role,
  );
  const response = await signIn(context, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { id: userId, email, password, cookie };
}

export function call(
  context: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return context.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
