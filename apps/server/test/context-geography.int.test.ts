import { analysisTools } from '@ecotone/analysis';
import type { AnalysisResult, GeographyAnswer } from '@ecotone/contracts';
import type { Position } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAnalysisJobs } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { createAnalysisWorkerRuntime } from '../src/analysis/analysis-runtime.js';
import { pooledToolRunner } from '../src/analysis/tool-runner.js';
import type { EcotoneApp } from '../src/app.js';
import { createComputePool } from '../src/compute/compute-pool.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { startWorker } from '../src/worker/start-worker.js';
import { waitFor } from './analysis-runs.fixtures.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { cancelLeftoverToolRuns } from './support/leftover-runs.js';
import { storeShapefile } from './support/seed.js';

const square = (west: number, south: number, east: number, north: number) => {
  const ring: Position[] = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
  return {
    type: 'FeatureCollection' as const,
    features: [
      {
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Polygon' as const, coordinates: [ring] },
      },
    ],
  };
};

/** Issue 12: step 2 said Brazil / Mato Grosso / Cuiabá; the context result said "None". */
const SHAPES = [
  {
    name: 'by Cuiabá, Mato Grosso',
    shape: square(-56.15, -15.65, -56.0, -15.5),
    en: { country: 'Brazil', state: 'Mato Grosso' },
    es: { country: 'Brasil', state: 'Mato Grosso' },
  },
  {
    name: 'by Fresno, California',
    shape: square(-119.85, 36.7, -119.7, 36.85),
    en: { country: 'United States of America', state: 'California' },
    es: { country: 'Estados Unidos', state: 'California' },
  },
];

interface AdminRow {
  code: string;
  name: { en: string; es: string };
  overlapHa: number;
}

/**
 * The context analysis, computed on a compute pool thread as in production, names the country
 * and state that the wizard's key details (POST /api/shape-file/geography) name for the same
 * shape, with the same overlap: one admin-area lookup (docs/geography.md) serves both.
 */
describe.each(databaseModes)('context result and step 2 geography agree on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let owner: TestUser;
  let analysisRuns: ReturnType<typeof createAnalysisRunService>;
  let queue: JobQueue | undefined;
  let stopSweeper: (() => void) | undefined;
  const pool = createComputePool({ timeoutMs: 150_000, memoryMb: 1024 }, { threads: 1 });

  beforeAll(async () => {
    context = await testContext(mode);
    const { runtime } = context;
    queue = await startJobQueue(runtime.database, { workerId: `context-geography-${mode}` });
    await cancelLeftoverToolRuns(runtime.database);
    stopSweeper = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: createAnalysisWorkerRuntime({
        runner: pooledToolRunner(pool, { data: { mode: 'synthetic' }, maxRasterPixels: 1e8 }),
        storage: runtime.storage,
      }),
    });
    analysisRuns = createAnalysisRunService({
      ...runtime.repositories,
      accessPolicy: runtime.services.accessPolicy,
      jobs: queueAnalysisJobs(queue),
      storage: runtime.storage,
      tools: analysisTools,
    });
    app = await appWithServices(context, { analysisRuns });
    owner = await signedInUser(context);
  }, 120_000);

  afterAll(async () => {
    stopSweeper?.();
    await queue?.stop();
    await pool.close();
  });

  const geographyOf = async (shape: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/shape-file/geography',
      headers: {
        cookie: owner.cookie,
        origin: context.runtime.config.publicUrl,
        'content-type': 'application/json',
      },
      payload: { geojson: shape },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GeographyAnswer>();
  };

  const contextOf = async (shape: object) => {
    const { repositories } = context.runtime;
    const shapefileId = await storeShapefile(context.runtime, {
      name: `Context geography ${Math.random()}`,
      geojson: shape,
      createdBy: owner.id,
    });
    const analysisId = await analysisRuns.create(
      { userId: owner.id, email: owner.email, roles: ['user'] },
      { shapefileId, inputs: { context: {} } },
    );
    const done = await waitFor(
      () => repositories.analyses.findAnalysis(analysisId),
      (found) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(found?.state ?? ''),
      150,
    );
    const [run] = await repositories.analyses.toolRuns(analysisId);
    expect(done?.state, JSON.stringify(run?.error)).toBe('SUCCEEDED');
    const response = await app.inject({
      method: 'GET',
      url: `/api/analysis-results/${analysisId}?scriptType=context`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { values } = response.json<AnalysisResult>().results;
    return {
      countries: values.countries as AdminRow[],
      states: values.states as AdminRow[],
    };
  };

  for (const { name, shape, en, es } of SHAPES) {
    it(`names the country and state of a shape ${name} as step 2 does`, {
      timeout: 180_000,
    }, async () => {
      const [geography, result] = await Promise.all([geographyOf(shape), contextOf(shape)]);
      expect(geography.country).toEqual({ en: en.country, es: es.country });
      expect(geography.region).toEqual({ en: en.state, es: es.state });

      const [country] = result.countries;
      const [state] = result.states;
      expect(country?.name).toEqual(geography.country);
      expect(state?.name).toEqual(geography.region);
      expect(country?.code).toBe(geography.countryCode);
      // The same lookup on the same shape: the same countries with the same overlaps.
      expect(result.countries.map((row) => row.code)).toEqual(
        geography.countries.map((row) => row.code),
      );
      result.countries.forEach((row, index) => {
        expect(row.overlapHa).toBeCloseTo(geography.countries[index]?.overlapHa ?? NaN, 6);
      });
    });
  }
});
