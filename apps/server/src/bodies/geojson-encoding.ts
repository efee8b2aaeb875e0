import { gzipSync } from 'node:zlib';

/** Above this size an answer is sent compressed (see docs/shapes.md, "The compressed flag"). */
export const COMPRESS_ANSWERS_ABOVE_BYTES = 1_000_000;
/**
 * gzip level of answers: level 1 packs GeoJSON nearly as tight as the default level 6 in a
 * fraction of the time, and an answer's encoding must not cost more than the import
 * (docs/uploads.md).
 */
const ANSWER_GZIP_LEVEL = 1;

/** Base64 of the gzip-compressed text: the `geojson` of a `compressed: true` answer. */
export const compressText = (text: string): string =>
  gzipSync(text, { level: ANSWER_GZIP_LEVEL }).toString('base64');

/**
 * The `geojson` member of an answer as JSON text, for answers built as text (the import, on a
 * compute thread): the GeoJSON itself, or a base64 string of it gzipped when it is large.
 * No imports beyond zlib, so compute threads load it cheaply.
 */
export function geoJsonAnswerText(value: unknown): { json: string; compressed: boolean } {
  const text = JSON.stringify(value);
  if (text.length <= COMPRESS_ANSWERS_ABOVE_BYTES) return { json: text, compressed: false };
  return { json: `"${compressText(text)}"`, compressed: true };
}
