import { inflateSync } from 'node:zlib';

/**
 * The RGBA pixels of an 8-bit RGBA, non-interlaced PNG whose rows all use filter 0 (what the map
 * tiles are): enough to check a tile's colours without an image library.
 */
export function pngPixels(png: Uint8Array): { width: number; height: number; rgba: Uint8Array } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (!signature.every((byte, index) => png[index] === byte)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  const data: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('not 8-bit RGBA');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const rgba = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const start = row * (width * 4 + 1);
    if (rows[start] !== 0) throw new Error(`row ${row} uses filter ${rows[start]}`);
    rgba.set(rows.subarray(start + 1, start + 1 + width * 4), row * width * 4);
  }
  return { width, height, rgba };
}
