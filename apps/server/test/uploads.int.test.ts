import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { analysisTools, catalogueInputRules } from '@ecotone/analysis';
import {
  SIGNED_UPLOAD_EXPIRY_SECONDS,
  type SignedUploadAnswer,
  type WorkflowRunAnswer,
  type WorkflowRunRequest,
} from '@ecotone/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnalysisRunService } from '../src/analysis/analysis-run.service.js';
import type { EcotoneApp } from '../src/app.js';
import {
  createSignedUploadService,
  type UploadTarget,
} from '../src/services/signed-upload.service.js';
import { createWorkflowService } from '../src/services/workflow.service.js';
import { createWorkflowUploads } from '../src/services/workflow-upload.js';
import { createS3FileStorage } from '../src/storage/s3-file-storage.js';
import type { FileStorage } from '../src/storage/storage.js';
import {
  appWithServices,
  createUser,
  databaseModes,
  signedInUser,
  signIn,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import { rawPost, writeOrAnswered } from './support/multipart.js';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from './support/s3-server.js';
import { square } from './support/square.js';

/** Small enough to go over in a test; the real limit is SIGNED_UPLOAD_MAX_BYTES. */
const TEST_MAX_BYTES = 20_000;
const TABLES = ['site', 'shapefile', 'analysis', 'assessment', 'workflow_request'] as const;

type ErrorBody = { error: { code: string; message: string; reason?: { code: string } } };

describe.each(databaseModes)('signed uploads on %s (local storage)', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let owner: TestUser;
  let stranger: TestUser;
  /** The upload clock: tests move it instead of waiting 15 minutes. */
  let nowMs = Date.parse('2025-06-01T12:00:00Z');

  /** The services under test over `storage`, with jobs kept in memory (nothing runs the tools). */
  const servicesOver = (storage: FileStorage, target: UploadTarget) => ({
    signedUploads: createSignedUploadService({
      permissions: context.runtime.services.permissions,
      storage,
      target,
      now: () => new Date(nowMs),
      maxBytes: TEST_MAX_BYTES,
    }),
    workflow: createWorkflowService({
      ...context.runtime.repositories,
      permissions: context.runtime.services.permissions,
      accessPolicy: context.runtime.services.accessPolicy,
      compute: context.runtime.shapeCompute,
      storage,
      analysisRuns: createAnalysisRunService({
        ...context.runtime.repositories,
        accessPolicy: context.runtime.services.accessPolicy,
        jobs: { enqueue: async () => {}, cancel: async () => {} },
        storage,
        tools: analysisTools,
        catalogue: catalogueInputRules,
      }),
      uploads: createWorkflowUploads({ storage, bucketName: target.bucketName }),
      tools: analysisTools,
    }),
  });

  beforeAll(async () => {
    context = await testContext(mode);
    const target = { bucketName: 'local', secret: context.runtime.config.authSecret };
    app = await appWithServices(context, servicesOver(context.runtime.storage, target));
    owner = await signedInUser(context);
    stranger = await signedInUser(context);
  });

  const query = <Row>(text: string, values: unknown[] = []) =>
    context.runtime.database.query<Row>(text, values).then((result) => result.rows);
  const counts = async () => {
    const rows: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      rows[table] = row?.n ?? -1;
    }
    return rows;
  };

  const askLocation = (user: TestUser | null, target: EcotoneApp = app) =>
    target.inject({
      method: 'POST',
      url: '/api/shape-file/shape/get-bucket-upload-signed-url',
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        origin: context.runtime.config.publicUrl,
      },
    });
  const location = async (user = owner, target: EcotoneApp = app) => {
    const response = await askLocation(user, target);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SignedUploadAnswer>();
  };
  /** A PUT as the browser sends it: same origin, no cookie (the token is the authority). */
  const put = (url: string, payload: string | Readable, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PUT',
      url,
      headers: {
        'content-type': 'application/json',
        origin: context.runtime.config.publicUrl,
        ...headers,
      },
      payload,
    });
  const uploadDocument = async (document: unknown, user = owner) => {
    const signed = await location(user);
    const response = await put(signed.url, JSON.stringify(document));
    expect(response.statusCode, response.body).toBe(204);
    return signed;
  };
  const run = (body: WorkflowRunRequest, user = owner, target: EcotoneApp = app) =>
    target.inject({
      method: 'POST',
      url: '/api/workflow/run',
      headers: {
        cookie: user.cookie,
        origin: context.runtime.config.publicUrl,
        'accept-language': 'es',
      },
      payload: body,
    });
  const fromUpload = (
    signed: SignedUploadAnswer,
    requestId = randomUUID(),
  ): WorkflowRunRequest => ({
    workflowName: 'create-shape-and-assessment',
    workflowParams: {
      requestId,
      geoJson: null,
      siteName: 'Upload Ranch',
      siteType: 'ranch',
      shapefileName: `upload_${randomUUID().slice(0, 8)}`,
      analysisInputs: null,
      skipMask: true,
    },
    workflowDataBucketInfo: { bucket: signed.bucketName, fileName: signed.fileName },
  });
  const stored = (key: string) => context.runtime.storage.exists(key);

  it('signs a 15-minute location, takes the PUT and creates the assessment from the uploaded shape', async () => {
    const signed = await uploadDocument({ geoJson: square(-107.3) });
    expect(signed).toMatchObject({
      bucketName: 'local',
      expiresAt: new Date(nowMs + SIGNED_UPLOAD_EXPIRY_SECONDS * 1000).toISOString(),
      maxBytes: TEST_MAX_BYTES,
    });
    expect(signed.url).toMatch(/^\/api\/uploads\/[\w-]+\.[\w-]+$/);
    expect(signed.fileName).toMatch(/^uploads\/[0-9a-f]{32}\/[0-9a-f-]{36}\.json$/);
    expect(await stored(signed.fileName)).toBe(true);

    const before = await counts();
    const body = fromUpload(signed);
    const response = await run(body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<WorkflowRunAnswer>();
    const [shapefile] = await query<{ area: number; created_by: string; west: number }>(
      `SELECT total_area_ha AS area, created_by, ST_XMin(geometry) AS west
       FROM shapefile WHERE id = $1`,
      [answer.shapefileId],
    );
    expect(shapefile?.area).toBeCloseTo(88.2, 0);
    expect(shapefile?.west).toBeCloseTo(-107.3, 9);
    expect(shapefile?.created_by).toBe(owner.id);
    const after = await counts();
    expect(TABLES.map((table) => (after[table] ?? 0) - (before[table] ?? 0))).toEqual([
      1, 1, 1, 1, 1,
    ]);
    // Used, then deleted; the same submission again still answers the first result.
    expect(await stored(signed.fileName)).toBe(false);
    const again = await run(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(await counts()).toEqual(after);
  });

  it('parses the uploaded document on a shape-pool thread, never on the thread that answers HTTP', async () => {
    // A 100 MB document takes a second or more to parse: the HTTP thread only moves its bytes.
    const marker = `parsed-where-${randomUUID()}`;
    const shape = square(-107.25);
    const named = {
      ...shape,
      features: shape.features.map((feature) => ({ ...feature, properties: { marker } })),
    };
    const signed = await uploadDocument({ geoJson: named });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await run(fromUpload(signed));
      expect(response.statusCode, response.body).toBe(200);
      const parsedHere = parse.mock.calls.filter(
        ([text]) => typeof text === 'string' && text.includes(marker),
      );
      expect(parsedHere).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it('refuses a tampered or expired token with 403 and writes nothing', async () => {
    const signed = await location();
    const [payload = '', signature = ''] = signed.url.slice('/api/uploads/'.length).split('.');
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const elsewhere = Buffer.from(
      JSON.stringify({ ...grant, key: `${signed.fileName.slice(0, -5)}x.json` }),
    ).toString('base64url');
    for (const url of [
      `/api/uploads/${elsewhere}.${signature}`,
      `/api/uploads/${payload}.${signature.slice(0, -2)}AA`,
      '/api/uploads/not-a-token',
    ]) {
      const response = await put(url, '{}');
      expect(response.statusCode, url).toBe(403);
      expect(response.json<ErrorBody>().error.code).toBe('UPLOAD_LINK_INVALID');
    }
    expect(await stored(`${signed.fileName.slice(0, -5)}x.json`)).toBe(false);

    nowMs += SIGNED_UPLOAD_EXPIRY_SECONDS * 1000;
    const late = await put(signed.url, '{}');
    expect(late.statusCode).toBe(403);
    expect(late.json<ErrorBody>().error.code).toBe('UPLOAD_LINK_INVALID');
    expect(await stored(signed.fileName)).toBe(false);
  });

  it('refuses a body over the limit with 413, declared or streamed, and writes nothing', async () => {
    const signed = await location();
    const oversize = `"${'x'.repeat(TEST_MAX_BYTES - 1)}"`;
    expect(Buffer.byteLength(oversize)).toBe(TEST_MAX_BYTES + 1);
    const declared = await put(signed.url, oversize);
    expect(declared.statusCode).toBe(413);
    expect(declared.json<ErrorBody>().error.code).toBe('PAYLOAD_TOO_LARGE');
    // No Content-Length: the stream itself is counted.
    const streamed = await put(
      signed.url,
      Readable.from([oversize.slice(0, 15_000), oversize.slice(15_000)]),
    );
    expect(streamed.statusCode).toBe(413);
    expect(await stored(signed.fileName)).toBe(false);
    // Exactly the limit is fine, and the URL still works after the refusals.
    const exact = await put(signed.url, oversize.slice(1));
    expect(exact.statusCode, exact.body).toBe(204);
  });

  it('stops reading a streamed body past the grant and closes the connection', async () => {
    const target = { bucketName: 'local', secret: context.runtime.config.authSecret };
    const served = await appWithServices(context, servicesOver(context.runtime.storage, target));
    const base = await served.listen({ port: 0, host: '127.0.0.1' });
    const signed = await location();
    let sent = 0;
    const chunk = Buffer.alloc(16 * 1024, 32);
    const answer = await rawPost(
      `${base}${signed.url}`,
      { 'content-type': 'application/json', origin: context.runtime.config.publicUrl },
      async (request, answered) => {
        // Up to 1,000x the grant, unless the server answers first.
        while (!answered() && sent < 1_000 * TEST_MAX_BYTES) {
          await writeOrAnswered(request, chunk, answered);
          sent += chunk.length;
        }
        if (!answered()) request.end();
      },
      'PUT',
    );
    expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(1_000 * TEST_MAX_BYTES);
    // The rest of the body is not read (and thrown away): the server closed the connection.
    await expect.poll(answer.closed).toBe(true);
    expect(await stored(signed.fileName)).toBe(false);
    await served.close();
  });

  it('refuses a second PUT to the same location and keeps the first document', async () => {
    const signed = await uploadDocument({ geoJson: square(-107.2) });
    const second = await put(signed.url, JSON.stringify({ geoJson: square(-90) }));
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().error.code).toBe('UPLOAD_LINK_USED');
    const response = await run(fromUpload(signed));
    expect(response.statusCode, response.body).toBe(200);
    const [shapefile] = await query<{ west: number }>(
      'SELECT ST_XMin(geometry) AS west FROM shapefile WHERE id = $1',
      [response.json<WorkflowRunAnswer>().shapefileId],
    );
    expect(shapefile?.west).toBeCloseTo(-107.2, 9);
  });

  it("answers 404 for another user's upload, another bucket or a missing file, writing nothing", async () => {
    const signed = await uploadDocument({ geoJson: square(-107.1) }, stranger);
    const before = await counts();
    for (const body of [
      fromUpload(signed),
      fromUpload({ ...signed, bucketName: 'elsewhere' }),
      fromUpload({ ...signed, fileName: `${signed.fileName.slice(0, -6)}0.json` }),
      fromUpload({ ...signed, fileName: '../auth-secret' }),
    ]) {
      const response = await run(body);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ErrorBody>().error).toMatchObject({
        code: 'WORKFLOW_UPLOAD_NOT_FOUND',
        message:
          'No se pudo enviar la evaluación. No se encontró la forma subida: puede que la subida haya fallado o caducado. Vuelva a enviar.',
        reason: { code: 'UPLOAD_NOT_FOUND' },
      });
    }
    expect(await counts()).toEqual(before);
    // Its owner's file is left alone.
    expect(await stored(signed.fileName)).toBe(true);
  });

  it('refuses a document that is not JSON, or not an object, with a translated 400', async () => {
    const before = await counts();
    for (const content of ['{"geoJson": ', '[1, 2]']) {
      const signed = await location();
      expect((await put(signed.url, content)).statusCode).toBe(204);
      const response = await run(fromUpload(signed));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().error).toMatchObject({
        code: 'WORKFLOW_REFUSED',
        message:
          'No se pudo enviar la evaluación. La forma subida no es un documento JSON válido. Vuelva a enviar.',
        reason: { code: 'UPLOAD_INVALID' },
      });
    }
    // An uploaded exclusion mask that is not polygons: refused, translated, nothing written.
    const point = { type: 'Point', coordinates: [-107, 40] };
    const masked = await uploadDocument({
      geoJson: square(-107),
      maskGeojson: {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: {}, geometry: point }],
      },
    });
    const withMask = fromUpload(masked);
    withMask.workflowParams.skipMask = false;
    const response = await run(withMask);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ErrorBody>().error).toMatchObject({
      code: 'WORKFLOW_REFUSED',
      reason: { code: 'MASK_INVALID' },
    });
    expect(response.json<ErrorBody>().error.message).toContain('máscara de exclusión subida');
    expect(await counts()).toEqual(before);
  });

  it('takes an exclusion mask from the uploaded document, clipped to the shape', async () => {
    // The mask: the shape's west half and as much again beyond its west edge.
    const mask = square(-107.01);
    mask.features[0]?.geometry.coordinates[0]?.forEach((point, index) => {
      if (index === 1 || index === 2) point[0] = -107 + 0.005;
    });
    const signed = await uploadDocument({ geoJson: square(-107), maskGeojson: mask });
    const body = fromUpload(signed);
    body.workflowParams.skipMask = false;
    const response = await run(body);
    expect(response.statusCode, response.body).toBe(200);
    const { shapefileId } = response.json<WorkflowRunAnswer>();
    const [set] = await query<{ mode: string; gross: number; merged: number; net: number }>(
      `SELECT m.mode, m.gross_area_ha AS gross, m.merged_area_ha AS merged, m.net_area_ha AS net
       FROM mask_set m JOIN shapefile s ON s.mask_id = m.id WHERE s.id = $1`,
      [shapefileId],
    );
    expect(set?.mode).toBe('upload');
    // Half the square inside the shape, none of the part beyond it.
    expect((set?.merged ?? 0) / (set?.gross ?? 1)).toBeCloseTo(0.5, 2);
    expect(Math.abs((set?.gross ?? 0) - (set?.net ?? 0) - (set?.merged ?? 0))).toBeLessThan(1e-6);
  });

  it('needs a session (401) and create:site (403) for a location', async () => {
    expect((await askLocation(null)).statusCode).toBe(401);
    const user = await createUser(context);
    await context.runtime.database.query(`UPDATE "user" SET role = NULL WHERE id = $1`, [user.id]);
    const response = await signIn(context, user.email, user.password);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const refused = await askLocation({ ...user, cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error.code).toBe('FORBIDDEN');
  });

  it('lists both endpoints in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/shape-file/shape/get-bucket-upload-signed-url',
        '/api/uploads/{*}',
      ]),
    );
  });

  describe('with S3-compatible storage (s3rver)', () => {
    let s3: TestS3Server;
    let s3App: EcotoneApp;

    beforeAll(async () => {
      s3 = await startS3Server();
      const storage = createS3FileStorage({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: 'us-east-1',
        ...S3RVER_CREDENTIALS,
      });
      s3App = await appWithServices(
        context,
        servicesOver(storage, {
          bucketName: storage.bucket,
          presignPut: storage.presignPut,
          secret: context.runtime.config.authSecret,
        }),
      );
    });
    afterAll(async () => {
      await s3?.close();
    });

    it('hands out a presigned URL the browser PUTs to directly, then runs the workflow from it', async () => {
      nowMs = Date.now(); // s3rver checks presigned expiry against its own clock
      const signed = await location(owner, s3App);
      expect(signed.bucketName).toBe(s3.bucket);
      expect(signed.url.startsWith(`${s3.endpoint}/${s3.bucket}/${signed.fileName}?`)).toBe(true);
      const uploaded = await fetch(signed.url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ geoJson: square(-106.9) }),
      });
      expect(uploaded.status).toBe(200);
      const response = await run(fromUpload(signed), owner, s3App);
      expect(response.statusCode, response.body).toBe(200);
      const [shapefile] = await query<{ west: number }>(
        'SELECT ST_XMin(geometry) AS west FROM shapefile WHERE id = $1',
        [response.json<WorkflowRunAnswer>().shapefileId],
      );
      expect(shapefile?.west).toBeCloseTo(-106.9, 9);
      expect((await fetch(`${s3.endpoint}/${s3.bucket}/${signed.fileName}`)).status).toBe(404);
    });
  });
});
