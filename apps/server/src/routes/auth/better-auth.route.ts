import { authHeadersOf } from '../../auth/client-address.js';
import type { ErrorCode } from '../../errors.js';
import { errorBody } from '../../http/error-handler.js';
import { nulError, rawBodyHasNul } from '../../http/nul-character.js';
import type { RegisterRoute } from '../route-context.js';
import { checkCallbackUrls } from './auth-callback-url.js';

/** better-auth's own codes that mean something to our users; everything else maps by status. */
const CODE_OF_AUTH_ERROR: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_EMAIL: 'VALIDATION',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  ADMIN_PERMISSIONS_WITHHELD: 'ADMIN_PERMISSIONS_WITHHELD',
};

function codeOf(status: number, authCode: string | undefined): ErrorCode {
  if (authCode && authCode in CODE_OF_AUTH_ERROR) return CODE_OF_AUTH_ERROR[authCode] as ErrorCode;
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status < 500) return 'VALIDATION';
  return 'INTERNAL';
}

/**
 * The `email` of a sign-in body, for the per-account sign-in limits; undefined when there is none.
 * better-auth also takes form-encoded sign-ins: read those too, or they would skip the limits.
 */
function emailOfBody(
  body: Buffer | undefined,
  contentType: string | undefined,
): string | undefined {
  if (!body) return undefined;
  const text = body.toString('utf8');
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return new URLSearchParams(text).get('email') ?? undefined;
  try {
    const email = (JSON.parse(text) as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

async function readAuthError(response: Response) {
  try {
    return (await response.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

/**
 * Hands /api/auth/* to better-auth (docs/auth.md). Its error answers are rewritten into our
 * `{ error: { code, message } }` envelope, translated, so the web app has one error shape.
 */
export const registerBetterAuth: RegisterRoute = (app, { auth, services }) => {
  app.register(async (scope) => {
    // better-auth parses bodies itself: give it the raw bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
        const body =
          request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
        if (body && rawBodyHasNul(body, request.headers['content-type'])) throw nulError();
        if (request.method === 'GET') checkCallbackUrls(url, auth);
        const signingIn = request.method === 'POST' && url.pathname === '/api/auth/sign-in/email';
        const email = signingIn ? emailOfBody(body, request.headers['content-type']) : undefined;
        if (signingIn) await services.signInLimits.emailSignIn(request.ip, email);
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: authHeadersOf(request),
            body,
          }),
        );
        if (email)
          await services.signInLimits.emailSignInAnswered(request.ip, email, response.status);
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        reply.status(response.status);
        if (response.status >= 400) {
          const failure = await readAuthError(response);
          const code = codeOf(response.status, failure.code);
          reply.header('content-type', 'application/json; charset=utf-8');
          return reply.send(
            errorBody(request, code, {
              details: failure.message ?? failure.code ?? '',
            }),
          );
        }
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });
};
