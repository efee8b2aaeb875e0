import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config.js';
import { assertStorageKey, type FileStorage, StorageNotFoundError } from './storage.js';

export type S3StorageConfig = Omit<Extract<StorageConfig, { mode: 's3' }>, 'mode'>;

export interface PresignOptions {
  /** The moment the signature counts from (a clock, so tests need not wait for expiry). */
  signedAt: Date;
  expiresInSeconds: number;
}

export interface S3FileStorage extends FileStorage {
  readonly bucket: string;
  /**
   * A URL anyone may PUT one object to under `key` until it expires, with no other credentials.
   * S3 cannot bound the size of a presigned PUT, so whoever reads the object bounds what it reads.
   */
  presignPut(key: string, options: PresignOptions): Promise<string>;
}

/** Thrown for an answer of the S3 server other than success or "no such key". */
export class S3RequestError extends Error {
  constructor(
    readonly method: string,
    readonly key: string,
    readonly status: number,
    detail: string,
  ) {
    // The URL is left out on purpose: a presigned one carries its signature.
    super(`S3 ${method} of ${key} answered ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'S3RequestError';
  }
}

/** `20250102T030405Z`, the form SigV4 signs. */
const amzDate = (moment: Date) => moment.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * Files in one bucket of an S3-compatible server (AWS S3, MinIO, R2, ...), addressed path-style
 * (`{endpoint}/{bucket}/{key}`) so any endpoint works without wildcard DNS. Requests are signed
 * with SigV4 by aws4fetch, which retries 5xx answers itself.
 */
export function createS3FileStorage(config: S3StorageConfig): S3FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 3,
  });
  const urlOf = (key: string) =>
    `${config.endpoint}/${config.bucket}/${assertStorageKey(key).map(encodeURIComponent).join('/')}`;

  async function request(method: string, key: string, body?: Uint8Array): Promise<Response> {
    const response = await client.fetch(urlOf(key), {
      method,
      ...(body ? { body, headers: { 'content-type': 'application/octet-stream' } } : {}),
    });
    if (response.ok || response.status === 404) return response;
    const detail = (await response.text()).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? '';
    throw new S3RequestError(method, key, response.status, detail);
  }

  return {
    bucket: config.bucket,
    async put(key, bytes) {
      const response = await request('PUT', key, bytes);
      if (response.status === 404) throw new S3RequestError('PUT', key, 404, 'NoSuchBucket');
      await response.body?.cancel();
    },
    async get(key) {
      const response = await request('GET', key);
      if (response.status === 404 || !response.body) {
        await response.body?.cancel();
        throw new StorageNotFoundError(key);
      }
      return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    },
    async exists(key) {
      const response = await request('HEAD', key);
      return response.status !== 404;
    },
    async readLocation(key) {
      const response = await request('HEAD', key);
      if (response.status === 404) throw new StorageNotFoundError(key);
      // Signed at the start of the hour for two hours: one URL per hour, so the threads' caches
      // of opened files (keyed by location) keep hitting, and every URL handed out lives an hour.
      const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
      const url = new URL(urlOf(key));
      url.searchParams.set('X-Amz-Expires', String(2 * 3600));
      const signed = await client.sign(url.href, {
        method: 'GET',
        aws: { signQuery: true, datetime: amzDate(hour) },
      });
      return signed.url;
    },
    async delete(key) {
      const response = await request('DELETE', key);
      await response.body?.cancel();
    },
    async presignPut(key, { signedAt, expiresInSeconds }) {
      const url = new URL(urlOf(key));
      url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
      const signed = await client.sign(url.href, {
        method: 'PUT',
        aws: { signQuery: true, datetime: amzDate(signedAt) },
      });
      return signed.url;
    },
  };
}
