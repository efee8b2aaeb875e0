import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export interface EncodePngOptions {
  /** zlib level 0-9; default 6. Map tiles are mostly runs of few colours: any level packs them. */
  level?: number;
}

/**
 * A minimal PNG (8-bit RGBA, no interlace, filter "None" on every row) of `rgba`, `width` x
 * `height` pixels row by row: the signature, IHDR, one IDAT (zlib) and IEND, each chunk with its
 * CRC-32 (PNG spec, ISO/IEC 15948).
 */
export function encodePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  options: EncodePngOptions = {},
): Uint8Array {
  if (rgba.length !== width * height * 4)
    throw new RangeError(`${rgba.length} bytes are not ${width}x${height} RGBA pixels`);
  const stride = width * 4;
  const filtered = new Uint8Array((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    // The filter byte of each row stays 0 (None).
    filtered.set(rgba.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), deflate, filters, no interlace
  const data = deflateSync(filtered, { level: options.level ?? 6 });
  const chunks = [chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(SIGNATURE.length + chunks.reduce((sum, c) => sum + c.length, 0));
  png.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const part of chunks) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index++) bytes[4 + index] = type.charCodeAt(index);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

const transparent = new Map<number, Uint8Array>();

/** A fully transparent `size` x `size` PNG (encoded once per size). */
export function transparentPng(size: number): Uint8Array {
  let png = transparent.get(size);
  if (!png) {
    png = encodePng(new Uint8Array(size * size * 4), size, size, { level: 9 });
    transparent.set(size, png);
  }
  return png;
}
