import { text } from 'node:stream/consumers';
import { encodeCog, openCog, sampleRaster } from '@ecotone/analysis/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  S3RVER_CREDENTIALS,
  startS3Server,
  type TestS3Server,
} from '../../test/support/s3-server.js';
import { createS3FileStorage, S3RequestError } from './s3-file-storage.js';
import { StorageNotFoundError } from './storage.js';

describe('S3-compatible file storage (against s3rver)', () => {
  let server: TestS3Server;
  const storageWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
    createS3FileStorage({
      endpoint: server.endpoint,
      bucket: server.bucket,
      region: 'us-east-1',
      ...credentials,
    });

  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await server.close();
  });

  it('puts, reads, replaces and deletes a file under its key', async () => {
    const storage = storageWith(S3RVER_CREDENTIALS);
    const key = 'analysis/a1/a1_landCover_image.tif';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, new TextEncoder().encode('first'));
    await storage.put(key, new TextEncoder().encode('second'));
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.get(key))).toBe('second');
    // Path-style: the object is at {endpoint}/{bucket}/{key} (s3rver allows anonymous reads).
    const direct = await fetch(`${server.endpoint}/${server.bucket}/${key}`);
    expect(await direct.text()).toBe('second');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
  });

  it('rejects a missing key with StorageNotFoundError and refuses unsafe keys', async () => {
    const storage = storageWith(S3RVER_CREDENTIALS);
    await expect(storage.get('uploads/none/missing.json')).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
    await expect(storage.put('../escape', new Uint8Array(1))).rejects.toThrow(RangeError);
  });

  it('signs a PUT URL that a plain fetch, with no credentials, stores the object through', async () => {
    const storage = storageWith(S3RVER_CREDENTIALS);
    const key = 'uploads/owner/shape.json';
    const url = await storage.presignPut(key, { signedAt: new Date(), expiresInSeconds: 900 });
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url).not.toContain('S3RVER&'); // the secret never appears, only the key id
    const response = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"geoJson":null}',
    });
    expect(response.status).toBe(200);
    expect(await text(await storage.get(key))).toBe('{"geoJson":null}');
  });

  it('has an expired presigned URL refused by the server', async () => {
    const storage = storageWith(S3RVER_CREDENTIALS);
    const key = 'uploads/owner/late.json';
    const signedAt = new Date(Date.now() - 16 * 60 * 1000);
    const url = await storage.presignPut(key, { signedAt, expiresInSeconds: 900 });
    const response = await fetch(url, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
    expect(await storage.exists(key)).toBe(false);
  });

  it('has wrong credentials refused by the server', async () => {
    const stranger = storageWith({ accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' });
    const failure = stranger.put('analysis/a2/file.tif', new Uint8Array(1));
    await expect(failure).rejects.toBeInstanceOf(S3RequestError);
    await expect(failure).rejects.toThrow('403: InvalidAccessKeyId');
    expect(await storageWith(S3RVER_CREDENTIALS).exists('analysis/a2/file.tif')).toBe(false);
  });

  it('hands out a read location that a COG reader opens with range requests, stable for the hour', async () => {
    const storage = storageWith(S3RVER_CREDENTIALS);
    const key = 'analysis/a3/a3_elevation_image.tif';
    const data = Uint8Array.from({ length: 64 * 64 }, (_, index) => index % 251);
    await storage.put(
      key,
      encodeCog(
        {
          width: 64,
          height: 64,
          geoTransform: [-105, 0.001, 0, 40, 0, -0.001],
          crs: 'EPSG:4326',
          noData: null,
          dataType: 'uint8',
          data,
        },
        { tileSize: 16 },
      ),
    );
    const location = await storage.readLocation(key);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('7200');
    expect(await storage.readLocation(key)).toBe(location);
    const cog = await openCog(location);
    // Row 10, column 20.
    expect(await sampleRaster(cog, -104.9795, 39.9895)).toBe((10 * 64 + 20) % 251);
    await cog.close();
    await expect(storage.readLocation('analysis/a3/missing.tif')).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
  });
});
