import {
  type AnalysisTool,
  DataSourceError,
  type RunState,
  StudyAreaError,
} from '@ecotone/analysis';
import { RestrictedDatasetError } from '@ecotone/analysis/node';
import type { MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { ComputeBudgetError } from '../compute/compute-pool.js';
import type {
  AnalysisRepository,
  RunFailure,
  StoredResult,
} from '../repositories/analysis.repository.js';
import type { Repositories } from '../repositories/index.js';
import type { FileStorage } from '../storage/storage.js';
import { type AnalysisWorkerRuntime, DEFAULT_RUN_TIMINGS } from './analysis-runtime.js';
import type { EncodedToolResult } from './encoded-result.js';
import { RasterBudgetError } from './raster-budget.js';
import { classifyToolError, layerFileKey, runToolJob } from './run-tool.js';
import type { ToolRunRequest } from './tool-runner.js';
import { rehydrateToolError, ToolThreadError } from './tool-runner.js';
import { serialiseToolError } from './tool-task.js';

const ANALYSIS = '6f1c1b6e-3f0e-4b7a-9a51-2d6c2f7e0a01';
const JOB = '0b7e8a52-8f3c-4c1e-b1b9-55d0d3f1a9c2';
const SHAPE: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  ],
};

/** One tool run held in memory with the repository's state rules for the moves this code makes. */
function fakeRun(options: { state?: RunState; holder?: string | null; shape?: boolean } = {}) {
  const run = {
    state: options.state ?? ('QUEUED' as RunState),
    workerId: options.holder ?? null,
    attempts: 0,
    error: null as RunFailure | null,
    result: null as StoredResult | null,
    moves: [] as RunState[],
  };
  const analyses = {
    async claimToolRun(jobId: string, workerId: string) {
      if (jobId !== JOB || run.state !== 'QUEUED') return undefined;
      run.state = 'STARTED';
      run.workerId = workerId;
      run.attempts += 1;
      run.moves.push('STARTED');
      return { attempts: run.attempts };
    },
    async toolRunByJob(jobId: string) {
      return jobId === JOB ? { state: run.state, workerId: run.workerId } : undefined;
    },
    async moveToolRun(_jobId: string, to: RunState, moveOptions: { error?: RunFailure | null }) {
      if (['SUCCEEDED', 'CANCELLED', 'FAILED'].includes(run.state)) return false;
      run.state = to;
      if (moveOptions.error !== undefined) run.error = moveOptions.error;
      if (to === 'QUEUED') run.workerId = null;
      run.moves.push(to);
      return true;
    },
    async findAnalysis(analysisId: string) {
      return analysisId === ANALYSIS
        ? { id: ANALYSIS, shapefileId: 'shape-1', inputs: { context: { year: 2020 } } }
        : undefined;
    },
    async heartbeat() {
      return { state: run.state, held: true };
    },
    async storeResult(_jobId: string, _workerId: string, result: StoredResult) {
      if (run.state !== 'EXPORT_RUNNING') return false;
      run.state = 'SUCCEEDED';
      run.result = result;
      run.moves.push('SUCCEEDED');
      return true;
    },
  } as unknown as AnalysisRepository;
  const repositories = {
    analyses,
    shapefiles: { geometry: async () => (options.shape === false ? undefined : SHAPE) },
  } as unknown as Repositories;
  return { run, repositories };
}

function memoryStorage() {
  const files = new Map<string, Uint8Array>();
  const storage = {
    async put(key: string, bytes: Uint8Array) {
      files.set(key, bytes);
    },
    async delete(key: string) {
      files.delete(key);
    },
  } as unknown as FileStorage;
  return { files, storage };
}

const RESULT: EncodedToolResult = {
  values: { areaHa: 12.5 },
  layers: [
    {
      kind: 'vector',
      id: 'admin-areas',
      label: { key: 'layers.admin' },
      legend: { type: 'classes', classes: [] },
      initialOpacity: 0.5,
      timeSeries: { groupId: 'admin', year: 2020 },
      display: { titleField: 'NAME', fields: [{ field: 'ISO', label: { key: 'layers.iso' } }] },
      bytes: new TextEncoder().encode('{"type":"FeatureCollection","features":[]}'),
    },
  ],
  lineage: [],
  methods: [],
  warnings: [],
  synthetic: true,
} as unknown as EncodedToolResult;

function runtimeWith(
  run: (request: ToolRunRequest) => Promise<EncodedToolResult>,
  storage: FileStorage,
): AnalysisWorkerRuntime {
  return {
    tools: { context: { scriptType: 'context', version: '1.2.0' } as unknown as AnalysisTool },
    runner: { run },
    storage,
    ...DEFAULT_RUN_TIMINGS,
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
}

const context = (retryCount = 0, retryLimit = 4) => ({
  workerId: 'worker-a',
  job: { id: JOB, retryCount, retryLimit },
  shutdown: new AbortController().signal,
});

const payload = { analysisId: ANALYSIS, scriptType: 'context' as const };

describe('runToolJob', () => {
  it('claims the run, computes it with its stored inputs, stores its layers and values', async () => {
    const { run, repositories } = fakeRun();
    const { files, storage } = memoryStorage();
    const requests: ToolRunRequest[] = [];
    const outcome = await runToolJob(
      payload,
      { ...context(), repositories },
      runtimeWith(async (request) => {
        requests.push(request);
        return RESULT;
      }, storage),
    );

    expect(outcome).toEqual({
      status: 'success',
      output: { scriptType: 'context', version: '1.2.0' },
    });
    expect(requests[0]?.shape).toBe(SHAPE);
    expect(requests[0]?.inputs).toEqual({ year: 2020 });
    expect(run.moves).toEqual(['STARTED', 'EXPORT_PENDING', 'EXPORT_RUNNING', 'SUCCEEDED']);
    const key = layerFileKey(ANALYSIS, { id: 'admin-areas', kind: 'vector' });
    expect(key).toBe(`analysis/${ANALYSIS}/${ANALYSIS}_admin-areas_shape.geojson`);
    expect([...files.keys()]).toEqual([key]);
    expect(run.result?.values).toEqual({ areaHa: 12.5 });
    expect(run.result?.layers.map((layer) => layer.fileKey)).toEqual([key]);
    // The map hints the tool declared are stored with the layer; absent ones stay absent.
    const { fileKey: _key, ...stored } = run.result?.layers[0] ?? { fileKey: '' };
    expect(stored).toEqual({
      id: 'admin-areas',
      kind: 'vector',
      label: { key: 'layers.admin' },
      legend: { type: 'classes', classes: [] },
      initialOpacity: 0.5,
      timeSeries: { groupId: 'admin', year: 2020 },
      display: { titleField: 'NAME', fields: [{ field: 'ISO', label: { key: 'layers.iso' } }] },
    });
    expect(run.result?.synthetic).toBe(true);
  });

  it('fails a tool this worker does not offer, without computing', async () => {
    const { run, repositories } = fakeRun();
    const { storage } = memoryStorage();
    let computed = false;
    const outcome = await runToolJob(
      { analysisId: ANALYSIS, scriptType: 'waterBalance' },
      { ...context(), repositories },
      runtimeWith(async () => {
        computed = true;
        return RESULT;
      }, storage),
    );

    expect(outcome).toEqual({ status: 'failed', reason: 'TOOL_NOT_AVAILABLE' });
    expect(run.state).toBe('FAILED');
    expect(run.error).toEqual({
      code: 'TOOL_NOT_AVAILABLE',
      params: { scriptType: 'waterBalance' },
    });
    expect(computed).toBe(false);
  });

  it('fails the run when its shapefile is gone', async () => {
    const { run, repositories } = fakeRun({ shape: false });
    const { storage } = memoryStorage();
    const outcome = await runToolJob(
      payload,
      { ...context(), repositories },
      runtimeWith(async () => RESULT, storage),
    );
    expect(outcome).toEqual({ status: 'failed', reason: 'SHAPEFILE_MISSING' });
    expect(run.error).toEqual({ code: 'SHAPEFILE_MISSING' });
  });

  it('skips a run that is already finished and retries later one that another worker holds', async () => {
    const { storage } = memoryStorage();
    const finished = fakeRun({ state: 'CANCELLED' });
    await expect(
      runToolJob(
        payload,
        { ...context(), repositories: finished.repositories },
        runtimeWith(async () => RESULT, storage),
      ),
    ).resolves.toEqual({ status: 'skipped', reason: 'tool run is CANCELLED' });

    const held = fakeRun({ state: 'STARTED', holder: 'worker-b' });
    await expect(
      runToolJob(
        payload,
        { ...context(), repositories: held.repositories },
        runtimeWith(async () => RESULT, storage),
      ),
    ).rejects.toThrow('tool run held by worker-b');
    expect(held.run.moves).toEqual([]);
  });

  it('hands a transient data-source error back to the queue while retries are left', async () => {
    const { storage } = memoryStorage();
    const outage = async () => {
      throw new DataSourceError('bucket timed out', { transient: true });
    };
    const retrying = fakeRun();
    await expect(
      runToolJob(
        payload,
        { ...context(1, 4), repositories: retrying.repositories },
        runtimeWith(outage, storage),
      ),
    ).rejects.toThrow('bucket timed out');
    expect(retrying.run.state).toBe('QUEUED');
    expect(retrying.run.error).toEqual({ code: 'DATA_SOURCE_RETRYING', params: { attempt: 1 } });

    const last = fakeRun();
    const outcome = await runToolJob(
      payload,
      { ...context(4, 4), repositories: last.repositories },
      runtimeWith(outage, storage),
    );
    expect(outcome).toEqual({ status: 'failed', reason: 'DATA_SOURCE' });
    expect(last.run.error).toEqual({ code: 'DATA_SOURCE', params: { detail: 'bucket timed out' } });
  });

  it('keeps no layer files of a run cancelled while it was exporting', async () => {
    const { run, repositories } = fakeRun();
    const { files, storage } = memoryStorage();
    const cancelling = {
      ...storage,
      async put(key: string, bytes: Uint8Array) {
        await storage.put(key, bytes);
        run.state = 'CANCELLED';
      },
      delete: storage.delete,
    } as FileStorage;
    const outcome = await runToolJob(
      payload,
      { ...context(), repositories },
      runtimeWith(async () => RESULT, cancelling),
    );
    expect(outcome).toEqual({ status: 'skipped', reason: 'tool run no longer held' });
    expect(files.size).toBe(0);
    expect(run.result).toBeNull();
  });
});

describe('classifyToolError', () => {
  it('makes budgets, crashes and unusable shapes permanent failures with their reasons', () => {
    expect(classifyToolError(new ComputeBudgetError('time', 600_000))).toEqual({
      failure: { code: 'TOOL_TIME_BUDGET', params: { seconds: 600 } },
      transient: false,
    });
    expect(classifyToolError(new ComputeBudgetError('memory', 2048))).toEqual({
      failure: { code: 'TOOL_MEMORY_BUDGET', params: { megabytes: 2048 } },
      transient: false,
    });
    expect(classifyToolError(new RasterBudgetError(300_000_000, 250_000_000))).toEqual({
      failure: { code: 'TOOL_RASTER_BUDGET', params: { megapixels: 250 } },
      transient: false,
    });
    expect(classifyToolError(new ToolThreadError(new Error('exit 1')))).toEqual({
      failure: { code: 'TOOL_CRASHED' },
      transient: false,
    });
    const studyArea = new StudyAreaError(
      { code: 'STUDY_AREA_TOO_WIDE', params: { longitudes: 181 } },
      'too wide',
    );
    expect(classifyToolError(studyArea)).toEqual({ failure: studyArea.failure, transient: false });
    expect(classifyToolError(new Error('bug'))).toEqual({
      failure: { code: 'INTERNAL' },
      transient: false,
    });
  });
});

describe('a licence-restricted dataset', () => {
  const dataset = {
    id: 'iucn-red-list-ranges',
    role: 'speciesRanges',
    name: 'IUCN Red List ranges',
    version: '1',
    license: 'IUCN Red List Terms of Use',
    citation: 'IUCN',
    restricted: true,
    source: { kind: 'flatgeobuf', url: 'ranges.fgb' },
  } as unknown as ConstructorParameters<typeof RestrictedDatasetError>[1];
  const expected = {
    failure: {
      code: 'DATA_RESTRICTED',
      params: {
        dataset: 'IUCN Red List ranges (iucn-red-list-ranges)',
        license: 'IUCN Red List Terms of Use',
      },
    },
    transient: false,
  };

  it('fails the run naming the dataset and its licence, in process and across a pool thread', () => {
    const error = new RestrictedDatasetError('speciesRanges', dataset);
    expect(classifyToolError(error)).toEqual(expected);
    expect(classifyToolError(rehydrateToolError(serialiseToolError(error)))).toEqual(expected);
  });
});
