import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Position } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EcotoneApp } from '../src/app.js';
import { type ComputePool, createComputePool } from '../src/compute/compute-pool.js';
import { SHAPE_TASK_BUDGET } from '../src/compute/shape-pool.js';
import { createShapeFileService } from '../src/services/shape-file.service.js';
import { appWithServices, signedInUser, type TestUser, testContext } from './harness.js';
import { MULTIPART_TYPE, multipartBody } from './support/multipart.js';

/** `count` overlapping circles of `vertices` vertices each, near Laramie: seconds of clean-up. */
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

/** How a task handed to the pool ended: its answer came, or it was stopped (and why). */
type Outcome = { ended: 'answered' } | { ended: 'stopped'; reason: string };

/**
 * The real pool, watched: each task handed over resolves `handedOver` and records how it ended.
 * Nothing is replaced; the tasks run on the pool's threads as in production.
 */
function watchedPool(pool: ComputePool) {
  let handOver: (name: string) => void = () => {};
  const handedOver = new Promise<string>((resolve) => {
    handOver = resolve;
  });
  const outcomes: Promise<Outcome>[] = [];
  const watched: ComputePool = {
    ...pool,
    run: ((name, input, options) => {
      handOver(name);
      const running = pool.run(name, input, options);
      outcomes.push(
        running.then(
          (): Outcome => ({ ended: 'answered' }),
          (error: Error): Outcome => ({ ended: 'stopped', reason: error.message }),
        ),
      );
      return running;
    }) as ComputePool['run'],
  };
  return { watched, handedOver, outcome: () => outcomes[0] };
}

/**
 * Sends `body` whole over a real socket, then goes away without reading the answer once the
 * server has handed the work to the pool (a user pressing Cancel in the upload panel).
 */
function sendAndGoAway(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  handedOver: Promise<string>,
): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers });
    request.on('error', () => resolve());
    request.on('response', () => resolve());
    request.end(body);
    void handedOver.then(() => {
      request.destroy();
      resolve();
    });
  });
}

/**
 * A client that goes away (Cancel during an upload or a clean-up, a closed tab) frees the pool:
 * the task it started is stopped on its thread, not left running for an answer nobody reads,
 * and an upload's temporary files are deleted (docs/uploads.md).
 */
describe('a client going away stops its pool task', () => {
  let pool: ComputePool;
  let user: TestUser;
  let tempRoot: string;
  const apps: EcotoneApp[] = [];

  beforeAll(async () => {
    pool = createComputePool(SHAPE_TASK_BUDGET, { threads: 1 });
    user = await signedInUser(await testContext('embedded'));
    tempRoot = mkdtempSync(path.join(tmpdir(), 'ecotone-abort-test-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await pool.close();
    rmSync(tempRoot, { recursive: true, force: true });
  });

  /** An app whose shape work runs on the watched pool, listening on a free port. */
  async function listening(watched: ComputePool): Promise<string> {
    const context = await testContext('embedded');
    const app = await appWithServices(
      context,
      { shapeFiles: createShapeFileService({ ...context.runtime.repositories, compute: watched }) },
      { uploads: { tempRoot } },
    );
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  it('stops a clean-up when its client goes away', async () => {
    const { watched, handedOver, outcome } = watchedPool(pool);
    const url = `${await listening(watched)}/api/shape-file/clean-up-geojson`;
    const body = Buffer.from(JSON.stringify({ geojson: circles(40, 20_000), compressed: false }));
    await sendAndGoAway(
      url,
      { cookie: user.cookie, 'content-type': 'application/json' },
      body,
      handedOver,
    );
    expect(await handedOver).toMatch(/^cleanUp/);
    // Stopped (its thread ended), not answered seconds later for nobody.
    await expect.poll(outcome, { timeout: 30_000 }).toEqual({
      ended: 'stopped',
      reason: 'the client went away',
    });
  });

  it('stops an import when its client goes away, and deletes the uploaded files', async () => {
    const { watched, handedOver, outcome } = watchedPool(pool);
    const url = `${await listening(watched)}/api/shape-file/generate-geojson-from-files`;
    const body = multipartBody([
      { name: 'parcels.geojson', content: JSON.stringify(circles(40, 20_000)) },
    ]);
    await sendAndGoAway(
      url,
      { cookie: user.cookie, 'content-type': MULTIPART_TYPE },
      body,
      handedOver,
    );
    expect(await handedOver).toBe('importShapeFiles');
    await expect.poll(outcome, { timeout: 30_000 }).toEqual({
      ended: 'stopped',
      reason: 'the client went away',
    });
    await expect.poll(() => readdirSync(tempRoot)).toEqual([]);
  });
});
