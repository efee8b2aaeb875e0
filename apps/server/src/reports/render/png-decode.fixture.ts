import { inflateSync } from 'node:zlib';

/** Decoded pixels of a PNG, for tests that check colours without an image library. */
export interface Pixels {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel. */
  rgb: Uint8Array;
  /** RGBA, 4 bytes a pixel. */
  rgba: Uint8Array;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * An 8-bit, non-interlaced PNG (grey, grey+alpha, RGB or RGBA; every row filter) as RGB and RGBA
 * pixels (alpha 255 where the PNG has none).
 */
export function decodePng(png: Uint8Array): Pixels {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      channels = CHANNELS[body[9] ?? -1] ?? 0;
      if (body[8] !== 8 || channels === 0 || body[12] !== 0)
        throw new Error('not an 8-bit, non-interlaced grey or RGB(A) PNG');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)] ?? 0;
    const line = raw.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1));
    const out = rows.subarray(row * stride, (row + 1) * stride);
    const above = row > 0 ? rows.subarray((row - 1) * stride, row * stride) : null;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (out[i - channels] ?? 0) : 0;
      const up = above ? (above[i] ?? 0) : 0;
      const corner = above && i >= channels ? (above[i - channels] ?? 0) : 0;
      const value = line[i] ?? 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, corner)
                : 0;
      out[i] = (value + predicted) & 255;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  const rgba = new Uint8Array(width * height * 4);
  const alpha = channels === 2 || channels === 4 ? channels - 1 : -1;
  for (let pixel = 0; pixel < width * height; pixel++) {
    const at = pixel * channels;
    const grey = channels < 3;
    for (const [band, offset] of [0, grey ? 0 : 1, grey ? 0 : 2].entries()) {
      const value = rows[at + offset] ?? 0;
      rgb[pixel * 3 + band] = value;
      rgba[pixel * 4 + band] = value;
    }
    rgba[pixel * 4 + 3] = alpha < 0 ? 255 : (rows[at + alpha] ?? 0);
  }
  return { width, height, rgb, rgba };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
