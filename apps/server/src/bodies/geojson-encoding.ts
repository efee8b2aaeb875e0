import { gzipSync } from 'node:zlib';

/** Above this size an answer is sent compressed (see docs/shapes.md, "The compressed flag"). */
export const COMPRESS_ANSWERS_ABOVE_BYTES = 1_000_000;
/**
 * gzip of answers: level 1 packs GeoJSON nearly as tight as the default level 6 in a fraction
 * of the time, and an answer's encoding must not cost more than the import (docs/uploads.md).
 * A 4 kB window (windowBits 12) instead of 32 kB packs coordinate text tighter at level 1 (the
 * few candidates level 1 tries are nearer, where neighbouring vertices repeat their digits):
 * 3.74 MB instead of 4.06 for the 5,000 bench parcels at 6 decimals, 2.36 instead of 2.60 for
 * a 400,000-vertex boundary, in slightly less time (docs/decisions/0013). Any inflater reads it:
 * the window a gzip stream needs is at most the 32 kB every inflater keeps.
 */
export const ANSWER_GZIP_OPTIONS = { level: 1, windowBits: 12 } as const;

/** Base64 of the gzip-compressed text: the `geojson` of a `compressed: true` answer. */
export const compressText = (text: string): string =>
  gzipSync(text, ANSWER_GZIP_OPTIONS).toString('base64');
