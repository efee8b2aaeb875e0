import type { Readable } from 'node:stream';

/**
 * Where result files (COGs, GeoJSON) live. Keys are `/`-separated relative paths such as
 * `analysis/{analysisId}/{analysisId}_{layerId}_image.tif` (specs/3 section 7 naming).
 * The embedded default is the local filesystem under DATA_DIR/storage; with STORAGE_S3_* set, an
 * S3-compatible bucket (s3-file-storage.ts).
 */
export interface FileStorage {
  /** Writes the whole file, replacing any earlier (or partial) file under the key. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes as a stream; rejects with StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /**
   * Where a compute thread can read the file at offsets (a COG, tile by tile) without this
   * object: the local file's path, or a presigned GET URL (read with HTTP range requests) that
   * stays the same for an hour and valid for at least another. Rejects with
   * StorageNotFoundError when there is no file.
   */
  readLocation(key: string): Promise<string>;
  /** Deletes the file; deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Refuses keys that could leave the storage root or name odd files: every segment starts with a
 * letter or digit and holds only letters, digits, `.`, `_` and `-` (so no `..`, no absolute path).
 */
export function assertStorageKey(key: string): string[] {
  const segments = key.split('/');
  if (key.length > 512 || segments.some((segment) => !SEGMENT.test(segment))) {
    throw new RangeError(`Refused storage key ${JSON.stringify(key)}`);
  }
  return segments;
}
