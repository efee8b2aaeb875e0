/**
 * The access matrix (docs/access-policy.md, decision 0025): every operation of the OpenAPI
 * document whose path names a resource (shapefile, analysis, assessment, site, mask set,
 * portfolio, project, collection, resource {type}/{id}) is asked by every kind of subject:
 * anonymous, signed in without a grant, each level granted directly, each level inherited (from
 * the site's project, from a collection holding the site), internal staff, staff, an
 * administrator, the creator.
 * The expected answer comes from ROUTES (what each operation needs) and the policy's levels:
 * 401 anonymous, 404 without access, 403 below the level or permission needed, otherwise what
 * staff get (never 401/403/404 when staff get something else). An operation with a resource id
 * in its path that ROUTES does not map fails the test: a new route must say what it needs.
 */
import { randomUUID } from 'node:crypto';
import {
  type AccessLevel,
  includesAccess,
  PERMISSIONS,
  type Permission,
  type Role,
} from '@ecotone/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertCredentialUser } from '../src/auth/administrators.js';
import {
  databaseModes,
  signIn,
  type TestContext,
  type TestUser,
  testContextWithEnv,
} from './harness.js';
import { sampleOf } from './support/json-schema-sample.js';
import {
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from './support/openapi-operations.js';
import { square } from './support/square.js';

const INTERNAL_DOMAIN = 'matrix-inside.test';

type Kind =
  | 'portfolio'
  | 'project'
  | 'collection'
  | 'site'
  | 'assessment'
  | 'shapefile'
  | 'analysis'
  | 'maskSet';
type Grantable = 'portfolio' | 'project' | 'collection' | 'site' | 'assessment';
const GRANTABLE: Grantable[] = ['portfolio', 'project', 'collection', 'site', 'assessment'];

/** What an operation needs beyond existing: a level (on its resource, or on `on`), a permission. */
interface Need {
  level: AccessLevel;
  on?: Kind;
  permission?: Permission;
}

interface Route {
  /** The kinds of resource its id parameter takes (the resource routes: every grantable type). */
  kinds: Kind[];
  /** The path or query parameter that carries the id (default `id`). */
  idParameter?: string;
  /** The id goes in the query string, not the path. */
  inQuery?: boolean;
  needs: Need[];
  /** Extra query parameters. */
  query?: Record<string, string>;
  /** A body the schema accepts (default: a sample of the documented schema). */
  body?: (ids: Record<Kind, string>) => unknown;
  /** Changes what other cases read (deletes): only its refusals are asked. */
  destructive?: boolean;
}

const READ: Need[] = [{ level: 'no-financials' }];
const FULL: Need[] = [{ level: 'full' }];
const SHAREABLE: Kind[] = ['portfolio', 'project', 'collection', 'site', 'assessment'];

/**
 * What each operation needs (docs/access-policy.md). Entries whose operation the document does
 * not have (yet) are unused; the test prints how many.
 */
const ROUTES: Record<string, Route> = {
  // Shapefiles: read at any level.
  'GET /api/shape-file/{id}': { kinds: ['shapefile'], needs: READ },
  'GET /api/shapefile/{id}/geojson': { kinds: ['shapefile'], needs: READ },
  'GET /api/shapefile/{id}/kml': { kinds: ['shapefile'], needs: READ },
  'GET /api/shapefile/{id}/shapefile': { kinds: ['shapefile'], needs: READ },
  'GET /api/shape-file/{id}/masks/{name}.geojson': { kinds: ['shapefile'], needs: READ },
  'GET /api/species/{scientificName}': {
    kinds: ['shapefile'],
    idParameter: 'shapefileId',
    inQuery: true,
    needs: READ,
  },
  'GET /api/analysis/list': {
    kinds: ['shapefile'],
    idParameter: 'shapefileId',
    inQuery: true,
    needs: READ,
  },
  'GET /api/biodiversity/iucn-species-list': {
    kinds: ['shapefile'],
    idParameter: 'shapefileId',
    inQuery: true,
    needs: READ,
  },
  // Analyses: read at any level on the analysis; cancelling needs full on its shapefile.
  'GET /api/analysis/{analysisId}': { kinds: ['analysis'], idParameter: 'analysisId', needs: READ },
  'GET /api/analysis-results/{analysisId}': {
    kinds: ['analysis'],
    idParameter: 'analysisId',
    needs: READ,
    query: { scriptType: 'context' },
  },
  'POST /api/analysis/{analysisId}/cancel': {
    kinds: ['analysis'],
    idParameter: 'analysisId',
    needs: [{ level: 'no-financials' }, { level: 'full', on: 'shapefile' }],
  },
  'GET /api/analysis/{analysisId}/layers/{layerId}': {
    kinds: ['analysis'],
    idParameter: 'analysisId',
    needs: READ,
  },
  // Map tiles: an analysis' layer, or a mask set's mask (its shapefile's level).
  'GET /api/geo/tiles-dynamic/{analysisId}/{layerId}/{z}/{x}/{y}': {
    kinds: ['analysis', 'maskSet'],
    idParameter: 'analysisId',
    needs: READ,
  },
  'GET /api/assessment/{id}/assessment-context': { kinds: ['assessment'], needs: READ },
  // The assessment page and its PDF reports (docs/assessment-report.md): the fixture's report
  // was made at basic access (no financial terms), so every reader sees it; deleting it needs
  // its requester (nobody here) or update:site.
  'GET /api/assessment/{id}': { kinds: ['assessment'], needs: READ },
  'POST /api/assessment/{id}/reports': { kinds: ['assessment'], needs: READ },
  'GET /api/assessment/{id}/reports': { kinds: ['assessment'], needs: READ },
  'GET /api/assessment/{id}/reports/{reportId}': { kinds: ['assessment'], needs: READ },
  'GET /api/assessment/{id}/reports/{reportId}/file': { kinds: ['assessment'], needs: READ },
  'DELETE /api/assessment/{id}/reports/{reportId}': {
    kinds: ['assessment'],
    needs: [{ level: 'no-financials', permission: 'update:site' }],
    destructive: true,
  },
  // Sharing (docs/sharing.md): who has access needs full access.
  'GET /api/resource/{type}/{id}/sharing': { kinds: SHAREABLE, needs: FULL },
  'PUT /api/resource/{type}/{id}/sharing': { kinds: SHAREABLE, needs: FULL },
  'POST /api/resource/{type}/{id}/sharing': { kinds: SHAREABLE, needs: FULL },
  'DELETE /api/resource/{type}/{id}/sharing': { kinds: SHAREABLE, needs: FULL },
  'GET /api/resource/{type}/{id}/sharing/candidates': { kinds: SHAREABLE, needs: FULL },
  'GET /api/resource/{type}/{id}/metadata': { kinds: SHAREABLE, needs: READ },
  'GET /api/resource/{type}/{id}/collections': { kinds: SHAREABLE, needs: READ },
  // Portfolios, projects, collections, sites: edits keep their permissions on top of reading.
  'PATCH /api/portfolio/{id}': {
    kinds: ['portfolio'],
    needs: [{ level: 'no-financials', permission: 'update:site' }],
  },
  'PATCH /api/project/{id}': {
    kinds: ['project'],
    needs: [{ level: 'no-financials', permission: 'update:site' }],
  },
  'GET /api/project/{id}/metadata': { kinds: ['project'], needs: READ },
  'GET /api/collection/{id}': { kinds: ['collection'], needs: READ },
  'PATCH /api/collection/{id}': {
    kinds: ['collection'],
    needs: [{ level: 'full', permission: 'update:collection' }],
  },
  'DELETE /api/collection/{id}': {
    kinds: ['collection'],
    needs: [{ level: 'full', permission: 'update:collection' }],
    destructive: true,
  },
  'PUT /api/collection/{id}/items': {
    kinds: ['collection'],
    needs: [{ level: 'full', permission: 'update:collection' }],
  },
  'DELETE /api/collection/{id}/items': {
    kinds: ['collection'],
    needs: [{ level: 'full', permission: 'update:collection' }],
    destructive: true,
  },
  'GET /api/site/{id}': { kinds: ['site'], needs: READ },
  'PATCH /api/site/{id}': {
    kinds: ['site'],
    needs: [{ level: 'no-financials', permission: 'update:site' }],
  },
  'DELETE /api/site/{id}': {
    kinds: ['site'],
    needs: [{ level: 'no-financials', permission: 'delete:resource' }],
    destructive: true,
  },
};

/** Path parameters that name no resource: users, notifications, documents, sign-in providers. */
const NOT_RESOURCE_PATHS = /^\/api\/(user\/|notifications\/|legal\/|auth\/|uploads\/)/;

/** The fixture's report of the assessment (a succeeded one, with a file). */
const REPORT_ID = randomUUID();

/** What the other path parameters take. */
const OTHER_PARAMETERS: Record<string, string> = {
  reportId: REPORT_ID,
  layerId: 'no-such-layer',
  name: 'no-such-mask',
  scientificName: 'Panthera onca',
  z: '0',
  x: '0',
  y: '0',
};

/** The permissions of the roles the subjects have (migration 0003). */
const ROLE_PERMISSIONS: Record<'user' | 'staff' | 'admin', Permission[]> = {
  user: ['create:site'],
  staff: ['update:collection', 'update:site', 'create:site', 'access:hub', 'read-draft:resource'],
  admin: [...PERMISSIONS],
};

interface Subject {
  name: string;
  user: TestUser | null;
  role: 'user' | 'staff' | 'admin';
  level: (kind: Kind) => AccessLevel;
}

const everywhere =
  (level: AccessLevel) =>
  (_kind: Kind): AccessLevel =>
    level;

/** The kinds a grant reaches, by where it is given (the fixture's tree). */
const REACHED: Record<'direct' | 'project' | 'collection', Kind[]> = {
  direct: [
    'portfolio',
    'project',
    'collection',
    'site',
    'assessment',
    'shapefile',
    'analysis',
    'maskSet',
  ],
  project: ['project', 'site', 'assessment', 'shapefile', 'analysis', 'maskSet'],
  collection: ['collection', 'site', 'assessment', 'shapefile', 'analysis', 'maskSet'],
};

/** The answer the policy expects, or 'granted' (staff's answer). */
function expected(subject: Subject, route: Route, kind: Kind): number | 'granted' {
  if (!subject.user) return 401;
  if (subject.level(kind) === 'none') return 404;
  for (const need of route.needs) {
    if (need.permission && !ROLE_PERMISSIONS[subject.role].includes(need.permission)) return 403;
    if (!includesAccess(subject.level(need.on ?? kind), need.level)) return 403;
  }
  return 'granted';
}

const key = (operation: Operation) => `${operation.method} ${operation.path}`;
const hasResourceId = (operation: Operation) =>
  (operation.pathParameters.length > 0 && !NOT_RESOURCE_PATHS.test(operation.path)) ||
  ROUTES[key(operation)] !== undefined;

describe.each(databaseModes)('the access matrix on %s', (mode) => {
  let context: TestContext;
  let operations: Operation[];
  let subjects: Subject[];
  let staff: Subject;
  const ids = {} as Record<Kind, string>;
  const shapefileName = `matrix-north-${randomUUID().slice(0, 8)}`;

  async function userWith(role: Role, email: string): Promise<TestUser> {
    const password = `pw-${randomUUID()}`;
    const { userId } = await upsertCredentialUser(
      context.runtime.auth,
      { email, password, name: `Matrix ${role}` },
      role,
    );
    const response = await signIn(context, email, password);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { id: userId, email, password, cookie };
  }
  const person = (name: string) => userWith('user', `${name}-${randomUUID()}@example.org`);

  beforeAll(async () => {
    context = await testContextWithEnv(mode, { INTERNAL_EMAIL_DOMAINS: INTERNAL_DOMAIN });
    const document = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(document.json() as OpenApiDocument);

    // The tree: portfolio -> project -> site -> shapefile (+ mask set) -> analysis, assessment;
    // a collection holds the site.
    const owner = await person('owner');
    const { database, repositories } = context.runtime;
    const one = async (sql: string, values: unknown[]) =>
      ((await database.query<{ id: string }>(sql, values)).rows[0] as { id: string }).id;
    ids.portfolio = await one(
      `INSERT INTO portfolio (title, created_by) VALUES ('Matrix fund', $1) RETURNING id`,
      [owner.id],
    );
    ids.project = await one(
      `INSERT INTO project (title, slug, parent_portfolio_id, created_by)
       VALUES ('Matrix project', $1, $2, $3) RETURNING id`,
      [`matrix-${randomUUID().slice(0, 8)}`, ids.portfolio, owner.id],
    );
    ids.site = await repositories.sites.create({
      title: `Matrix ranch ${randomUUID().slice(0, 8)}`,
      siteType: 'ranch',
      createdBy: owner.id,
    });
    await database.query('UPDATE site SET parent_project_id = $1 WHERE id = $2', [
      ids.project,
      ids.site,
    ]);
    ids.collection = await one(
      `INSERT INTO collection (name, created_by) VALUES ('Matrix collection', $1) RETURNING id`,
      [owner.id],
    );
    await database.query(
      `INSERT INTO collection_item (collection_id, item_type, item_id) VALUES ($1, 'site', $2)`,
      [ids.collection, ids.site],
    );
    ids.shapefile = await repositories.shapefiles.create({
      siteId: ids.site,
      name: shapefileName,
      geojsonText: JSON.stringify(square(-107, 44.5)),
      totalAreaHa: 88.2,
      createdBy: owner.id,
    });
    ids.analysis = await repositories.analyses.on(database).insertAnalysis({
      shapefileId: ids.shapefile,
      createdBy: owner.id,
      inputs: { context: {} },
      tools: [{ scriptType: 'context', version: '1', jobId: randomUUID() }],
    });
    ids.assessment = await repositories.assessments.create({
      shapefileId: ids.shapefile,
      restorationActivity: null,
      analysisId: ids.analysis,
      createdBy: owner.id,
    });
    // A report made at basic access by someone who is no subject, its PDF in storage.
    const reporter = await person('reporter');
    const reportKey = `reports/${ids.assessment}/${REPORT_ID}.pdf`;
    await context.runtime.storage.put(reportKey, new TextEncoder().encode('%PDF-1.7 matrix'));
    await database.query(
      `INSERT INTO assessment_report (id, assessment_id, language, unit_system, state, progress,
         storage_key, page_count, size_bytes, includes_financials, job_id, created_by, finished_at)
       VALUES ($1, $2, 'en', 'metric', 'succeeded', 1, $3, 2, 15, false, $4, $5, now())`,
      [REPORT_ID, ids.assessment, reportKey, randomUUID(), reporter.id],
    );
    ids.maskSet = randomUUID();
    await database.query(
      `INSERT INTO mask_set (id, shapefile_id, mode, gross_area_ha, merged_area_ha, net_area_ha,
                             merged_storage_key, net_storage_key, created_by)
       VALUES ($1, $2, 'upload', 88.2, 0, 88.2, 'matrix/merged', 'matrix/net', $3)`,
      [ids.maskSet, ids.shapefile, owner.id],
    );

    const granted = async (
      via: 'direct' | 'project' | 'collection',
      level: Exclude<AccessLevel, 'none'>,
    ): Promise<Subject> => {
      const user = await person(`${via}-${level}`);
      const on: Grantable[] = via === 'direct' ? GRANTABLE : [via];
      for (const resourceType of on)
        await repositories.access.setGrant({
          userId: user.id,
          resourceType,
          resourceId: ids[resourceType],
          accessLevel: level,
          grantedBy: owner.id,
        });
      return {
        name: `${level} ${via === 'direct' ? 'direct' : `via ${via}`}`,
        user,
        role: 'user',
        level: (kind) => (REACHED[via].includes(kind) ? level : 'none'),
      };
    };
    staff = {
      name: 'staff',
      user: await userWith('staff', `staff-${randomUUID()}@example.org`),
      role: 'staff',
      level: everywhere('full'),
    };
    subjects = [
      { name: 'anonymous', user: null, role: 'user', level: everywhere('none') },
      { name: 'no grant', user: await person('stranger'), role: 'user', level: everywhere('none') },
      ...(await Promise.all(
        (['direct', 'project', 'collection'] as const).flatMap((via) =>
          (['no-financials', 'basic', 'full'] as const).map((level) => granted(via, level)),
        ),
      )),
      {
        // Internal staff read an assessment while it is internal, and its analysis with it.
        name: 'internal staff',
        user: await userWith('user', `insider-${randomUUID()}@${INTERNAL_DOMAIN}`),
        role: 'user',
        level: (kind) => (kind === 'assessment' || kind === 'analysis' ? 'full' : 'none'),
      },
      { name: 'creator', user: owner, role: 'user', level: everywhere('full') },
      {
        name: 'administrator',
        user: await userWith('admin', `admin-${randomUUID()}@example.org`),
        role: 'admin',
        level: everywhere('full'),
      },
      staff,
    ];
  }, 120_000);

  function request(operation: Operation, route: Route, kind: Kind) {
    const idParameter = route.idParameter ?? 'id';
    let url = operation.path;
    for (const parameter of operation.pathParameters) {
      const value =
        parameter.name === idParameter && !route.inQuery
          ? ids[kind]
          : parameter.name === 'type'
            ? kind
            : (OTHER_PARAMETERS[parameter.name] ?? String(sampleOf(parameter.schema)));
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    }
    const query = new URLSearchParams(route.query);
    if (route.inQuery) query.set(idParameter, ids[kind]);
    for (const parameter of operation.queryParameters)
      if (parameter.required && !query.has(parameter.name))
        query.set(parameter.name, String(sampleOf(parameter.schema)));
    const search = query.toString();
    const body = route.body
      ? route.body(ids)
      : operation.bodySchema && operation.method !== 'GET'
        ? sampleOf(operation.bodySchema)
        : undefined;
    return {
      method: operation.method as 'GET',
      url: search ? `${url}?${search}` : url,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: {
        origin: context.runtime.config.publicUrl,
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    };
  }

  it('lists the shapefile to exactly the subjects with a level on it', async () => {
    const listed: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const subject of subjects) {
      if (!subject.user) continue;
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/shape-file/list?search=${shapefileName}`,
        headers: { cookie: subject.user.cookie },
      });
      listed[subject.name] = response.json<{ total: number }>().total;
      want[subject.name] = subject.level('shapefile') === 'none' ? 0 : 1;
    }
    expect(listed).toEqual(want);
  });

  it('maps every operation with a resource id in its path, and answers as the policy says', async () => {
    const resourceOperations = operations.filter(hasResourceId);
    const unmapped = resourceOperations.filter((operation) => !ROUTES[key(operation)]);
    expect(
      unmapped.map(key),
      'operations with a resource id that ROUTES does not map (add them)',
    ).toEqual([]);
    const present = new Set(resourceOperations.map(key));
    const unused = Object.keys(ROUTES).filter((entry) => !present.has(entry));
    console.log(
      `access matrix (${mode}): ${resourceOperations.length} operations, ${unused.length} table entries without an operation yet`,
    );
    expect(resourceOperations.length).toBeGreaterThanOrEqual(10);

    const problems: string[] = [];
    let asked = 0;
    let weak = 0;
    // Destructive operations last, so nothing the others read has gone.
    const ordered = [...resourceOperations].sort(
      (a, b) =>
        Number(ROUTES[key(a)]?.destructive ?? false) - Number(ROUTES[key(b)]?.destructive ?? false),
    );
    for (const operation of ordered) {
      const route = ROUTES[key(operation)] as Route;
      for (const kind of route.kinds) {
        const ask = (subject: Subject) => {
          asked++;
          const asking = request(operation, route, kind);
          return context.app.inject({
            ...asking,
            headers: {
              ...asking.headers,
              ...(subject.user ? { cookie: subject.user.cookie } : {}),
            },
          });
        };
        // Staff's answer is what a permitted subject gets (their permissions are a superset).
        const reference = route.destructive ? undefined : (await ask(staff)).statusCode;
        if (reference !== undefined && [401, 403, 404].includes(reference)) weak++;
        for (const subject of subjects) {
          if (subject === staff) continue;
          const want = expected(subject, route, kind);
          if (want === 'granted' && route.destructive) continue;
          const response = await ask(subject);
          const got = response.statusCode;
          const ok =
            got < 500 &&
            (want === 'granted'
              ? reference !== undefined &&
                ([401, 403, 404].includes(reference)
                  ? got === reference
                  : ![401, 403, 404].includes(got))
              : got === want);
          if (!ok)
            problems.push(
              `${key(operation)} [${kind}] ${subject.name}: expected ${want === 'granted' ? `staff's ${reference}` : want}, got ${got} ${response.body.slice(0, 160)}`,
            );
        }
      }
    }
    console.log(
      `access matrix (${mode}): ${asked} requests; ${weak} operation/kind pairs where staff too get 401/403/404 (a missing layer, mask or file)`,
    );
    expect(problems.join('\n')).toBe('');
  }, 240_000);

  it('lets the workflow add to a site, assess a shapefile and update an assessment with full access only', async () => {
    const byName = (name: string) => subjects.find((subject) => subject.name === name) as Subject;
    const params = (extra: Record<string, unknown>) => ({
      requestId: randomUUID(),
      geoJson: null,
      siteName: null,
      siteType: null,
      shapefileName: null,
      analysisInputs: null,
      restorationActivity: null,
      importedShapefileId: null,
      skipMask: true,
      maskGeojson: null,
      maskOptions: null,
      ...extra,
    });
    const submissions = {
      'a shapefile on the site': () => ({
        workflowName: 'create-shape-and-assessment',
        workflowParams: params({
          siteId: ids.site,
          geoJson: square(-107.2, 44.5),
          shapefileName: `matrix-${randomUUID().slice(0, 8)}`,
        }),
        workflowDataBucketInfo: null,
      }),
      'an assessment of the shapefile': () => ({
        workflowName: 'create-assessment',
        workflowParams: params({ importedShapefileId: ids.shapefile }),
        workflowDataBucketInfo: null,
      }),
      'the assessment updated': () => ({
        workflowName: 'update-assessment',
        workflowParams: params({ assessmentId: ids.assessment }),
        workflowDataBucketInfo: null,
      }),
    };
    const answers: Record<string, number> = {};
    for (const [what, body] of Object.entries(submissions))
      for (const name of [
        'no grant',
        'basic direct',
        'no-financials via project',
        'full via collection',
      ]) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/workflow/run',
          headers: {
            cookie: byName(name).user?.cookie ?? '',
            origin: context.runtime.config.publicUrl,
          },
          payload: body(),
        });
        answers[`${what}, ${name}`] = response.statusCode;
      }
    const expectedAnswers = Object.fromEntries(
      Object.keys(submissions).flatMap((what) => [
        [`${what}, no grant`, 404],
        [`${what}, basic direct`, 403],
        [`${what}, no-financials via project`, 403],
        [`${what}, full via collection`, 200],
      ]),
    );
    expect(answers).toEqual(expectedAnswers);
  }, 120_000);
});
