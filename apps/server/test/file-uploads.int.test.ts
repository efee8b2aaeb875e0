import { mkdtempSync, readdirSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EcotoneApp } from '../src/app.js';
import { createComputePool } from '../src/compute/compute-pool.js';
import { createShapeFileService } from '../src/services/shape-file.service.js';
import {
  appWithServices,
  databaseModes,
  signedInUser,
  type TestContext,
  type TestUser,
  testContext,
} from './harness.js';
import {
  closing,
  MULTIPART_TYPE,
  multipartBody,
  partEnd,
  partHead,
  rawPost,
  writeOrAnswered,
} from './support/multipart.js';
import { square } from './support/square.js';

/** Small limits, so going over them costs a test little. */
const LIMITS = { requestBytes: 1_000_000, fileBytes: 800_000 };
const ranch = JSON.stringify(square());
const lines = JSON.stringify({
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'LineString',
    coordinates: [
      [-107, 44],
      [-106.9, 44],
    ],
  },
});
const URL_PATH = '/api/shape-file/generate-geojson-from-files';

describe.each(databaseModes)('file uploads stream to a temporary folder on %s', (mode) => {
  let context: TestContext;
  let app: EcotoneApp;
  let user: TestUser;
  let tempRoot: string;
  let url: string;
  /** Names created in the temporary root, seen as they appear. */
  let created: string[] = [];
  let watcher: ReturnType<typeof watch>;

  beforeAll(async () => {
    context = await testContext(mode);
    user = await signedInUser(context);
    tempRoot = mkdtempSync(path.join(tmpdir(), 'ecotone-upload-test-'));
    watcher = watch(tempRoot, (_event, name) => name && created.push(name));
    app = await appWithServices(context, {}, { uploads: { tempRoot, ...LIMITS } });
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${URL_PATH}`;
  });
  afterAll(async () => {
    watcher.close();
    await app.close();
    rmSync(tempRoot, { recursive: true, force: true });
  });

  const headers = (extra: Record<string, string> = {}) => ({
    cookie: user.cookie,
    'content-type': MULTIPART_TYPE,
    ...extra,
  });
  const leftInTempRoot = () => readdirSync(tempRoot);
  const inject = (payload: Buffer, language = 'en') =>
    app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: headers({ 'accept-language': language }),
      payload,
    });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const answer = await rawPost(url, headers({ 'content-length': '5000000' }), async (request) => {
      request.write(partHead('big.geojson'));
      // The rest of the declared 5 MB is never sent: the answer must come without it.
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe(
      'The upload is too large: the limit is 1 MB.',
    );
    await expect.poll(answer.closed).toBe(true);
  });

  it('stops reading a chunked body the moment it passes the limit', async () => {
    let sent = 0;
    let finished = false;
    const answer = await rawPost(url, headers(), async (request, answered) => {
      // A first file of 600 kB, under the 800 kB per file, then a second one without end.
      const first = Buffer.concat([partHead('a.geojson'), Buffer.alloc(600_000, 32), partEnd]);
      await writeOrAnswered(request, first, answered);
      await writeOrAnswered(request, partHead('b.geojson'), answered);
      const chunk = Buffer.alloc(64 * 1024, 32);
      // Up to 50x the limit, unless the server answers first.
      while (!answered() && sent < 50 * LIMITS.requestBytes) {
        await writeOrAnswered(request, chunk, answered);
        sent += chunk.length;
      }
      if (!answered()) {
        finished = true;
        request.end(closing);
      }
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(JSON.parse(answer.body).error.message).toContain('1 MB');
    expect(finished).toBe(false);
    expect(sent).toBeLessThan(50 * LIMITS.requestBytes);
    // The rest of the body is not read (and thrown away): the server closed the connection.
    await expect.poll(answer.closed).toBe(true);
    await expect.poll(leftInTempRoot).toEqual([]);
  });

  it('deletes the temporary files after a successful import', async () => {
    created = [];
    const response = await inject(multipartBody([{ name: 'ranch.geojson', content: ranch }]));
    expect(response.statusCode).toBe(200);
    expect(response.json().layers[0]).toMatchObject({ file: 'ranch.geojson', featureCount: 1 });
    expect(created.length).toBeGreaterThan(0);
    expect(leftInTempRoot()).toEqual([]);
  });

  it('deletes the temporary files after a refused import', async () => {
    created = [];
    const response = await inject(multipartBody([{ name: 'roads.geojson', content: lines }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_FILE');
    expect(created.length).toBeGreaterThan(0);
    expect(leftInTempRoot()).toEqual([]);
  });

  it('deletes the temporary files when the client goes away mid-upload', async () => {
    let onDisk: string[] = [];
    const request = rawPost(url, headers(), async (sending) => {
      sending.write(partHead('slow.geojson'));
      sending.write(Buffer.alloc(100_000, 32));
      // Wait until the server has the part on disk, then vanish.
      await expect
        .poll(() => {
          onDisk = leftInTempRoot().flatMap((folder) => readdirSync(path.join(tempRoot, folder)));
          return onDisk;
        })
        .not.toEqual([]);
      sending.destroy();
    }).catch((error: Error) => error);
    expect(await request).toBeInstanceOf(Error);
    expect(onDisk).toEqual(['0']);
    await expect.poll(leftInTempRoot).toEqual([]);
  });

  it('answers a truncated multipart body with 400 and a translated message', async () => {
    const whole = multipartBody([{ name: 'ranch.geojson', content: ranch }]);
    const truncated = whole.subarray(0, whole.length - 40);
    const english = await inject(truncated);
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toEqual({
      code: 'UPLOAD_INCOMPLETE',
      message: 'The upload was cut off before it ended. Please send the files again.',
    });
    const spanish = await inject(truncated, 'es');
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().error.message).toBe(
      'La carga se interrumpió antes de terminar. Vuelva a enviar los archivos.',
    );
    expect(leftInTempRoot()).toEqual([]);
  });

  it('answers an import over its compute budget with 422 and the reason, in Spanish too', async () => {
    const slowPool = createComputePool({ timeoutMs: 60_000, memoryMb: 256 }, { threads: 1 });
    const overBudget = await appWithServices(
      context,
      {
        shapeFiles: createShapeFileService({
          ...context.runtime.repositories,
          compute: slowPool,
          importTimeoutMs: 1,
        }),
      },
      { uploads: { tempRoot } },
    );
    const response = await overBudget.inject({
      method: 'POST',
      url: URL_PATH,
      headers: headers({ 'accept-language': 'es' }),
      payload: multipartBody([{ name: 'ranch.geojson', content: ranch }]),
    });
    await overBudget.close();
    await slowPool.close();
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('IMPORT_OVER_BUDGET');
    expect(response.json().error.reason).toEqual({ code: 'SLOW_IMPORT', params: { seconds: 1 } });
    expect(response.json().error.message).toMatch(/^Estos archivos son demasiado exigentes/);
    expect(leftInTempRoot()).toEqual([]);
  });
});
