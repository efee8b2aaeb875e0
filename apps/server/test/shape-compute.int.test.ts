import { randomUUID } from 'node:crypto';
import { analysisTools } from '@ecotone/analysis';
import type { Position } from 'geojson';
import { afterAll, describe, expect, it } from 'vitest';
import { type ComputePool, createComputePool } from '../src/compute/compute-pool.js';
import { SHAPE_TASK_BUDGET } from '../src/compute/shape-pool.js';
import { createGeographyService, pooledShapeGeography } from '../src/services/geography.service.js';
import { createShapeFileService } from '../src/services/shape-file.service.js';
import { createWorkflowService } from '../src/services/workflow.service.js';
import { createWorkflowUploads } from '../src/services/workflow-upload.js';
import { appWithServices, signedInUser, testContext } from './harness.js';

/** `count` overlapping circles of `vertices` vertices each, near Laramie: real clean-up work. */
function circles(count: number, vertices: number) {
  const ring = (centreLon: number): Position[] => {
    const points: Position[] = [];
    for (let i = 0; i < vertices; i++) {
      const angle = (2 * Math.PI * i) / vertices;
      points.push([centreLon + 0.05 * Math.cos(angle), 41.3 + 0.05 * Math.sin(angle)]);
    }
    points.push(points[0] as Position);
    return points;
  };
  return {
    type: 'FeatureCollection',
    features: Array.from({ length: count }, (_, index) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring(-105.6 + index * 0.01)] },
    })),
  };
}

/**
 * Clean-up and geography run on the shape pool (compute/shape-pool.ts): the thread that answers
 * HTTP stays free, and a shape past the budget is refused with a translated 422, never a 5xx.
 */
describe('shape work on the compute pool', () => {
  // A budget no thread can meet (starting one takes longer): every task is over it.
  const exhausted = createComputePool({ timeoutMs: 50, memoryMb: 256 }, { threads: 1 });
  afterAll(() => exhausted.close());

  const post = async (url: string, body: unknown, options: { language?: string } = {}) => {
    const context = await testContext('embedded');
    const user = await signedInUser(context);
    const app = await appWithServices(context, {
      shapeFiles: createShapeFileService({
        shapes: context.runtime.repositories.shapes,
        compute: exhausted,
      }),
      geography: createGeographyService(pooledShapeGeography(exhausted), exhausted),
      workflow: createWorkflowService({
        ...context.runtime.repositories,
        permissions: context.runtime.services.permissions,
        accessPolicy: context.runtime.services.accessPolicy,
        analysisRuns: context.runtime.services.analysisRuns,
        compute: exhausted,
        storage: context.runtime.storage,
        uploads: createWorkflowUploads({ storage: context.runtime.storage, bucketName: 'local' }),
        tools: analysisTools,
      }),
    });
    return app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: user.cookie,
        origin: context.runtime.config.publicUrl,
        'accept-language': options.language ?? 'en',
      },
      payload: body as object,
    });
  };

  it('refuses a clean-up past its budget with 422 SHAPE_TOO_COMPLEX, in en and es', async () => {
    const body = { geojson: circles(2, 64), compressed: false };
    const english = await post('/api/shape-file/clean-up-geojson', body);
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json().error).toEqual({
      code: 'SHAPE_TOO_COMPLEX',
      message:
        'This shape is too complex to process here (it needed more than 0.05 s). Simplify it or split it into smaller parts.',
    });
    const spanish = await post('/api/shape-file/clean-up-geojson', body, { language: 'es' });
    expect(spanish.json().error.message).toContain('demasiado compleja');
  });

  it('prepares a stored or submitted shape on the pool: past its budget, 422 and nothing written', async () => {
    const context = await testContext('embedded');
    const count = async (table: string) =>
      (
        await context.runtime.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table}`,
        )
      ).rows[0]?.n;
    const before = [await count('shape'), await count('shapefile')];
    const stored = await post('/api/shape-file/store-shape-hash-from-geojson', {
      geojson: circles(1, 64),
      compressed: false,
    });
    expect(stored.statusCode, stored.body).toBe(422);
    expect(stored.json().error.code).toBe('SHAPE_TOO_COMPLEX');
    const submitted = await post('/api/workflow/run', {
      workflowName: 'create-shape-and-assessment',
      workflowParams: {
        requestId: randomUUID(),
        geoJson: circles(1, 64),
        siteName: 'Over budget',
        siteType: 'ranch',
        shapefileName: `over_budget_${randomUUID().slice(0, 8)}`,
        analysisInputs: null,
        restorationActivity: null,
        importedShapefileId: null,
        skipMask: true,
        maskGeojson: null,
        maskOptions: null,
      },
      workflowDataBucketInfo: null,
    });
    expect(submitted.statusCode, submitted.body).toBe(422);
    expect(submitted.json().error.code).toBe('SHAPE_TOO_COMPLEX');
    expect([await count('shape'), await count('shapefile')]).toEqual(before);
  });

  it('refuses a geography lookup past its budget with 422 SHAPE_TOO_COMPLEX', async () => {
    const response = await post('/api/shape-file/geography', { geojson: circles(1, 64) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe('SHAPE_TOO_COMPLEX');
  });

  it('answers /api/health while a big clean-up computes', async () => {
    const context = await testContext('embedded');
    const user = await signedInUser(context);
    const pool = createComputePool(SHAPE_TASK_BUDGET, { threads: 1 });
    let computing: () => void = () => {};
    const handedOver = new Promise<void>((resolve) => {
      computing = resolve;
    });
    const watched: ComputePool = {
      ...pool,
      run: ((name, input, options) => {
        computing();
        return pool.run(name, input, options);
      }) as ComputePool['run'],
    };
    const app = await appWithServices(context, {
      shapeFiles: createShapeFileService({
        shapes: context.runtime.repositories.shapes,
        compute: watched,
      }),
    });
    const order: string[] = [];
    const cleaning = app
      .inject({
        method: 'POST',
        url: '/api/shape-file/clean-up-geojson',
        headers: { cookie: user.cookie },
        payload: { geojson: circles(40, 20_000), compressed: false },
      })
      .then((response) => {
        order.push('clean-up');
        return response;
      });
    await handedOver;
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    const cleaned = await cleaning;
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    expect(cleaned.json().geojson.features).toHaveLength(1);
    expect(order).toEqual(['health', 'clean-up']);
    await pool.close();
  });
});
