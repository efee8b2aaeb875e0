import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account; any other access key id is refused. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server (s3rver) on 127.0.0.1 with one bucket, its objects in a
 * temporary folder removed on close. Note: s3rver checks the access key id and the expiry of
 * presigned URLs, but not SigV4 signatures themselves (docs/uploads.md).
 */
export async function startS3Server(bucket = 'ecotone-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ecotone-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
