import type { AccessLevel } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/access-policy.js';
import { AppError } from '../errors.js';
import type {
  AnalysisRecordRow,
  StoredLayer,
  ToolRunRecord,
} from '../repositories/analysis.repository.js';
import type { AssessmentFacts } from '../repositories/assessment.repository.js';
import type { ReportRecord } from '../repositories/assessment-report.repository.js';
import { createAssessmentService } from '../services/assessment.service.js';
import { StorageNotFoundError } from '../storage/storage.js';
import {
  type GatherDependencies,
  gatherReportInput,
  ReportFailedError,
} from './gather-report-input.js';

const ASSESSMENT = '4b0e0c39-7f51-4a5e-9f55-0d0f8d9f3a10';
const ANALYSIS = '7d7c3c1e-2b1a-4b7e-8a53-3c4f1e9d2a20';

const raster = (id: string, hints: Partial<StoredLayer> = {}): StoredLayer => ({
  id,
  kind: 'raster',
  fileKey: `analysis/${ANALYSIS}/${ANALYSIS}_${id}_image.tif`,
  label: { key: 'runs.states.SUCCEEDED' },
  legend: { gradient: { colors: ['#000000', '#ffffff'], min: 0, max: 10, unit: 'm' } },
  ...hints,
});

const run = (scriptType: ToolRunRecord['scriptType'], layers: StoredLayer[]): ToolRunRecord => ({
  analysisId: ANALYSIS,
  scriptType,
  toolVersion: '1',
  state: 'SUCCEEDED',
  progress: 1,
  attempts: 1,
  error: null,
  values: { studyAreaHa: 12 },
  layers,
  lineage: [],
  methods: [],
  warnings: [],
  synthetic: true,
  jobId: `job-${scriptType}`,
  workerId: null,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  startedAt: new Date('2026-11-25T10:00:00Z'),
  finishedAt: new Date('2026-11-25T10:05:00Z'),
});

const analysis: AnalysisRecordRow = {
  id: ANALYSIS,
  shapefileId: 'shapefile-1',
  createdBy: 'owner',
  inputs: {},
  state: 'SUCCEEDED',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  startedAt: null,
  finishedAt: null,
  maskId: null,
  studyArea: { basis: 'gross', grossHa: 12, maskHa: 0, netHa: 12, maskId: null },
};

const facts: AssessmentFacts = {
  id: ASSESSMENT,
  title: null,
  stage: 's1',
  restorationActivity: null,
  analysisId: ANALYSIS,
  createdAt: new Date('2026-11-25T09:00:00Z'),
  createdBy: 'owner',
  creatorName: 'Ana',
  shapefileId: 'shapefile-1',
  shapefileName: 'Ranch North',
  totalAreaHa: 12,
  site: {
    siteId: 'site-1',
    title: 'Ranch',
    financials: { revenueSharePercent: 60, agreementTermYears: 30 },
  },
};

const report = (changes: Partial<ReportRecord> = {}): ReportRecord => ({
  id: 'report-1',
  assessmentId: ASSESSMENT,
  language: 'en',
  unitSystem: 'metric',
  state: 'running',
  progress: 0,
  error: null,
  storageKey: null,
  pageCount: null,
  sizeBytes: null,
  includesFinancials: true,
  jobId: 'job-1',
  createdBy: 'owner',
  createdByName: 'Ana',
  createdAt: new Date('2026-11-25T11:00:00Z'),
  finishedAt: null,
  title: 'Ranch North',
  ...changes,
});

/** The report job's reads over in-memory records; the requester's level is `level`. */
function dependencies(
  runs: ToolRunRecord[],
  options: { level?: AccessLevel; missing?: string[]; deleted?: string[] } = {},
): GatherDependencies {
  const accessPolicy = {
    subject: async (viewer: { userId: string }): Promise<AccessSubject> => ({
      userId: viewer.userId,
      internal: false,
      readsEverything: false,
    }),
    async require() {
      const level = options.level ?? 'full';
      if (level === 'none') throw new AppError('NOT_FOUND');
      return level;
    },
  };
  return {
    assessments: createAssessmentService({
      assessments: { facts: async () => facts },
      analyses: { assessmentAnalyses: async () => [analysis], toolRunStatesOf: async () => runs },
      masks: { setLayers: async () => [] },
      accessPolicy,
    }),
    accessPolicy,
    storage: {
      put: async () => undefined,
      delete: async () => undefined,
      async readLocation(key) {
        if (options.missing?.includes(key)) throw new StorageNotFoundError(key);
        return `/data/${key}`;
      },
    },
    layerUrl: (analysisId, layerId) => `/layers/${analysisId}/${layerId}`,
    repositories: {
      users: {
        findById: async (id: string) =>
          id === 'owner'
            ? { id, name: 'Ana', email: 'ana@example.org', image: null, role: 'user' }
            : undefined,
      } as GatherDependencies['repositories']['users'],
      shapefiles: {
        geometry: async () => ({
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
        }),
      } as unknown as GatherDependencies['repositories']['shapefiles'],
      analyses: {
        // The whole runs, read after the view: a run in options.deleted went in between.
        toolRunsAt: async (keys) =>
          runs.filter(
            (stored) =>
              !options.deleted?.includes(stored.scriptType) &&
              keys.some(
                (key) =>
                  key.analysisId === stored.analysisId && key.scriptType === stored.scriptType,
              ),
          ),
      } as GatherDependencies['repositories']['analyses'],
    },
  };
}

describe('gatherReportInput', () => {
  it('maps the layer the map view opens with: the first initially active, else the first; a series at its latest year', async () => {
    const runs = [
      run('context', [raster('elevation'), raster('slope', { initialActive: true })]),
      run('landCoverChange', [
        raster('cover-2018', { timeSeries: { groupId: 'cover', year: 2018 }, initialActive: true }),
        raster('cover-2024', { timeSeries: { groupId: 'cover', year: 2024 } }),
        raster('cover-2021', { timeSeries: { groupId: 'cover', year: 2021 } }),
      ]),
      run('forestCarbon', [raster('stock'), raster('change')]),
      run('waterBalance', []),
    ];
    const input = await gatherReportInput(report(), dependencies(runs));
    expect(input.mapLayers.map(({ scriptType, layer }) => [scriptType, layer.layerId])).toEqual([
      ['context', 'slope'],
      ['forestCarbon', 'stock'],
      ['landCoverChange', 'cover-2024'],
    ]);
    expect(input.mapLayers[0]).toMatchObject({
      location: `/data/analysis/${ANALYSIS}/${ANALYSIS}_slope_image.tif`,
      palette: { kind: 'gradient', min: 0, max: 10 },
      legend: { gradient: { min: 0, max: 10, unit: 'm' } },
    });
    // Each result as the results API answers it, in the summary's (catalogue) order.
    expect(input.results.map((result) => result.scriptType)).toEqual([
      'context',
      'forestCarbon',
      'landCoverChange',
      'waterBalance',
    ]);
    expect(input.results[0]?.results.main.images[0]?.url).toBe(`/layers/${ANALYSIS}/elevation`);
    expect(input).toMatchObject({
      language: 'en',
      unitSystem: 'metric',
      generatedAt: '2026-11-25T11:00:00.000Z',
      shape: [
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      ],
    });
  });

  it('holds the financial terms only when the report was asked for at full access', async () => {
    const runs = [run('context', [])];
    const full = await gatherReportInput(report(), dependencies(runs));
    expect(full.summary.financials).toEqual({
      revenueSharePercent: 60,
      annualLandownerPaymentUsd: null,
      agreementTermYears: 30,
    });
    // Asked for at basic access; its requester has been given full access since.
    const basic = await gatherReportInput(
      report({ includesFinancials: false }),
      dependencies(runs),
    );
    expect(basic.summary).not.toHaveProperty('financials');
    // Asked for at full access; its requester is down to basic now.
    const lowered = await gatherReportInput(report(), dependencies(runs, { level: 'basic' }));
    expect(lowered.summary).not.toHaveProperty('financials');
  });

  it('fails with a reason: access lost, nothing succeeded', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => (error instanceof ReportFailedError ? error.failure : error),
      );
    const runs = [run('context', [raster('elevation')])];
    expect(
      await failure(gatherReportInput(report(), dependencies(runs, { level: 'none' }))),
    ).toEqual({
      code: 'ACCESS_LOST',
    });
    expect(
      await failure(gatherReportInput(report({ createdBy: 'gone' }), dependencies(runs))),
    ).toEqual({ code: 'ACCESS_LOST' });
    const failed = { ...run('context', []), state: 'FAILED' as const };
    expect(await failure(gatherReportInput(report(), dependencies([failed])))).toEqual({
      code: 'NOTHING_TO_REPORT',
    });
    // Its only succeeded run was deleted between the view and the read of the whole runs.
    expect(
      await failure(gatherReportInput(report(), dependencies(runs, { deleted: ['context'] }))),
    ).toEqual({ code: 'NOTHING_TO_REPORT' });
  });

  it('leaves out a tool whose run was deleted between the view and the read of the whole runs', async () => {
    const runs = [run('context', [raster('elevation')]), run('forestCarbon', [raster('stock')])];
    const input = await gatherReportInput(
      report(),
      dependencies(runs, { deleted: ['forestCarbon'] }),
    );
    expect(input.results.map((result) => result.scriptType)).toEqual(['context']);
    expect(input.mapLayers.map(({ scriptType }) => scriptType)).toEqual(['context']);
  });

  it('keeps a layer whose file is gone, without a location: its map becomes a note', async () => {
    const runs = [run('context', [raster('elevation')])];
    const missing = [`analysis/${ANALYSIS}/${ANALYSIS}_elevation_image.tif`];
    const input = await gatherReportInput(report(), dependencies(runs, { missing }));
    expect(input.mapLayers.map(({ scriptType, location }) => ({ scriptType, location }))).toEqual([
      { scriptType: 'context', location: null },
    ]);
  });
});
