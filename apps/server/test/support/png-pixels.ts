import { decodePng } from '../../src/reports/render/png-decode.fixture.js';

/** The RGBA pixels of a PNG (a map tile), without an image library. */
export function pngPixels(png: Uint8Array): { width: number; height: number; rgba: Uint8Array } {
  const { width, height, rgba } = decodePng(png);
  return { width, height, rgba };
}
