import { inflateSync } from 'node:zlib';
import { getDecoder } from 'geotiff';
import { newArray } from './tiff-tags.js';
import type { RasterArray, RasterDataType } from './types.js';

export interface TileFormat {
  compression: number;
  predictor: number;
  littleEndian: boolean;
  dataType: RasterDataType;
  bytesPerSample: number;
  tileWidth: number;
  tileHeight: number;
}

const DEFLATE = new Set([8, 32946]);

/**
 * Compressed tile bytes -> the tile's values. None and Deflate (the COG norm) are decoded here
 * with Node's zlib (one output chunk of the tile's size, so no concatenation copy); every other
 * compression (LZW, ZSTD, JPEG, LERC, ...) goes through geotiff.js's decoders.
 */
export async function decodeTile(bytes: Uint8Array, format: TileFormat): Promise<RasterArray> {
  const expected = format.tileWidth * format.tileHeight * format.bytesPerSample;
  let raw: Uint8Array;
  if (format.compression === 1) raw = bytes.slice();
  else if (DEFLATE.has(format.compression))
    raw = inflateSync(bytes, { chunkSize: Math.max(expected, 64) });
  else {
    // Predictor 1 here: the predictor is undone below, as for Deflate.
    const decoder = await getDecoder(format.compression, {
      tileWidth: format.tileWidth,
      tileHeight: format.tileHeight,
      predictor: 1,
      bitsPerSample: format.bytesPerSample * 8,
      planarConfiguration: 1,
    });
    raw = new Uint8Array(await decoder.decode(bytes.slice().buffer));
  }
  if (raw.byteLength < expected)
    throw new RangeError(`tile holds ${raw.byteLength} bytes, expected ${expected}`);
  if (raw.byteOffset % format.bytesPerSample !== 0) raw = raw.slice();
  if (format.predictor === 3) raw = undoFloatingPointPredictor(raw, format);
  else if (!format.littleEndian && format.bytesPerSample > 1)
    swapBytes(raw, format.bytesPerSample, expected);
  const values = newArray(
    format.dataType,
    raw.buffer as ArrayBuffer,
    raw.byteOffset,
    format.tileWidth * format.tileHeight,
  );
  if (format.predictor === 2) undoHorizontalPredictor(values, format.tileWidth);
  return values;
}

function swapBytes(bytes: Uint8Array, size: number, length: number): void {
  for (let at = 0; at < length; at += size) {
    for (let low = at, high = at + size - 1; low < high; low++, high--) {
      const byte = bytes[low] as number;
      bytes[low] = bytes[high] as number;
      bytes[high] = byte;
    }
  }
}

/** Predictor 2: each value was stored as the difference from its left neighbour. */
function undoHorizontalPredictor(values: RasterArray, width: number): void {
  for (let start = 0; start < values.length; start += width) {
    for (let index = start + 1; index < start + width; index++) {
      values[index] = (values[index] as number) + (values[index - 1] as number);
    }
  }
}

/**
 * Predictor 3 (floating point, TIFF Technical Note 3): each row's bytes were split into planes,
 * most significant first, then byte-differenced. Undo both, writing little-endian values.
 */
function undoFloatingPointPredictor(raw: Uint8Array, format: TileFormat): Uint8Array {
  const { tileWidth: width, tileHeight: height, bytesPerSample: size } = format;
  const rowBytes = width * size;
  const out = new Uint8Array(width * height * size);
  for (let row = 0; row < height; row++) {
    const start = row * rowBytes;
    for (let index = start + 1; index < start + rowBytes; index++) {
      raw[index] = ((raw[index] as number) + (raw[index - 1] as number)) & 0xff;
    }
    for (let column = 0; column < width; column++) {
      for (let byte = 0; byte < size; byte++) {
        out[start + column * size + byte] = raw[
          start + (size - byte - 1) * width + column
        ] as number;
      }
    }
  }
  return out;
}
