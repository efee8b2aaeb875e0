import type { ImportLimits } from './import.types.js';

const MEGABYTE = 1024 * 1024;

/** Generous for real land parcels, small enough that one upload cannot take the server down. */
export const DEFAULT_IMPORT_LIMITS: Readonly<ImportLimits> = Object.freeze({
  maxFileBytes: 200 * MEGABYTE,
  maxUncompressedBytes: 500 * MEGABYTE,
  maxZipEntries: 10_000,
  maxVertices: 5_000_000,
});

/** Byte limits as whole megabytes for messages ("200 MB"). */
export const megabytes = (bytes: number): number => Math.round(bytes / MEGABYTE);

/**
 * GeoJSON uploads from this size on are parsed feature by feature when the caller can give
 * their bytes in chunks (FileToRead.chunks): the whole text of a large file is never held.
 * Smaller files are read whole, the simpler path.
 */
export const STREAMED_GEOJSON_MIN_BYTES = 8 * MEGABYTE;
