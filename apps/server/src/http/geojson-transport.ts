import { createGunzip } from 'node:zlib';
import { AppError } from '../errors.js';
import { UPLOAD_LIMITS } from '../routes/shape-file/shape-file.schema.js';
import { formatBytes } from './error-handler.js';
import { COMPRESS_ANSWERS_ABOVE_BYTES, compressText } from './geojson-encoding.js';
import { jsonHasNul, nulError } from './nul-character.js';

/**
 * What a compressed body may inflate to: as much GeoJSON as an uncompressed body may carry
 * (UPLOAD_LIMITS.jsonBodyBytes), so compression shrinks the transfer, never widens the limit.
 */
export const MAX_INFLATED_BYTES: number = UPLOAD_LIMITS.jsonBodyBytes;

/**
 * Reads the `geojson` field of a request: an object, or, when `compressed` is true, a base64
 * string of gzip-compressed GeoJSON text (large shapes travel ~10x smaller that way).
 */
export async function readGeoJson(
  geojson: unknown,
  compressed: boolean,
  maxInflatedBytes = MAX_INFLATED_BYTES,
): Promise<unknown> {
  if (!compressed) return typeof geojson === 'string' ? parseJson(geojson) : geojson;
  if (typeof geojson !== 'string') {
    throw new AppError('VALIDATION', {
      details: 'geojson must be a base64 string when compressed is true',
    });
  }
  const text = await inflateAtMost(Buffer.from(geojson, 'base64'), maxInflatedBytes);
  return parseJson(text.toString('utf8'));
}

/**
 * Inflates on zlib's thread pool, chunk by chunk, and stops at the first chunk past `maxBytes`
 * (413 naming the limit): a zip bomb costs the server `maxBytes` of inflating, not its whole
 * expansion, and never blocks the event loop.
 */
async function inflateAtMost(compressed: Buffer, maxBytes: number): Promise<Buffer> {
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  gunzip.end(compressed);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', { limit: formatBytes(maxBytes) });
      }
      chunks.push(chunk);
    }
  } catch (error) {
    gunzip.destroy();
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION', { details: 'geojson is not base64 of gzip-compressed text' });
  }
  return Buffer.concat(chunks, total);
}

/** GeoJSON sent as text (plain or inflated) skips the body's own NUL check: check it here. */
function parseJson(text: string): unknown {
  if (jsonHasNul(text)) throw nulError();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AppError('VALIDATION', {
      details: `geojson is not valid JSON (${(error as Error).message})`,
    });
  }
}

/** Encodes an answer's GeoJSON, compressed when asked to or when it is large. */
export function writeGeoJson(
  value: unknown,
  compress: boolean | 'auto',
): { geojson: unknown; compressed: boolean } {
  if (compress === false) return { geojson: value, compressed: false };
  const text = JSON.stringify(value);
  if (compress === 'auto' && text.length <= COMPRESS_ANSWERS_ABOVE_BYTES)
    return { geojson: value, compressed: false };
  return { geojson: compressText(text), compressed: true };
}
