import { buildApp } from '../../src/app.js';
import { upsertCredentialUser } from '../../src/auth/administrators.js';
import { type Runtime, VERSION } from '../../src/bootstrap.js';

/** The API of `runtime` with a fresh user signed in: the app and that user's cookie header. */
export async function signedInBenchApp(runtime: Runtime) {
  const app = await buildApp({ services: runtime.services, auth: runtime.auth, version: VERSION });
  const email = `bench-${Date.now()}@example.org`;
  await upsertCredentialUser(runtime.auth, { email, password: 'bench-password' }, 'user');
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json' },
    payload: { email, password: 'bench-password' },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { app, cookie };
}
