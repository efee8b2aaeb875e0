import { randomUUID } from 'node:crypto';
import {
  type AccessLevel,
  includesAccess,
  type Permission,
  type WorkflowRunBody,
} from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { InputsCatalogue, StartedAnalysis } from '../analysis/analysis-run.service.js';
import type { Viewer } from '../auth/viewer.js';
import { readWorkflowBody } from '../bodies/workflow-body.task.js';
import type { ComputePool } from '../compute/compute-pool.js';
import { AppError } from '../errors.js';
import type { WorkflowAnswerRecord } from '../repositories/workflow-request.repository.js';
import { prepareShape } from './prepare-shape.task.js';
import { createWorkflowService, type WorkflowDependencies } from './workflow.service.js';
import { readWorkflowDocument } from './workflow-document.task.js';
import { type BucketInfo, isWorkflowUploadNotFound } from './workflow-upload.js';

const viewerOf = (userId: string): Viewer => ({
  userId,
  email: `${userId}@example.org`,
  roles: ['user'],
});
const ana = viewerOf('ana');
const bo = viewerOf('bo');
const sam = viewerOf('sam');

/** A 0.01-degree square at 44.5 N: ~88.2 ha (apps/server/test/support/square.ts). */
const square = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-107.46, 44.5],
            [-107.45, 44.5],
            [-107.45, 44.51],
            [-107.46, 44.51],
            [-107.46, 44.5],
          ],
        ],
      },
    },
  ],
};

interface Tables {
  sites: Array<{ id: string; title: string; siteType: string; createdBy: string }>;
  shapefiles: Array<{
    id: string;
    siteId: string | null;
    name: string;
    totalAreaHa: number;
    createdBy: string;
  }>;
  assessments: Array<{
    id: string;
    shapefileId: string;
    analysisId: string;
    restorationActivity: string | null;
    createdBy: string;
  }>;
  analyses: Array<{ id: string; shapefileId: string; inputs: unknown; createdBy: string }>;
  requests: Array<{
    createdBy: string;
    requestId: string;
    workflowName: string;
    answer: WorkflowAnswerRecord;
  }>;
}

const uniqueViolation = () => Object.assign(new Error('duplicate key'), { code: '23505' });

/** The four repositories' statements over plain arrays; the runner of a transaction is its copy. */
function statements(db: Tables) {
  return {
    sites: {
      find: async (id: string) => db.sites.find((site) => site.id === id),
      async create(input: { title: string; siteType: string; createdBy: string }) {
        const id = randomUUID();
        db.sites.push({ id, ...input });
        return id;
      },
    },
    shapefiles: {
      find: async (id: string) => db.shapefiles.find((shapefile) => shapefile.id === id),
      nameTakenInSite: async (siteId: string, name: string) =>
        db.shapefiles.some(
          (shapefile) =>
            shapefile.siteId === siteId && shapefile.name.toLowerCase() === name.toLowerCase(),
        ),
      async create(input: {
        siteId: string;
        name: string;
        geojsonText: string;
        totalAreaHa: number;
        createdBy: string;
      }) {
        const id = randomUUID();
        db.shapefiles.push({ id, ...input });
        return id;
      },
    },
    assessments: {
      async create(input: Omit<Tables['assessments'][number], 'id'>) {
        const id = randomUUID();
        db.assessments.push({ id, ...input });
        return id;
      },
      lock: async (id: string) => db.assessments.find((assessment) => assessment.id === id),
      async setAnalysis(id: string, analysisId: string, activity: string | null) {
        const assessment = db.assessments.find((candidate) => candidate.id === id);
        if (assessment) Object.assign(assessment, { analysisId, restorationActivity: activity });
      },
    },
    requests: {
      lock: async () => {},
      find: async (createdBy: string, requestId: string) =>
        db.requests.find(
          (request) => request.createdBy === createdBy && request.requestId === requestId,
        ),
      async create(input: Tables['requests'][number]) {
        if (
          db.requests.some(
            (request) =>
              request.createdBy === input.createdBy && request.requestId === input.requestId,
          )
        )
          throw uniqueViolation();
        db.requests.push(input);
      },
    },
  };
}

interface SetUpOptions {
  granted?: Record<string, Permission[]>;
  /** Runs as a transaction begins: what a concurrent transaction commits meanwhile. */
  concurrently?: (committed: Tables) => void;
  uploads?: Record<string, unknown>;
  /** Grants, as the access policy would find them: `user:resourceId` -> level. */
  grants?: Record<string, AccessLevel>;
}

/**
 * The workflow over in-memory tables. A transaction works on a copy committed only when it
 * succeeds, and a request id committed meanwhile by another transaction fails the commit as
 * PostgreSQL's unique key would.
 */
function setUp(options: SetUpOptions = {}) {
  let db: Tables = { sites: [], shapefiles: [], assessments: [], analyses: [], requests: [] };
  const queued: StartedAnalysis[] = [];
  const discarded: BucketInfo[] = [];
  const on = (table: keyof ReturnType<typeof statements>) => (runner: unknown) =>
    statements(runner as Tables)[table];
  const workflowRequests = {
    find: (createdBy: string, requestId: string) =>
      statements(db).requests.find(createdBy, requestId),
    on: on('requests'),
    async inTransaction<T>(work: (runner: never) => Promise<T>): Promise<T> {
      const draft = structuredClone(db);
      const committedBefore = db.requests.length;
      options.concurrently?.(db);
      const result = await work(draft as never);
      // The same request id committed meanwhile by another transaction: its unique key wins.
      const committedMeanwhile = db.requests.slice(committedBefore);
      if (
        draft.requests.some((mine) =>
          committedMeanwhile.some(
            (theirs) => theirs.createdBy === mine.createdBy && theirs.requestId === mine.requestId,
          ),
        )
      )
        throw uniqueViolation();
      db = draft;
      return result;
    },
  };
  // Anyone not named holds create:site only, as the role `user` does.
  const granted = options.granted ?? {};
  const can = async (viewer: Viewer, permission: Permission) =>
    (granted[viewer.userId] ?? ['create:site']).includes(permission);
  const catalogue: InputsCatalogue = {
    validate: (inputs) =>
      inputs.context?.year === 1900
        ? [{ scriptType: 'context', parameter: 'year', code: 'TOO_EARLY' }]
        : [],
    withDefaults: (_scriptType, inputs) => ({ year: 2024, ...inputs }),
    // 'hubset' stands for a dataset offered only to holders of access:hub (decision 0026).
    hubDatasets: (inputs) =>
      inputs.context?.dataset === 'hubset'
        ? [{ scriptType: 'context', parameter: 'dataset', dataset: 'hubset' }]
        : [],
    // The activity's template stands out by a parameter, so a test sees which one ran.
    automaticInputs: (activity, runnable) =>
      Object.fromEntries(
        runnable.map((scriptType) => [
          scriptType,
          activity ? { year: 2024, activity } : { year: 2024 },
        ]),
      ),
  };
  const compute = {
    async run(name: string, input: never) {
      if (name === 'prepareShape') return prepareShape(input);
      if (name === 'readWorkflowDocument') return readWorkflowDocument(input);
      if (name === 'readWorkflowBody') return readWorkflowBody(input);
      throw new Error(`no task ${name}`);
    },
  } as unknown as ComputePool;
  const grants: Record<string, AccessLevel> = { ...options.grants };
  // The access policy over the same tables: full for staff and creators (of the resource or its
  // site), else the grant named in `options.grants`; inside a transaction, its draft's tables.
  const levelIn = (tables: Tables, userId: string, type: string, id: string): AccessLevel => {
    const site = (siteId: string | null) => tables.sites.find((row) => row.id === siteId);
    const shapefile = (shapefileId: string) =>
      tables.shapefiles.find((row) => row.id === shapefileId);
    const record =
      type === 'site'
        ? site(id)
        : type === 'shapefile'
          ? shapefile(id)
          : tables.assessments.find((row) => row.id === id);
    if (!record) return 'none';
    const siteId =
      type === 'site'
        ? id
        : type === 'shapefile'
          ? (shapefile(id)?.siteId ?? null)
          : (shapefile((record as Tables['assessments'][number]).shapefileId)?.siteId ?? null);
    if (record.createdBy === userId || site(siteId)?.createdBy === userId) return 'full';
    return grants[`${userId}:${siteId}`] ?? 'none';
  };
  const accessPolicy: WorkflowDependencies['accessPolicy'] = {
    subject: async (viewer) => ({
      userId: viewer.userId,
      internal: false,
      readsEverything: await can(viewer, 'read-draft:resource'),
    }),
    async require(who, type, id, needed = 'no-financials', statements) {
      const tables = (statements as unknown as Tables | undefined) ?? db;
      const level = who.readsEverything ? 'full' : levelIn(tables, who.userId, type, id);
      if (level === 'none') throw new AppError('NOT_FOUND');
      if (!includesAccess(level, needed)) throw new AppError('FORBIDDEN');
      return level;
    },
  };
  const service = createWorkflowService({
    accessPolicy,
    access: { on: (runner) => runner as never },
    sites: { on: on('sites') } as unknown as WorkflowDependencies['sites'],
    shapefiles: { on: on('shapefiles') } as unknown as WorkflowDependencies['shapefiles'],
    // No case here stores a mask set (skipMask): nothing may reach these.
    masks: {
      on: () => ({
        createSet: async () => {
          throw new Error('no mask set expected');
        },
      }),
    } as unknown as WorkflowDependencies['masks'],
    storage: {
      put: async () => {
        throw new Error('no mask file expected');
      },
      delete: async () => {},
    },
    assessments: { on: on('assessments') } as unknown as WorkflowDependencies['assessments'],
    workflowRequests: workflowRequests as unknown as WorkflowDependencies['workflowRequests'],
    permissions: {
      can,
      async require(viewer, permission) {
        if (!(await can(viewer, permission))) throw new AppError('FORBIDDEN');
      },
    },
    analysisRuns: {
      // The analysis is written in the workflow's transaction: its runner is the draft.
      async startAnalysis(runner, input) {
        const analysisId = randomUUID();
        (runner as unknown as Tables).analyses.push({ id: analysisId, ...input });
        return { analysisId, jobs: [{ analysisId, scriptType: 'context', jobId: randomUUID() }] };
      },
      queue: async (started) => void queued.push(started),
    },
    compute,
    uploads: {
      async read(_viewer, info) {
        const document = options.uploads?.[info.fileName];
        if (document === undefined) throw new AppError('WORKFLOW_UPLOAD_NOT_FOUND');
        return new TextEncoder().encode(JSON.stringify(document));
      },
      discard: async (info) => void discarded.push(info),
    },
    tools: { context: { version: '3' }, landCoverChange: { version: '2' } },
    catalogue,
    now: () => new Date('2026-01-01T00:00:00Z'),
  });
  return {
    service,
    tables: () => db,
    queued,
    discarded,
    grant: (key: string, level: AccessLevel) => {
      grants[key] = level;
    },
  };
}

type Params = Partial<WorkflowRunBody['workflowParams']>;

/** A submission as the route makes it: the body's bytes as they arrived (`runBody`). */
const submit = (world: ReturnType<typeof setUp>, viewer: Viewer, value: unknown) =>
  world.service.runBody(viewer, new TextEncoder().encode(JSON.stringify(value)));

const body = (
  workflowName: WorkflowRunBody['workflowName'],
  params: Params,
  workflowDataBucketInfo: BucketInfo | null = null,
): WorkflowRunBody => ({
  workflowName,
  // Masks are their own tests' (test/masks.int.test.ts): skipped unless a case asks for them.
  workflowParams: { requestId: randomUUID(), skipMask: true, ...params },
  workflowDataBucketInfo,
});

const newShape = (params: Params = {}) =>
  body('create-shape-and-assessment', {
    geoJson: square,
    siteName: 'Ranch',
    siteType: 'ranch',
    shapefileName: 'North pasture',
    ...params,
  });

/** The refusal's code: WORKFLOW_REFUSED's reason, else the AppError code. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: AppError) => (error.code === 'WORKFLOW_REFUSED' ? error.reason?.code : error.code),
  );

describe('create-shape-and-assessment', () => {
  it('stores a site, the measured shapefile, an analysis and an assessment, then queues', async () => {
    const world = setUp();
    const answer = await submit(world, ana, newShape());
    const { sites, shapefiles, analyses, assessments, requests } = world.tables();
    expect(answer).toEqual({
      success: true,
      siteId: sites[0]?.id,
      shapefileId: shapefiles[0]?.id,
      analysisId: analyses[0]?.id,
      assessmentId: assessments[0]?.id,
    });
    expect(sites).toMatchObject([{ title: 'Ranch', createdBy: 'ana' }]);
    expect(shapefiles[0]).toMatchObject({ name: 'North pasture', createdBy: 'ana' });
    expect(shapefiles[0]?.totalAreaHa).toBeCloseTo(88.2, 0);
    // Automatic analysis without an activity: the catalogue's default template's tools.
    expect(analyses[0]?.inputs).toEqual({
      context: { year: 2024 },
      landCoverChange: { year: 2024 },
    });
    expect(assessments[0]).toMatchObject({ restorationActivity: null, createdBy: 'ana' });
    expect(requests).toHaveLength(1);
    expect(world.queued.map((started) => started.analysisId)).toEqual([answer.analysisId]);
  });

  it("runs an automatic analysis on the activity's template when one is given", async () => {
    const world = setUp();
    await submit(world, ana, newShape({ restorationActivity: 'improvedForestManagement' }));
    const { analyses, assessments } = world.tables();
    expect(analyses[0]?.inputs).toEqual({
      context: { year: 2024, activity: 'improvedForestManagement' },
      landCoverChange: { year: 2024, activity: 'improvedForestManagement' },
    });
    expect(assessments[0]).toMatchObject({ restorationActivity: 'improvedForestManagement' });
  });

  it('refuses what the body lacks or mixes, and writes nothing', async () => {
    const world = setUp();
    const cases: Array<[WorkflowRunBody, string]> = [
      [newShape({ importedShapefileId: randomUUID() }), 'SHAPE_AND_IMPORTED_SHAPEFILE'],
      [newShape({ geoJson: null }), 'SHAPE_REQUIRED'],
      [newShape({ siteName: null }), 'SITE_REQUIRED'],
      [newShape({ siteType: null }), 'SITE_TYPE_REQUIRED'],
      [newShape({ shapefileName: null }), 'SHAPEFILE_NAME_REQUIRED'],
      [newShape({ skipMask: false, maskGeojson: { type: 'Point' } }), 'MASK_INVALID'],
      [newShape({ skipMask: false, maskOptions: { masks: [] } }), 'MASK_OPTIONS_INVALID'],
      [newShape({ skipMask: false, maskGeojson: square, maskOptions: {} }), 'MASK_AND_OPTIONS'],
      [newShape({ analysisInputs: { context: {} } }), 'ACTIVITY_REQUIRED'],
      [body('create-assessment', {}), 'IMPORTED_SHAPEFILE_REQUIRED'],
      [body('update-assessment', {}), 'ASSESSMENT_REQUIRED'],
    ];
    for (const [submitted, code] of cases)
      expect([code, await refusal(submit(world, ana, submitted))]).toEqual([code, code]);
    await expect(
      submit(
        world,
        ana,
        newShape({
          analysisInputs: { context: { year: 1900 } },
          restorationActivity: 'sustainableGrasslandsManagement',
        }),
      ),
    ).rejects.toMatchObject({
      code: 'INVALID_ANALYSIS_INPUTS',
      params: { scriptType: 'context', details: 'year: TOO_EARLY' },
    });
    expect(world.tables().shapefiles).toEqual([]);
    expect(world.queued).toEqual([]);
  });

  it('lets only holders of access:hub name a hub-only dataset (decision 0026)', async () => {
    const hubInputs = newShape({
      analysisInputs: { context: { dataset: 'hubset' } },
      restorationActivity: 'sustainableGrasslandsManagement',
    });
    const world = setUp();
    await expect(submit(world, ana, hubInputs)).rejects.toMatchObject({
      code: 'HUB_ONLY',
      params: { scriptType: 'context', parameter: 'dataset', dataset: 'hubset' },
    });
    expect(world.tables().shapefiles).toEqual([]);
    expect(world.queued).toEqual([]);
    const staff = setUp({ granted: { ana: ['create:site', 'access:hub'] } });
    await submit(staff, ana, hubInputs);
    expect(staff.tables().analyses).toHaveLength(1);
  });

  it('needs create:site', async () => {
    const world = setUp({ granted: { ana: [] } });
    expect(await refusal(submit(world, ana, newShape()))).toBe('FORBIDDEN');
  });

  it("answers NOT_FOUND for another user's site unless the viewer holds read-draft:resource", async () => {
    const world = setUp({ granted: { sam: ['create:site', 'read-draft:resource'] } });
    const { siteId } = await submit(world, ana, newShape());
    const onAnasSite = (shapefileName: string) =>
      newShape({ siteId, siteName: null, siteType: null, shapefileName });
    expect(await refusal(submit(world, bo, onAnasSite('Bo')))).toBe('NOT_FOUND');
    const answer = await submit(world, sam, onAnasSite('Sam'));
    expect(answer.siteId).toBe(siteId);
    expect(world.tables().sites).toHaveLength(1);
  });

  it('answers FORBIDDEN below full access to the site, and lets a full grant add to it', async () => {
    const world = setUp();
    const { siteId } = await submit(world, ana, newShape());
    world.grant(`bo:${siteId}`, 'basic');
    const onAnasSite = (shapefileName: string) =>
      newShape({ siteId, siteName: null, siteType: null, shapefileName });
    expect(await refusal(submit(world, bo, onAnasSite('Bo')))).toBe('FORBIDDEN');
    expect(
      await refusal(
        submit(
          world,
          bo,
          body('create-assessment', {
            importedShapefileId: world.tables().shapefiles[0]?.id ?? '',
          }),
        ),
      ),
    ).toBe('FORBIDDEN');
    world.grant(`bo:${siteId}`, 'full');
    expect((await submit(world, bo, onAnasSite('Bo'))).siteId).toBe(siteId);
  });

  it('refuses a shapefile name already used in the site, whatever its case', async () => {
    const world = setUp();
    const { siteId } = await submit(world, ana, newShape());
    const again = newShape({ siteId, shapefileName: 'NORTH PASTURE' });
    await expect(submit(world, ana, again)).rejects.toMatchObject({
      reason: { code: 'SHAPEFILE_NAME_TAKEN', params: { name: 'NORTH PASTURE' } },
    });
    expect(world.tables().shapefiles).toHaveLength(1);
  });

  it('takes the shape from the uploaded document, then discards the document', async () => {
    const info = { bucket: 'local', fileName: 'uploads/ana/1.json' };
    const world = setUp({ uploads: { [info.fileName]: { geoJson: square } } });
    const answer = await submit(world, ana, {
      ...newShape({ geoJson: null }),
      workflowDataBucketInfo: info,
    });
    expect(world.tables().shapefiles[0]?.id).toBe(answer.shapefileId);
    expect(world.tables().shapefiles[0]?.totalAreaHa).toBeCloseTo(88.2, 0);
    expect(world.discarded).toEqual([info]);
  });
});

describe('create-assessment on an existing shapefile', () => {
  it("answers NOT_FOUND for another user's shapefile and writes nothing", async () => {
    const world = setUp();
    const first = await submit(world, ana, newShape());
    const submitted = body('create-assessment', { importedShapefileId: first.shapefileId });
    expect(await refusal(submit(world, bo, submitted))).toBe('NOT_FOUND');
    expect(world.tables().assessments).toHaveLength(1);
    expect(world.queued).toHaveLength(1);
  });

  it('lets the creator and read-draft:resource holders assess it in its site', async () => {
    const world = setUp({ granted: { sam: ['create:site', 'read-draft:resource'] } });
    const first = await submit(world, ana, newShape());
    for (const viewer of [ana, sam]) {
      const submitted = body('create-assessment', { importedShapefileId: first.shapefileId });
      const answer = await submit(world, viewer, submitted);
      expect(answer).toMatchObject({ siteId: first.siteId, shapefileId: first.shapefileId });
      expect(answer.assessmentId).not.toBe(first.assessmentId);
    }
    expect(world.tables().shapefiles).toHaveLength(1);
    expect(world.tables().assessments.map((assessment) => assessment.createdBy)).toEqual([
      'ana',
      'ana',
      'sam',
    ]);
  });

  it('refuses a shape sent along with the imported shapefile', async () => {
    const world = setUp();
    const first = await submit(world, ana, newShape());
    const submitted = body('create-assessment', {
      importedShapefileId: first.shapefileId,
      geoJson: square,
    });
    expect(await refusal(submit(world, ana, submitted))).toBe('SHAPE_AND_IMPORTED_SHAPEFILE');
  });
});

describe('update-assessment', () => {
  it("moves its creator's assessment to a new analysis with the new activity", async () => {
    const world = setUp();
    const first = await submit(world, ana, newShape());
    const answer = await submit(
      world,
      ana,
      body('update-assessment', {
        assessmentId: first.assessmentId,
        analysisInputs: { context: { year: 2020 } },
        restorationActivity: 'sustainableGrasslandsManagement',
      }),
    );
    expect(answer.assessmentId).toBe(first.assessmentId);
    expect(answer.analysisId).not.toBe(first.analysisId);
    expect(world.tables().assessments).toEqual([
      expect.objectContaining({
        analysisId: answer.analysisId,
        restorationActivity: 'sustainableGrasslandsManagement',
      }),
    ]);
    expect(world.tables().analyses[1]?.inputs).toEqual({ context: { year: 2020 } });
  });

  it('answers NOT_FOUND to anyone without access and lets read-draft:resource holders update it', async () => {
    const world = setUp({ granted: { sam: ['create:site', 'read-draft:resource'] } });
    const first = await submit(world, ana, newShape());
    const submitted = body('update-assessment', { assessmentId: first.assessmentId });
    expect(await refusal(submit(world, bo, submitted))).toBe('NOT_FOUND');
    expect(world.tables().assessments[0]?.analysisId).toBe(first.analysisId);
    const answer = await submit(world, sam, submitted);
    expect(world.tables().assessments[0]?.analysisId).toBe(answer.analysisId);
  });
});

describe('repeated submissions', () => {
  it('answers the first result to the same requestId and writes nothing more', async () => {
    const world = setUp();
    const submitted = newShape();
    const first = await submit(world, ana, submitted);
    expect(await submit(world, ana, submitted)).toEqual(first);
    expect(world.tables().shapefiles).toHaveLength(1);
    expect(world.queued).toHaveLength(1);
  });

  it('refuses a requestId reused for another workflow', async () => {
    const world = setUp();
    const submitted = newShape();
    await submit(world, ana, submitted);
    const other = body('update-assessment', {
      requestId: submitted.workflowParams.requestId,
      assessmentId: randomUUID(),
    });
    expect(await refusal(submit(world, ana, other))).toBe('REQUEST_ID_REUSED');
  });

  it('answers the twin that committed first when both ran at once, queueing nothing again', async () => {
    const twin: WorkflowAnswerRecord = {
      siteId: randomUUID(),
      shapefileId: randomUUID(),
      analysisId: randomUUID(),
      assessmentId: randomUUID(),
    };
    const submitted = newShape();
    const world = setUp({
      concurrently: (committed) =>
        committed.requests.push({
          createdBy: 'ana',
          requestId: submitted.workflowParams.requestId,
          workflowName: submitted.workflowName,
          answer: twin,
        }),
    });
    expect(await submit(world, ana, submitted)).toEqual({ success: true, ...twin });
    expect(world.tables().shapefiles).toEqual([]);
    expect(world.queued).toEqual([]);
  });

  it('answers the first result when its upload was already used and discarded', async () => {
    const info = { bucket: 'local', fileName: 'uploads/ana/2.json' };
    const uploads: Record<string, unknown> = { [info.fileName]: { geoJson: square } };
    const world = setUp({ uploads });
    const submitted = { ...newShape({ geoJson: null }), workflowDataBucketInfo: info };
    const first = await submit(world, ana, submitted);
    delete uploads[info.fileName];
    expect(await submit(world, ana, submitted)).toEqual(first);
    const stranger = await submit(world, bo, submitted).catch((error: unknown) => error);
    expect(isWorkflowUploadNotFound(stranger)).toBe(true);
  });
});

describe('a body as the bytes that arrived (runBody)', () => {
  const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it('refuses a body that is not the schema, and a shape it cannot store, writing nothing', async () => {
    const world = setUp();
    const truncated = JSON.stringify(newShape()).slice(0, 60);
    await expect(
      refusal(world.service.runBody(ana, new TextEncoder().encode(truncated))),
    ).resolves.toBe('VALIDATION');
    await expect(
      refusal(world.service.runBody(ana, bytesOf({ workflowName: 'plant-trees' }))),
    ).resolves.toBe('VALIDATION');
    const line = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      ],
    };
    await expect(
      refusal(world.service.runBody(ana, bytesOf(newShape({ geoJson: line })))),
    ).resolves.toBe('INVALID_SHAPE');
    // The plan's own refusals come first, as for run: no shapefile name before the shape.
    await expect(
      refusal(
        world.service.runBody(ana, bytesOf(newShape({ geoJson: line, shapefileName: null }))),
      ),
    ).resolves.toBe('SHAPEFILE_NAME_REQUIRED');
    expect(world.tables().shapefiles).toEqual([]);
  });

  it('refuses someone without create:site before reading the body', async () => {
    const world = setUp({ granted: { sam: [] } });
    await expect(
      refusal(world.service.runBody(sam, new TextEncoder().encode('not json'))),
    ).resolves.toBe('FORBIDDEN');
  });
});
