import { describe, expect, it } from 'vitest';
import { databaseModes, testContext } from './harness.js';

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
