/**
 * Fake analysis tools and a worker runtime for the run tests (and the child worker that is
 * killed with SIGKILL). Each fake does what its inputs say, so one registry covers every case:
 *   { behaviour: 'succeed' }                 values, a raster and a vector layer, synthetic lineage
 *   { behaviour: 'fail' }                    a permanent DataSourceError
 *   { behaviour: 'transient', failures: n }  a transient DataSourceError n times, then succeeds
 *   { behaviour: 'long' }                    runs until its signal aborts
 *   { behaviour: 'slow', ms: n }             works n ms (honouring the signal), then succeeds
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AnalysisTool,
  analysisTools,
  DataSourceError,
  type Lineage,
  type ScriptType,
  type ToolContext,
  type ToolResult,
} from '@ecotone/analysis';
import { encodeCog } from '@ecotone/analysis/node';
import type { AnalysisWorkerRuntime } from '../src/analysis/analysis-runtime.js';
import { inProcessToolRunner } from '../src/analysis/tool-runner.js';
import type { FileStorage } from '../src/storage/storage.js';

/** Test-visible traces, keyed by `${analysisId}` (passed in the inputs as `tag`). */
export const calls = new Map<string, number>();
export const aborted = new Set<string>();

export const SYNTHETIC_LINEAGE: Lineage = {
  role: 'elevation',
  datasetId: 'synthetic-demo',
  name: 'Synthetic demo data',
  version: '1',
  license: 'CC0-1.0',
  citation: 'Ecotone synthetic demo dataset',
  synthetic: true,
};

/** What the 'succeed' behaviour returns: checked field by field by the tests. */
export function successResult(tag: string): ToolResult {
  return {
    values: { studyAreaHa: 123.5, elevationMean: 812.25, tag, classes: new Map([[10, 4.5]]) },
    layers: [
      {
        kind: 'raster',
        id: 'elevation',
        label: { key: 'runs.states.SUCCEEDED' },
        legend: {
          gradient: { colors: ['#000000', '#ffffff'], min: 0, max: 3, unit: 'm' },
          title: { key: 'runs.states.STARTED' },
        },
        initialActive: true,
        timeSeries: { groupId: 'elevation-by-year', year: 2020 },
        raster: {
          width: 2,
          height: 2,
          geoTransform: [-105, 0.01, 0, 40, 0, -0.01],
          crs: 'EPSG:4326',
          noData: null,
          dataType: 'uint8',
          data: new Uint8Array([0, 1, 2, 3]),
        },
      },
      {
        kind: 'vector',
        id: 'protected-areas',
        label: { key: 'runs.states.QUEUED' },
        display: {
          titleField: 'NAME',
          colorField: 'IUCN_CAT',
          fields: [
            { field: 'distanceKm', label: { key: 'runs.states.EXPORT_RUNNING' }, unit: 'km' },
          ],
        },
        legend: {
          items: [{ itemId: 'pa', primaryLabel: { key: 'runs.states.FAILED' }, color: '#00ff00' }],
        },
        geojson: {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { NAME: 'Test reserve' },
              geometry: { type: 'Point', coordinates: [-105, 40] },
            },
          ],
        },
      },
    ],
    lineage: [SYNTHETIC_LINEAGE, SYNTHETIC_LINEAGE],
    methods: [{ name: 'Fake method', citation: 'Nobody (2026)', version: '1' }],
    synthetic: true,
    warnings: [{ key: 'runs.states.CANCELLED' }],
  };
}

async function work(context: ToolContext, ms: number): Promise<void> {
  for (let waited = 0; waited < ms; waited += 25) {
    context.signal.throwIfAborted();
    context.progress(waited / ms);
    await sleep(25);
  }
}

function fakeTool(scriptType: ScriptType): AnalysisTool {
  return {
    scriptType,
    version: `${scriptType}-test-1`,
    async run(context) {
      const inputs = context.inputs as {
        behaviour?: string;
        tag?: string;
        failures?: number;
        ms?: number;
      };
      const tag = inputs.tag ?? 'untagged';
      const count = (calls.get(tag) ?? 0) + 1;
      calls.set(tag, count);
      try {
        switch (inputs.behaviour) {
          case 'fail':
            throw new DataSourceError('the test dataset is refused', { transient: false });
          case 'transient':
            if (count <= (inputs.failures ?? 2))
              throw new DataSourceError('the test dataset timed out', { transient: true });
            break;
          case 'long':
            await work(context, 10 * 60_000);
            break;
          case 'slow':
            await work(context, inputs.ms ?? 1000);
            break;
        }
      } catch (error) {
        if (context.signal.aborted) aborted.add(tag);
        throw error;
      }
      context.progress(1);
      return successResult(tag);
    },
  };
}

/**
 * A fake of every registered tool: an automatic analysis queues the tools its template enables
 * among those that exist (decision 0014), and the worker must know each of them.
 */
export const fakeTools: Partial<Record<ScriptType, AnalysisTool>> = Object.fromEntries(
  (Object.keys(analysisTools) as ScriptType[]).map((type) => [type, fakeTool(type)]),
);

/** Short lease, fast heartbeat and sweep, so the recovery tests take seconds, not minutes. */
export function fakeRuntime(storage: FileStorage): AnalysisWorkerRuntime {
  return {
    tools: fakeTools,
    runner: inProcessToolRunner({
      tools: fakeTools,
      sources: {
        openRaster: async () => {
          throw new Error('the fake tools read no data');
        },
        queryVector: async () => {
          throw new Error('the fake tools read no data');
        },
      },
      admin: { areasOf: async () => ({ countries: [], states: [], lineage: [] }) },
      encodeRaster: (raster) => encodeCog(raster),
    }),
    storage,
    leaseSeconds: 3,
    heartbeatMilliseconds: 200,
    sweepIntervalSeconds: 1,
    workerHeartbeatMilliseconds: 1000,
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
}

/** Retries one second apart (with backoff), so retry tests finish quickly. */
export const FAST_RETRIES = {
  'analysis.tool': {
    retryLimit: 3,
    retryDelaySeconds: 1,
    retryBackoff: true,
    expireInSeconds: 600,
  },
};

export const SQUARE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-105, 40],
            [-104.99, 40],
            [-104.99, 40.01],
            [-105, 40.01],
            [-105, 40],
          ],
        ],
      },
    },
  ],
};

/** Polls `read` until `done` holds (or fails after `seconds`). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  seconds = 30,
) {
  const deadline = Date.now() + seconds * 1000;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await sleep(100);
    value = await read();
  }
  return value;
}
