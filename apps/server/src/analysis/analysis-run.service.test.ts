import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type InputsCollection,
  type RunState,
  runStateOf,
  type ScriptType,
} from '@ecotone/analysis';
import type { Permission } from '@ecotone/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessPolicy } from '../access/access-policy.js';
import type { Viewer } from '../auth/viewer.js';
import type { AccessRepository, GrantRow } from '../repositories/access.repository.js';
import type {
  AnalysisRecordRow,
  AnalysisRepository,
  StoredLayer,
  ToolRunRecord,
} from '../repositories/analysis.repository.js';
import type {
  AssessmentRecord,
  AssessmentRepository,
} from '../repositories/assessment.repository.js';
import type { ShapefileRecord, ShapefileRepository } from '../repositories/shapefile.repository.js';
import type { FileStorage } from '../storage/storage.js';
import type { ToolRunJob } from './analysis-jobs.js';
import { createAnalysisRunService, type InputsCatalogue } from './analysis-run.service.js';

const viewerOf = (userId: string, email = `${userId}@example.org`): Viewer => ({
  userId,
  email,
  roles: ['user'],
});
const ana = viewerOf('ana');
const bo = viewerOf('bo');
const staff = viewerOf('sam');

const at = new Date('2026-01-01T00:00:00Z');
const F_ANA = '00000000-0000-4000-8000-00000000000a';
const AS_1 = '00000000-0000-4000-8000-0000000000a1';
const AS_2 = '00000000-0000-4000-8000-0000000000a2';

function layer(id: string, kind: StoredLayer['kind'] = 'raster'): StoredLayer {
  return {
    id,
    kind,
    fileKey: `analysis/a/${id}.tif`,
    label: { key: 'x' },
    legend: { items: [] },
  };
}

/** No mask set: the analyses here run on the whole shape (88.2 ha). */
const grossStudyArea = {
  maskId: null,
  studyArea: { basis: 'gross', grossHa: 88.2, maskHa: 0, netHa: 88.2, maskId: null },
} as const;

/**
 * In-memory repositories holding just what the run service reads and writes; `transactions`
 * counts committed ones, `events` orders commits and queueing.
 */
function setUp(
  options: {
    granted?: Record<string, Permission[]>;
    failQueue?: boolean;
    grants?: GrantRow[];
  } = {},
) {
  const shapefiles = new Map<string, ShapefileRecord>([
    [
      F_ANA,
      {
        id: F_ANA,
        siteId: null,
        name: 'North',
        createdBy: 'ana',
        totalAreaHa: 88.2,
        createdAt: at,
        maskId: null,
      },
    ],
  ]);
  const analyses = new Map<string, AnalysisRecordRow>();
  const runs: ToolRunRecord[] = [];
  const assessments: AssessmentRecord[] = [];
  const events: string[] = [];
  const queued: ToolRunJob[] = [];
  const cancelledJobs: string[] = [];
  const files = new Map<string, string>();

  const analysisRepository = {
    inTransaction: async <T>(work: (runner: never) => Promise<T>) => {
      const result = await work('tx' as never);
      events.push('commit');
      return result;
    },
    on: () => ({
      async insertAnalysis(input: {
        shapefileId: string;
        createdBy: string;
        inputs: AnalysisRecordRow['inputs'];
        tools: { scriptType: ScriptType; version: string; jobId: string }[];
      }) {
        const id = randomUUID();
        analyses.set(id, {
          id,
          shapefileId: input.shapefileId,
          createdBy: input.createdBy,
          inputs: input.inputs,
          state: 'QUEUED',
          createdAt: at,
          startedAt: null,
          finishedAt: null,
          ...grossStudyArea,
        });
        for (const tool of input.tools)
          runs.push(
            toolRun(id, tool.scriptType, 'QUEUED', {
              toolVersion: tool.version,
              jobId: tool.jobId,
            }),
          );
        return id;
      },
    }),
    findAnalysis: async (id: string) => analyses.get(id),
    toolRuns: async (id: string) => runs.filter((run) => run.analysisId === id),
    assessmentsOf: async (id: string) =>
      assessments.filter((assessment) => assessment.analysisId === id).map(({ id: a }) => a),
    listAnalyses: async (shapefileId: string) =>
      [...analyses.values()].filter((analysis) => analysis.shapefileId === shapefileId),
    async cancelAnalysis(id: string) {
      const unfinished = runs.filter(
        (run) => run.analysisId === id && !['SUCCEEDED', 'CANCELLED', 'FAILED'].includes(run.state),
      );
      for (const run of unfinished) run.state = 'CANCELLED';
      const analysis = analyses.get(id);
      if (analysis)
        analysis.state = runStateOf(
          runs.filter((run) => run.analysisId === id).map((r) => r.state),
        );
      return unfinished.map((run) => run.jobId);
    },
  };

  function toolRun(
    analysisId: string,
    scriptType: ScriptType,
    state: RunState,
    extra: Partial<ToolRunRecord> = {},
  ): ToolRunRecord {
    return {
      analysisId,
      scriptType,
      toolVersion: '1',
      state,
      progress: 0,
      attempts: 0,
      error: null,
      values: null,
      layers: [],
      lineage: [],
      methods: [],
      warnings: [],
      synthetic: true,
      jobId: randomUUID(),
      workerId: null,
      createdAt: at,
      startedAt: null,
      finishedAt: null,
      ...extra,
    };
  }

  /** A stored analysis of `shapefileId` by `createdBy` with the given tool runs. */
  function storedAnalysis(
    createdBy: string,
    shapefileId: string,
    toolRuns: Array<[ScriptType, RunState, Partial<ToolRunRecord>?]>,
  ): string {
    const id = randomUUID();
    const states = toolRuns.map(([, state]) => state);
    analyses.set(id, {
      id,
      shapefileId,
      createdBy,
      inputs: {},
      state: runStateOf(states),
      createdAt: at,
      startedAt: null,
      finishedAt: null,
      ...grossStudyArea,
    });
    for (const [scriptType, state, extra] of toolRuns)
      runs.push(toolRun(id, scriptType, state, extra));
    return id;
  }

  const granted = options.granted ?? { sam: ['read-draft:resource'] };
  const permissions = {
    can: async (viewer: Viewer, permission: Permission) =>
      granted[viewer.userId]?.includes(permission) ?? false,
  };
  // The real access policy over these maps: shapefiles here have no site, so the only grants
  // that reach anything are those on an assessment (`options.grants`).
  const grants = options.grants ?? [];
  const access = {
    async facts(type: string, id: string) {
      if (type === 'shapefile') {
        const shapefile = shapefiles.get(id);
        return shapefile && { creators: [shapefile.createdBy], internalAssessment: false };
      }
      const assessment = assessments.find((candidate) => candidate.id === id);
      return (
        assessment && {
          creators: [assessment.createdBy],
          internalAssessment: assessment.visibility === 'internal',
        }
      );
    },
    ancestors: async (type: string, id: string) =>
      type === 'assessment'
        ? [{ resourceType: 'assessment', resourceId: id, title: '', direct: true }]
        : [],
    grantsOn: async (ancestors: { resourceId: string }[], userId: string) =>
      grants.filter(
        (grant) =>
          grant.userId === userId &&
          ancestors.some((ancestor) => ancestor.resourceId === grant.resourceId),
      ),
    async analysisParts(id: string) {
      const analysis = analyses.get(id);
      return (
        analysis && {
          shapefileId: analysis.shapefileId,
          assessmentIds: assessments
            .filter((assessment) => assessment.analysisId === id)
            .map((assessment) => assessment.id),
        }
      );
    },
  } as unknown as AccessRepository;
  const accessPolicy = createAccessPolicy({
    access,
    permissions,
    internalEmailDomains: ['ecotone.earth'],
  });
  const storage = {
    async get(key: string) {
      const text = files.get(key);
      if (text === undefined) throw new Error(`no file ${key}`);
      return Readable.from([text]);
    },
  };
  const catalogue: InputsCatalogue = {
    validate: (inputs) =>
      inputs.context?.year === 1900
        ? [{ scriptType: 'context', parameter: 'year', code: 'TOO_EARLY' }]
        : [],
    withDefaults: (_scriptType, inputs) => ({ year: 2024, ...inputs }),
    automaticInputs: (_activity, runnable) =>
      Object.fromEntries(runnable.map((scriptType) => [scriptType, { year: 2024 }])),
  };

  const service = createAnalysisRunService({
    analyses: analysisRepository as unknown as AnalysisRepository,
    shapefiles: {
      find: async (id: string) => shapefiles.get(id),
    } as unknown as ShapefileRepository,
    assessments: {
      find: async (id: string) => assessments.find((assessment) => assessment.id === id),
      findByAnalysis: async (id: string) =>
        assessments.filter((assessment) => assessment.analysisId === id),
    } as unknown as AssessmentRepository,
    accessPolicy,
    jobs: {
      async enqueue(jobs) {
        if (options.failQueue) throw new Error('queue down');
        events.push('enqueue');
        queued.push(...jobs);
      },
      cancel: async (jobIds) => void cancelledJobs.push(...jobIds),
    },
    storage: storage as unknown as FileStorage,
    tools: { context: { version: '3' }, landCoverChange: { version: '2' } },
    catalogue,
    now: () => at,
  });
  return {
    service,
    shapefiles,
    analyses,
    runs,
    assessments,
    events,
    queued,
    cancelledJobs,
    files,
    storedAnalysis,
  };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('starting an analysis', () => {
  it('stores one QUEUED run per enabled tool, with defaults, and queues them after commit', async () => {
    const world = setUp();
    const analysisId = await world.service.create(ana, {
      shapefileId: F_ANA,
      inputs: { context: {}, landCoverChange: { year: 2020 } },
    });

    expect(world.analyses.get(analysisId)).toMatchObject({
      shapefileId: F_ANA,
      createdBy: 'ana',
      state: 'QUEUED',
      inputs: { context: { year: 2024 }, landCoverChange: { year: 2020 } },
    });
    expect(world.runs.map((run) => [run.scriptType, run.toolVersion, run.state])).toEqual([
      ['context', '3', 'QUEUED'],
      ['landCoverChange', '2', 'QUEUED'],
    ]);
    expect(world.queued).toEqual(
      world.runs.map((run) => ({ analysisId, scriptType: run.scriptType, jobId: run.jobId })),
    );
    expect(world.events).toEqual(['commit', 'enqueue']);
  });

  it("answers NOT_FOUND for another user's shapefile and for one that does not exist", async () => {
    const world = setUp();
    const inputs = { context: {} };
    expect(await codeOf(world.service.create(bo, { shapefileId: F_ANA, inputs }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(world.service.create(ana, { shapefileId: 'nope', inputs }))).toBe(
      'NOT_FOUND',
    );
    expect(world.analyses.size).toBe(0);
    expect(world.queued).toEqual([]);
  });

  it("lets a holder of read-draft:resource analyse another user's shapefile", async () => {
    const world = setUp();
    const analysisId = await world.service.create(staff, {
      shapefileId: F_ANA,
      inputs: { context: {} },
    });
    expect(world.analyses.get(analysisId)?.createdBy).toBe('sam');
  });

  it('refuses no tools, an unavailable tool and inputs the catalogue rejects, storing nothing', async () => {
    const world = setUp();
    const start = (inputs: Record<string, Record<string, unknown>>) =>
      world.service.create(ana, { shapefileId: F_ANA, inputs: inputs as InputsCollection });
    expect(await codeOf(start({}))).toBe('NO_TOOLS_ENABLED');
    await expect(start({ fireContext: {} })).rejects.toMatchObject({
      code: 'TOOL_NOT_AVAILABLE',
      params: { scriptType: 'fireContext' },
    });
    await expect(start({ context: { year: 1900 } })).rejects.toMatchObject({
      code: 'INVALID_ANALYSIS_INPUTS',
      params: { scriptType: 'context', details: 'year: TOO_EARLY' },
    });
    expect(world.analyses.size).toBe(0);
  });

  it('keeps the stored analysis when queueing fails (the sweeper queues it later)', async () => {
    const world = setUp({ failQueue: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const analysisId = await world.service.create(ana, {
      shapefileId: F_ANA,
      inputs: { context: {} },
    });
    expect(world.analyses.get(analysisId)?.state).toBe('QUEUED');
    expect(world.queued).toEqual([]);
  });
});

describe('reading an analysis', () => {
  it("is open to its shapefile's creator and read-draft:resource holders, not to a former reader", async () => {
    const world = setUp();
    // Started by Cy while Cy held read-draft:resource, on Ana's shapefile; Cy holds it no more.
    const id = world.storedAnalysis('cy', F_ANA, [['context', 'QUEUED']]);
    expect(await codeOf(world.service.record(viewerOf('cy'), id))).toBe('NOT_FOUND');
    expect((await world.service.record(ana, id)).toolRuns).toHaveLength(1);
    expect((await world.service.record(staff, id)).analysis.createdBy).toBe('cy');
    expect(await codeOf(world.service.record(bo, id))).toBe('NOT_FOUND');
  });

  it("is open to the readers of its assessment (internal staff while it is 'internal')", async () => {
    const world = setUp();
    const id = world.storedAnalysis('ana', F_ANA, [['context', 'SUCCEEDED']]);
    world.assessments.push({
      id: AS_1,
      shapefileId: F_ANA,
      restorationActivity: null,
      analysisId: id,
      createdBy: 'ana',
      createdAt: at,
      visibility: 'internal',
    });
    const insider = viewerOf('ida', 'ida@ecotone.earth');
    expect((await world.service.record(insider, id)).analysis.id).toBe(id);
    const assessment = world.assessments[0];
    if (assessment) assessment.visibility = 'shared';
    expect(await codeOf(world.service.record(insider, id))).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for an id that is not a UUID or names no analysis', async () => {
    const world = setUp();
    expect(await codeOf(world.service.record(staff, 'not-a-uuid'))).toBe('NOT_FOUND');
    expect(await codeOf(world.service.record(staff, randomUUID()))).toBe('NOT_FOUND');
  });

  it("lists a shapefile's analyses under the shapefile's rule", async () => {
    const world = setUp();
    const id = world.storedAnalysis('ana', F_ANA, [['context', 'QUEUED']]);
    expect((await world.service.list(ana, F_ANA)).map((analysis) => analysis.id)).toEqual([id]);
    expect(await codeOf(world.service.list(bo, F_ANA))).toBe('NOT_FOUND');
  });
});

describe('cancelling', () => {
  it('cancels the unfinished runs and their jobs, and leaves finished runs alone', async () => {
    const world = setUp();
    const id = world.storedAnalysis('ana', F_ANA, [
      ['context', 'SUCCEEDED'],
      ['landCoverChange', 'STARTED'],
    ]);
    const [done, running] = world.runs;
    const answer = await world.service.cancel(ana, id);
    expect(world.runs.map((run) => run.state)).toEqual(['SUCCEEDED', 'CANCELLED']);
    expect(world.cancelledJobs).toEqual([running?.jobId]);
    expect(world.cancelledJobs).not.toContain(done?.jobId);
    expect(answer.state).toBe('CANCELLED');
  });

  it('refuses a reader without full access to the shapefile with FORBIDDEN', async () => {
    const world = setUp({
      grants: [{ userId: 'bo', resourceType: 'assessment', resourceId: AS_1, accessLevel: 'full' }],
    });
    const id = world.storedAnalysis('ana', F_ANA, [['context', 'STARTED']]);
    world.assessments.push({
      id: AS_1,
      shapefileId: F_ANA,
      restorationActivity: null,
      analysisId: id,
      createdBy: 'ana',
      createdAt: at,
      visibility: 'shared',
    });
    expect((await world.service.record(bo, id)).analysis.id).toBe(id);
    expect(await codeOf(world.service.cancel(bo, id))).toBe('FORBIDDEN');
    expect(world.runs[0]?.state).toBe('STARTED');
  });

  it('refuses a stranger with NOT_FOUND and cancels nothing', async () => {
    const world = setUp();
    const id = world.storedAnalysis('ana', F_ANA, [['context', 'STARTED']]);
    expect(await codeOf(world.service.cancel(bo, id))).toBe('NOT_FOUND');
    expect(world.runs[0]?.state).toBe('STARTED');
    expect(world.cancelledJobs).toEqual([]);
  });
});

describe('results', () => {
  it("answers a succeeded tool's run, 409 while it runs, 404 for a tool not enabled", async () => {
    const world = setUp();
    const id = world.storedAnalysis('ana', F_ANA, [
      ['context', 'SUCCEEDED', { values: { areaHa: 5 } }],
      ['landCoverChange', 'EXPORT_RUNNING'],
    ]);
    expect((await world.service.toolRun(ana, id, 'context')).run.values).toEqual({ areaHa: 5 });
    await expect(world.service.toolRun(ana, id, 'landCoverChange')).rejects.toMatchObject({
      code: 'ANALYSIS_NOT_FINISHED',
      params: { state: 'EXPORT_RUNNING' },
    });
    expect(await codeOf(world.service.toolRun(ana, id, 'fireContext'))).toBe('NOT_FOUND');
    expect(await codeOf(world.service.toolRun(bo, id, 'context'))).toBe('NOT_FOUND');
  });

  it('serves the file of a succeeded layer only', async () => {
    const world = setUp();
    const id = world.storedAnalysis('ana', F_ANA, [
      ['context', 'SUCCEEDED', { layers: [layer('ndvi')] }],
      ['landCoverChange', 'FAILED', { layers: [layer('cover', 'vector')] }],
    ]);
    world.files.set('analysis/a/ndvi.tif', 'tiff bytes');
    const file = await world.service.layerFile(ana, id, 'ndvi');
    expect(file.kind).toBe('raster');
    expect(file.name).toBe('ndvi.tif');
    expect((await file.stream.toArray()).join('')).toBe('tiff bytes');
    expect(await codeOf(world.service.layerFile(ana, id, 'cover'))).toBe('NOT_FOUND');
    expect(await codeOf(world.service.layerFile(bo, id, 'ndvi'))).toBe('NOT_FOUND');
  });

  it("gives an assessment's readers its study area and its succeeded tools' values", async () => {
    const world = setUp();
    const id = world.storedAnalysis('ana', F_ANA, [
      ['context', 'SUCCEEDED', { values: { biome: 'x' } }],
      ['landCoverChange', 'FAILED', { values: { baseYear: 2000 } }],
    ]);
    world.assessments.push({
      id: AS_1,
      shapefileId: F_ANA,
      restorationActivity: null,
      analysisId: id,
      createdBy: 'ana',
      createdAt: at,
      visibility: 'shared',
    });
    expect(await world.service.assessmentContext(ana, AS_1)).toEqual({
      studyAreaHa: 88.2,
      context: { biome: 'x' },
      landCoverChange: null,
    });
    expect(await codeOf(world.service.assessmentContext(bo, AS_1))).toBe('NOT_FOUND');
    expect(await codeOf(world.service.assessmentContext(ana, AS_2))).toBe('NOT_FOUND');
  });
});
