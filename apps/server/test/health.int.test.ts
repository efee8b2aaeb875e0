import { describe, expect, it } from 'vitest';
import { startJobQueue } from '../src/jobs/job-queue.js';
import { startWorker } from '../src/worker/start-worker.js';
import { fakeRuntime, waitFor } from './analysis-runs.fixtures.js';
import { databaseModes, testContext } from './harness.js';
import { cancelLeftoverToolRuns } from './support/leftover-runs.js';

describe.each(databaseModes)('GET /api/health on %s', (mode) => {
  it('reports status, database mode, PostGIS version and migration level', async () => {
    const context = await testContext(mode);
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.mode).toBe(mode);
    expect(body.database.postgis).toMatch(/^3\.\d+/);
    expect(body.database.migration).toBe(context.runtime.migrationLevel);
  });

  it("reports a running worker's latest heartbeat, not its start time", async () => {
    const { app, runtime } = await testContext(mode);
    const queue = await startJobQueue(runtime.database, { workerId: `beating-${mode}` });
    await cancelLeftoverToolRuns(runtime.database);
    const stop = await startWorker({
      queue,
      repositories: runtime.repositories,
      analysis: {
        ...fakeRuntime(runtime.storage),
        workerHeartbeatMilliseconds: 300,
      },
    });
    try {
      const lastHeartbeat = async () => {
        const body = (await app.inject({ method: 'GET', url: '/api/health' })).json();
        return body.worker.lastHeartbeat as string | null;
      };
      const first = await waitFor(lastHeartbeat, (beat) => beat !== null, 10);
      // Later beats replace it while the worker runs.
      const later = await waitFor(
        lastHeartbeat,
        (beat) => beat !== null && beat > (first ?? ''),
        10,
      );
      expect(Date.parse(later ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
      const rows = await runtime.database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM worker_heartbeat WHERE worker_id = $1',
        [`beating-${mode}`],
      );
      expect(rows.rows[0]?.count).toBe(1);
    } finally {
      stop();
      await queue.stop();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const { app } = await testContext(mode);
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/user-preferences', '/api/user/{id}/session']),
    );
  });

  it('answers an unknown API path with the JSON NOT_FOUND envelope', async () => {
    const { app } = await testContext(mode);
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
