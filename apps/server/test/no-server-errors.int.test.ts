/**
 * No 5xx for bad input (issue 11; docs/testing.md, "No 5xx walk"): every operation of the OpenAPI
 * document the app serves gets malformed ids, query strings and bodies, signed in and anonymous,
 * and must answer below 500, with the `{ error: { code, message } }` envelope for a 4xx. The cases
 * come from the document, so a new route is walked without anyone adding it here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EcotoneApp } from '../src/app.js';
import {
  createUser,
  databaseModes,
  signIn,
  type TestContext,
  testContextWithEnv,
} from './harness.js';
import { type MalformedRequest, malformedRequests } from './support/malformed-requests.js';
import {
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from './support/openapi-operations.js';

/** The document held this many operations when the walk was written; fewer means a broken walk. */
const MIN_OPERATIONS = 77;

/** The anonymous pass checks that refusals before the session check hold too; a few cases do. */
const ANONYMOUS_CASE =
  /^(baseline|path:(.+:)?random-uuid|query:(.+:)?wrong-types|body:(empty|wrong-field-types|truncated))$/;

interface KnownServerError {
  method: string;
  path: string;
  cases: string[];
  /** Who fixes it; remove the entry when that fix is merged (the walk then says so). */
  fixedBy: string;
}

/**
 * 5xx answers that other branches of issue 11 fix. Narrow on purpose: method, path and case.
 * An entry whose cases no longer answer 5xx fails the walk, so it cannot outlive its fix.
 */
const KNOWN_SERVER_ERRORS: KnownServerError[] = [];

interface Answer {
  pass: 'signed-in' | 'anonymous';
  operation: Operation;
  request: MalformedRequest;
  status: number;
  body: string;
}

const isKnown = (answer: Answer) =>
  KNOWN_SERVER_ERRORS.find(
    (known) =>
      known.method === answer.operation.method &&
      known.path === answer.operation.path &&
      known.cases.includes(answer.request.name),
  );

/** Why this answer breaks the rule, or undefined when it keeps it. */
function problemOf(answer: Answer): string | undefined {
  if (answer.status >= 500) return isKnown(answer) ? undefined : 'server error';
  if (answer.status < 400 || answer.operation.nonJsonStatuses.includes(answer.status))
    return undefined;
  try {
    const { error } = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code !== 'string' || typeof error.message !== 'string')
      return 'no error envelope';
    if (error.message === '' || error.message === `errors.${error.code}`)
      return 'untranslated message';
    return undefined;
  } catch {
    return 'no JSON error envelope';
  }
}

const describeAnswer = (answer: Answer, problem: string) =>
  `${answer.operation.method} ${answer.operation.path} [${answer.request.name}, ${answer.pass}] -> ${answer.status} ${problem}: ${answer.body.slice(0, 200)} (url ${answer.request.url.slice(0, 120)})`;

/** A signed-in session that comes back when an operation (sign-out) ends it. */
function sessionOf(context: TestContext) {
  let cookie = '';
  const user = createUser(context);
  const renew = async () => {
    const { email, password } = await user;
    const response = await signIn(context, email, password);
    cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };
  return {
    cookie: async () => {
      if (!cookie) await renew();
      return cookie;
    },
    /** Forgets the session when the answer cleared one of its cookies (sign-out). */
    noticeCleared(setCookie: string | string[] | undefined) {
      const names = cookie.split('; ').map((pair) => pair.split('=')[0]);
      const cleared = [setCookie ?? []]
        .flat()
        .filter((c) => /max-age=0|expires=thu, 01 jan 1970/i.test(c))
        .some((c) => names.includes(c.split('=')[0]));
      if (cleared) cookie = '';
    },
  };
}

async function walk(context: TestContext, app: EcotoneApp, operations: Operation[]) {
  const session = sessionOf(context);
  const answers: Answer[] = [];
  for (const operation of operations) {
    for (const pass of ['signed-in', 'anonymous'] as const) {
      for (const request of malformedRequests(operation, app.initialConfig.bodyLimit ?? 0)) {
        if (pass === 'anonymous' && !ANONYMOUS_CASE.test(request.name)) continue;
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: {
            ...request.headers,
            origin: context.runtime.config.publicUrl,
            'accept-language': 'en',
            ...(pass === 'signed-in' ? { cookie: await session.cookie() } : {}),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        if (pass === 'signed-in') session.noticeCleared(response.headers['set-cookie']);
        answers.push({
          pass,
          operation,
          request,
          status: response.statusCode,
          body: response.body,
        });
      }
    }
  }
  return answers;
}

/** Known 5xx entries whose cases all answered below 500 this time: their fix has landed. */
function staleKnownErrors(answers: Answer[]): string[] {
  return KNOWN_SERVER_ERRORS.flatMap((known) =>
    known.cases
      .filter(
        (name) =>
          !answers.some(
            (a) =>
              a.status >= 500 &&
              a.request.name === name &&
              a.operation.method === known.method &&
              a.operation.path === known.path,
          ),
      )
      .map(
        (name) =>
          `${known.method} ${known.path} [${name}] no longer answers 5xx: remove it from KNOWN_SERVER_ERRORS (${known.fixedBy})`,
      ),
  );
}

describe.each(databaseModes)('no 5xx for malformed requests on %s', (mode) => {
  let context: TestContext;
  let operations: Operation[];

  beforeAll(async () => {
    // Its own services: the walk's refusals must not use up the shared app's rate limits.
    context = await testContextWithEnv(mode, { CONTACT_EMAIL: 'walk@example.org' });
    const document = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(document.json() as OpenApiDocument);
  });

  it('reads every operation from the OpenAPI document (an empty walk proves nothing)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
    // The `oversized` case sends one byte past each body's documented limit.
    const withoutLimit = operations.filter((o) => o.bodySchema && o.bodyLimit === undefined);
    expect(withoutLimit.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    // Routes with their own limit (shapes: 100 MB, workflow: 20 MB) document theirs, not the default.
    expect(new Set(operations.map((o) => o.bodyLimit).filter(Boolean)).size).toBeGreaterThan(1);
  });

  it('answers every malformed request to every documented operation below 500', async () => {
    const answers = await walk(context, context.app, operations);
    const problems = answers.flatMap((answer) => {
      const problem = problemOf(answer);
      return problem ? [describeAnswer(answer, problem)] : [];
    });
    const report = [...problems, ...staleKnownErrors(answers)].join('\n');
    expect(report, `${answers.length} requests, ${problems.length} answers break the rule`).toBe(
      '',
    );
  });
});
