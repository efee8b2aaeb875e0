import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, transparentPng } from '../../src/map-tiles/index.js';

/** The chunks of a PNG, each CRC checked. */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const found: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), type).toBe(
      crc32(png.subarray(at + 4, at + 8 + length)),
    );
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

describe('encodePng', () => {
  it('writes signature, IHDR, IDAT, IEND whose inflated rows are the pixels', () => {
    const rgba = new Uint8Array(3 * 2 * 4).map((_, index) => (index * 37) % 256);
    const png = encodePng(rgba, 3, 2);
    expect(Array.from(png.subarray(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const [ihdr, idat, iend, ...rest] = chunks(png);
    expect(rest).toEqual([]);
    expect(ihdr?.type).toBe('IHDR');
    expect(Array.from(ihdr?.data ?? [])).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
    expect(iend?.type).toBe('IEND');
    // The IEND chunk's CRC is a constant of the format.
    expect(Array.from(png.subarray(png.length - 4))).toEqual([0xae, 0x42, 0x60, 0x82]);
    const rows = inflateSync(idat?.data ?? new Uint8Array());
    expect(rows.length).toBe(2 * (1 + 12));
    expect(rows[0]).toBe(0);
    expect(rows[13]).toBe(0);
    expect(Array.from(rows.subarray(1, 13))).toEqual(Array.from(rgba.subarray(0, 12)));
    expect(Array.from(rows.subarray(14))).toEqual(Array.from(rgba.subarray(12)));
  });

  it('refuses a buffer of the wrong size and encodes the transparent tile once', () => {
    expect(() => encodePng(new Uint8Array(5), 1, 1)).toThrow(RangeError);
    const tile = transparentPng(256);
    expect(transparentPng(256)).toBe(tile);
    const idat = chunks(tile).find((chunk) => chunk.type === 'IDAT');
    const rows = inflateSync(idat?.data ?? new Uint8Array());
    expect(rows.length).toBe(256 * 1025);
    expect(rows.every((byte) => byte === 0)).toBe(true);
  });
});
