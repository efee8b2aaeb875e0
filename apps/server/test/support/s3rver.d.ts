/** The part of s3rver (no published types) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo | string>;
    close(): Promise<void>;
  }
}
