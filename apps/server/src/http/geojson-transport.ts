import { gunzipSync, gzipSync } from 'node:zlib';
import { AppError } from '../errors.js';

/** Above this size an answer is sent compressed (see docs/shapes.md, "The compressed flag"). */
export const COMPRESS_ANSWERS_ABOVE_BYTES = 1_000_000;
/** What a compressed body may inflate to: a zip-bomb guard. */
const MAX_INFLATED_BYTES = 500_000_000;

/**
 * Reads the `geojson` field of a request: an object, or, when `compressed` is true, a base64
 * string of gzip-compressed GeoJSON text (large shapes travel ~10x smaller that way).
 */
export function readGeoJson(geojson: unknown, compressed: boolean): unknown {
  if (!compressed) return typeof geojson === 'string' ? parseJson(geojson) : geojson;
  if (typeof geojson !== 'string') {
    throw new AppError('VALIDATION', {
      details: 'geojson must be a base64 string when compressed is true',
    });
  }
  let text: string;
  try {
    text = gunzipSync(Buffer.from(geojson, 'base64'), {
      maxOutputLength: MAX_INFLATED_BYTES,
    }).toString('utf8');
  } catch {
    throw new AppError('VALIDATION', { details: 'geojson is not base64 of gzip-compressed text' });
  }
  return parseJson(text);
}

function parseJson(text: string): unknown {
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
  return { geojson: gzipSync(text).toString('base64'), compressed: true };
}
