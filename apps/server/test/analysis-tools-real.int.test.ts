import { analysisTools } from '@ecotone/analysis';
import type { AnalysisRecord, AnalysisResult } from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAnalysisJobs } from '../src/analysis/analysis-jobs.js';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import { pooledToolRunner } from '../src/analysis/tool-runner.js';
import type { EcotoneApp } from '../src/app.js';
import { createComputePool } from '../src/compute/compute-pool.js';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue.js';
import { startWorker } from '../src/worker/start-worker.js';
import { FAST_RETRIES, fakeRuntime, waitFor } from './analysis-runs.fixtures.js';
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

/**
 * The real tools of the time-series family (issue 16), end to end on both databases: queued,
 * computed on the compute pool from the synthetic demo data, stored, read back through
 * GET /api/analysis-results, with the series reconciling as the issue asks (monthly sums equal
 * yearly totals; degradation areas and burn severities add up) and their layers served as tiles.
 * A dry square in eastern Oregon, where the demo burned-area product has fires.
 */
const OREGON = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-120, 44],
            [-119.8, 44],
            [-119.8, 44.2],
            [-120, 44.2],
            [-120, 44],
          ],
        ],
      },
    },
  ],
};

const INPUTS = {
  droughtsAndFloods: { timestep: 12 },
  soilMoisturePotential: {},
  waterBalance: {},
  vegetationChange: { instrumentName: 'modis' },
  performanceDegradation: {},
  fireContext: {},
};

describe.each(databaseModes)(
  'the time-series and biodiversity tools, computed for real, on %s',
  (mode) => {
    let context: TestContext;
    let app: EcotoneApp;
    let owner: TestUser;
    let stranger: TestUser;
    let queue: JobQueue;
    let stopWorker: () => void;
    let shapefileId: string;
    const pool = createComputePool({ timeoutMs: 120_000, memoryMb: 1024 }, { threads: 2 });

    beforeAll(async () => {
      context = await testContext(mode);
      const { runtime } = context;
      queue = await startJobQueue(runtime.database, {
        workerId: `real-${mode}`,
        policies: FAST_RETRIES,
      });
      await cancelLeftoverToolRuns(runtime.database);
      const runner = pooledToolRunner(pool, { data: { mode: 'synthetic' }, maxRasterPixels: 4e7 });
      stopWorker = await startWorker({
        queue,
        repositories: runtime.repositories,
        analysis: {
          ...fakeRuntime(runtime.storage),
          tools: analysisTools,
          runner,
          now: () => new Date(),
        },
      });
      const analysisRuns = createAnalysisRunService({
        ...runtime.repositories,
        accessPolicy: runtime.services.accessPolicy,
        jobs: queueAnalysisJobs(queue),
        storage: runtime.storage,
        tools: analysisTools,
      });
      app = await appWithServices(context, { analysisRuns });
      owner = await signedInUser(context);
      stranger = await signedInUser(context);
      shapefileId = await storeShapefile(runtime, {
        name: 'Oregon square',
        geojson: OREGON,
        createdBy: owner.id,
      });
    }, 60_000);
    afterAll(async () => {
      stopWorker();
      await queue.stop();
      await pool.close();
    });

    const get = (url: string, cookie: string) =>
      app.inject({ method: 'GET', url, headers: { cookie } });

    it('runs the three biodiversity tools and stores their contract (issue 17)', {
      timeout: 240_000,
    }, async () => {
      const started = await app.inject({
        method: 'POST',
        url: '/api/analysis',
        headers: { cookie: owner.cookie, origin: context.runtime.config.publicUrl },
        payload: {
          shapefileId,
          inputs: { biodiversityMsa: {}, wetlandsBiodiversityMsa: {}, biodiversityContext: {} },
        },
      });
      expect(started.statusCode, started.body).toBe(200);
      const { analysisId } = started.json<{ analysisId: string }>();
      const done = await waitFor(
        async () => (await get(`/api/analysis/${analysisId}`, owner.cookie)).json<AnalysisRecord>(),
        (found) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(found.state),
        200,
      );
      expect(
        done.analyses.map((run) => [run.scriptType, run.state, run.error ?? null]).sort(),
      ).toEqual(
        ['biodiversityContext', 'biodiversityMsa', 'wetlandsBiodiversityMsa'].map((type) => [
          type,
          'SUCCEEDED',
          null,
        ]),
      );
      const values = async (type: string) =>
        (
          await get(`/api/analysis-results/${analysisId}?scriptType=${type}`, owner.cookie)
        ).json<AnalysisResult>().results.values;
      const msa = (await values('biodiversityMsa')) as {
        msaMeanBefore: Record<string, number | null>;
        msaMeanAfter: Record<string, number | null>;
      };
      for (const state of [msa.msaMeanBefore, msa.msaMeanAfter]) {
        expect(state.total).toBeGreaterThan(0);
        expect(state.total).toBeLessThanOrEqual(1);
      }
      const star = (await values('biodiversityContext')) as {
        species: { threatCategory: string }[];
        speciesCountByCategory: Record<string, number>;
        starThreatScores: { scoreType: string; threatAbatementScore: number }[];
      };
      const counted = Object.values(star.speciesCountByCategory).reduce((s, n) => s + n, 0);
      expect(counted).toBe(star.species.length);
      const order = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'LC', 'DD', 'NE'];
      const ranks = star.species.map((entry) => order.indexOf(entry.threatCategory));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(star.starThreatScores.find((row) => row.scoreType === 'total')).toBeDefined();
    });

    it('runs the six tools, stores values that reconcile, and serves them to the owner only', {
      timeout: 240_000,
    }, async () => {
      const started = await app.inject({
        method: 'POST',
        url: '/api/analysis',
        headers: { cookie: owner.cookie, origin: context.runtime.config.publicUrl },
        payload: { shapefileId, inputs: INPUTS },
      });
      expect(started.statusCode, started.body).toBe(200);
      const { analysisId } = started.json<{ analysisId: string }>();
      const done = await waitFor(
        async () => (await get(`/api/analysis/${analysisId}`, owner.cookie)).json<AnalysisRecord>(),
        (found) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(found.state),
        200,
      );
      expect(
        done.analyses.map((run) => [run.scriptType, run.state, run.error ?? null]).sort(),
      ).toEqual(
        Object.keys(INPUTS)
          .map((type) => [type, 'SUCCEEDED', null])
          .sort(),
      );

      const result = async (type: string) => {
        const response = await get(
          `/api/analysis-results/${analysisId}?scriptType=${type}`,
          owner.cookie,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json<AnalysisResult>().results;
      };

      // Every tool: demo data labelled, lineage with the series' years, methods cited, charts.
      for (const type of Object.keys(INPUTS)) {
        const { values, lineage, synthetic, methods } = await result(type);
        expect(synthetic).toBe(true);
        expect(lineage.every((entry) => entry.synthetic)).toBe(true);
        expect(lineage.some((entry) => entry.years !== undefined)).toBe(true);
        expect(methods.length).toBeGreaterThan(0);
        expect((values.charts as unknown[]).length).toBeGreaterThan(0);
      }

      // Water balance: each year's total is the sum of its months.
      const balance = (await result('waterBalance')).values as {
        yearlyValues: { year: number; precipitation: number; runoff: number }[];
        monthlyValues: { date: string; precipitation: number; runoff: number }[];
      };
      for (const year of balance.yearlyValues) {
        const months = balance.monthlyValues.filter((m) => m.date.startsWith(`${year.year}-`));
        expect(months).toHaveLength(12);
        const sum = (key: 'precipitation' | 'runoff') => months.reduce((s, m) => s + m[key], 0);
        expect(sum('precipitation')).toBeCloseTo(year.precipitation, 6);
        expect(sum('runoff')).toBeCloseTo(year.runoff, 6);
      }

      // Degradation: each year's areas by level add up to at most the study area (the area with data).
      const degradation = (await result('performanceDegradation')).values as {
        studyAreaHa: number;
        yearlyValues: { areaHaByDegradationLevel: Record<string, number> }[];
      };
      for (const year of degradation.yearlyValues) {
        const total = Object.values(year.areaHaByDegradationLevel).reduce((s, a) => s + a, 0);
        expect(total).toBeGreaterThan(0);
        // Stored areas are rounded to 0.01 ha: the levels may exceed the area by that rounding.
        expect(total).toBeLessThanOrEqual(degradation.studyAreaHa + 0.05);
      }

      // Fire: fires in this square; each event's severities add up to its area; the months to all.
      const fire = (await result('fireContext')).values as {
        events: { areaHa: number; areaHaByBurnSeverity: Record<string, number> }[];
        monthlyValues: { fireExtentHa: number }[];
      };
      expect(fire.events.length).toBeGreaterThan(0);
      for (const event of fire.events) {
        const levels = Object.values(event.areaHaByBurnSeverity).reduce((s, a) => s + a, 0);
        expect(levels).toBeCloseTo(event.areaHa, 6);
      }
      const burned = fire.events.reduce((s, e) => s + e.areaHa, 0);
      expect(fire.monthlyValues.reduce((s, m) => s + m.fireExtentHa, 0)).toBeCloseTo(burned, 6);

      // A stored layer is served as a map tile to the owner; a stranger sees nothing.
      const spi = await result('droughtsAndFloods');
      const layerId = spi.main.images[0]?.layerId;
      expect(layerId).toBeDefined();
      const tile = `/api/geo/tiles-dynamic/${analysisId}/${layerId}/8/42/93`;
      expect((await get(tile, owner.cookie)).statusCode).toBe(200);
      expect((await get(tile, stranger.cookie)).statusCode).toBe(404);
      const foreign = await get(
        `/api/analysis-results/${analysisId}?scriptType=fireContext`,
        stranger.cookie,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('areaHaByBurnSeverity');
    });
  },
);
